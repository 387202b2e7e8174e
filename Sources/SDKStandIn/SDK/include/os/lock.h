/* capcheck SDK shim: os_unfair_lock. */
#ifndef __CAPCHECK_OS_LOCK__
#define __CAPCHECK_OS_LOCK__
#include <os/object.h>
#include <stdint.h>
typedef struct os_unfair_lock_s { uint32_t _os_unfair_lock_opaque; } os_unfair_lock, *os_unfair_lock_t;
#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})
#define OS_UNFAIR_LOCK_AVAILABILITY
__OS_CAPCHECK_EXTERN void os_unfair_lock_lock(os_unfair_lock_t lock);
__OS_CAPCHECK_EXTERN _Bool os_unfair_lock_trylock(os_unfair_lock_t lock);
__OS_CAPCHECK_EXTERN void os_unfair_lock_unlock(os_unfair_lock_t lock);
__OS_CAPCHECK_EXTERN void os_unfair_lock_assert_owner(const os_unfair_lock *lock);
__OS_CAPCHECK_EXTERN void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock);
#endif
