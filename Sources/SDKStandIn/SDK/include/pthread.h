/* capcheck SDK shim: <pthread.h> as on Darwin, where it is <pthread/pthread.h>: glibc's threads
 * and Darwin's own calls (pthread_main_np, pthread_threadid_np, pthread_mach_thread_np, …).
 * Found before glibc's in Objective-C (the stand-in is searched first there), this header reads
 * glibc's and then the stand-in's <pthread/pthread.h>. No Apple source was copied. */
#ifndef __CAPCHECK_PTHREAD_H__
#define __CAPCHECK_PTHREAD_H__
#include_next <pthread.h>
#include <pthread/pthread.h>
#endif
