/* capcheck SDK shim: Darwin's `struct stat` names its times `st_atimespec`, `st_mtimespec` and
 * `st_ctimespec` (with `_DARWIN_C_SOURCE`, the default there); glibc's names the same `timespec`
 * fields `st_atim`, `st_mtim` and `st_ctim`. Found before glibc's in Objective-C (the stand-in is
 * searched first there), this header reads glibc's and gives the Darwin names to its fields, so a
 * file's modification time reads as on Darwin. No Apple source was copied. */
#ifndef __CAPCHECK_SYS_STAT_H__
#define __CAPCHECK_SYS_STAT_H__
#include_next <sys/stat.h>
#ifndef st_atimespec
#define st_atimespec st_atim
#define st_mtimespec st_mtim
#define st_ctimespec st_ctim
#endif
#endif
