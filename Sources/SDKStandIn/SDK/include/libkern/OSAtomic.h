/* capcheck SDK shim: the deprecated OSAtomic and OSSpinLock API, still common in older trees. */
#ifndef __CAPCHECK_OSATOMIC__
#define __CAPCHECK_OSATOMIC__
#include <stdint.h>
#include <stdbool.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef int32_t OSSpinLock;
#define OS_SPINLOCK_INIT 0
extern bool OSSpinLockTry(volatile OSSpinLock *lock);
extern void OSSpinLockLock(volatile OSSpinLock *lock);
extern void OSSpinLockUnlock(volatile OSSpinLock *lock);
extern int32_t OSAtomicAdd32(int32_t amount, volatile int32_t *theValue);
extern int32_t OSAtomicAdd32Barrier(int32_t amount, volatile int32_t *theValue);
extern int32_t OSAtomicIncrement32(volatile int32_t *theValue);
extern int32_t OSAtomicIncrement32Barrier(volatile int32_t *theValue);
extern int32_t OSAtomicDecrement32(volatile int32_t *theValue);
extern int32_t OSAtomicDecrement32Barrier(volatile int32_t *theValue);
extern int64_t OSAtomicAdd64(int64_t amount, volatile int64_t *theValue);
extern int64_t OSAtomicIncrement64(volatile int64_t *theValue);
extern int64_t OSAtomicDecrement64(volatile int64_t *theValue);
extern bool OSAtomicCompareAndSwap32(int32_t oldValue, int32_t newValue, volatile int32_t *theValue);
extern bool OSAtomicCompareAndSwap32Barrier(int32_t oldValue, int32_t newValue, volatile int32_t *theValue);
extern bool OSAtomicCompareAndSwapPtr(void *oldValue, void *newValue, void * volatile *theValue);
extern bool OSAtomicCompareAndSwapPtrBarrier(void *oldValue, void *newValue, void * volatile *theValue);
extern bool OSAtomicCompareAndSwapLong(long oldValue, long newValue, volatile long *theValue);
extern bool OSAtomicTestAndSet(uint32_t n, volatile void *theAddress);
extern void OSMemoryBarrier(void);
#ifdef __cplusplus
}
#endif
#endif
