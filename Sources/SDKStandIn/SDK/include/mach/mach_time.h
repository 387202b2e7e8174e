/* capcheck SDK shim: Mach absolute time. */
#ifndef __CAPCHECK_MACH_TIME__
#define __CAPCHECK_MACH_TIME__
#include <stdint.h>
#include <mach/kern_return.h>
#ifdef __cplusplus
extern "C" {
#endif
struct mach_timebase_info { uint32_t numer; uint32_t denom; };
typedef struct mach_timebase_info *mach_timebase_info_t;
typedef struct mach_timebase_info mach_timebase_info_data_t;
extern kern_return_t mach_timebase_info(mach_timebase_info_t info);
extern uint64_t mach_absolute_time(void);
extern uint64_t mach_approximate_time(void);
extern uint64_t mach_continuous_time(void);
#ifdef __cplusplus
}
#endif
#endif
