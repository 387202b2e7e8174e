/* capcheck SDK shim: Darwin's pthread_t over glibc's. On Darwin a thread is a pointer
 * (`struct _opaque_pthread_t *`), and code written for it stores NULL in one, in C++ too
 * (`{ OS_UNFAIR_LOCK_INIT, NULL, 0 }` for an `_Atomic(pthread_t)` member); glibc's is an
 * unsigned long, and that initializer is a narrowing error. Found before glibc's in Objective-C
 * (the stand-in is searched first there), this header reads glibc's under another name for its
 * pthread_t and then declares Darwin's. No Apple source was copied. */
#ifndef __CAPCHECK_BITS_PTHREADTYPES_H__
#define __CAPCHECK_BITS_PTHREADTYPES_H__
#define pthread_t __capcheck_glibc_pthread_t
#include_next <bits/pthreadtypes.h>
#undef pthread_t
typedef struct _opaque_pthread_t *pthread_t;
#endif
