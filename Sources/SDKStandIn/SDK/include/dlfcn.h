/* capcheck SDK shim: Darwin's <dlfcn.h> declares `Dl_info` and `dladdr` in every program; glibc's
 * only with _GNU_SOURCE. Found before glibc's in Objective-C (the stand-in is searched first there),
 * this header reads glibc's and adds the two when glibc left them out. No Apple source was copied. */
#ifndef __CAPCHECK_DLFCN_H__
#define __CAPCHECK_DLFCN_H__
#include_next <dlfcn.h>
#ifndef __USE_GNU
typedef struct dl_info {
    const char *dli_fname;
    void *dli_fbase;
    const char *dli_sname;
    void *dli_saddr;
} Dl_info;
extern int dladdr(const void *, Dl_info *);
#endif
#endif
