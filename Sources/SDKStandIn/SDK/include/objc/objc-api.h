/* capcheck SDK shim: export and ARC annotation macros of the Objective-C runtime. */
#ifndef __CAPCHECK_OBJC_API__
#define __CAPCHECK_OBJC_API__

#include <Availability.h>
#include <TargetConditionals.h>

#ifdef __cplusplus
#define OBJC_EXTERN extern "C"
#else
#define OBJC_EXTERN extern
#endif

/* Darwin's <sys/cdefs.h> spellings that Apple-platform code uses everywhere; glibc has none of
 * them (and no field or parameter named like them). */
#ifndef __unused
#define __unused __attribute__((__unused__))
#endif
#ifndef __used
#define __used __attribute__((__used__))
#endif
#ifndef __dead2
#define __dead2 __attribute__((__noreturn__))
#endif
#ifndef __pure2
#define __pure2 __attribute__((__const__))
#endif
#ifndef __deprecated
#define __deprecated __attribute__((__deprecated__))
#endif
#ifndef __deprecated_msg
#define __deprecated_msg(_msg) __attribute__((__deprecated__(_msg)))
#endif
#ifndef __unavailable
#define __unavailable __attribute__((__unavailable__))
#endif
#ifndef __printflike
#define __printflike(fmtarg, firstvararg) __attribute__((__format__(__printf__, fmtarg, firstvararg)))
#endif
#define OBJC_EXPORT OBJC_EXTERN
#define OBJC_VISIBLE
#define OBJC_IMPORT extern
#define OBJC_INLINE static inline
#define OBJC_ROOT_CLASS __attribute__((objc_root_class))
#define OBJC_AVAILABLE(...)
#define OBJC_OSX_DEPRECATED_OTHERS_UNAVAILABLE(...)
#define OBJC_OSX_AVAILABLE_OTHERS_UNAVAILABLE(...)
#define OBJC_ISA_AVAILABILITY
#define OBJC2_UNAVAILABLE
#define OBJC_UNAVAILABLE(m)
#define OBJC_DEPRECATED(m)
#define OBJC_ARM64_UNAVAILABLE
#define OBJC_SWIFT_UNAVAILABLE(m)
#define OBJC_NOESCAPE __attribute__((noescape))
#define OBJC_RETURNS_RETAINED __attribute__((ns_returns_retained))
#define OBJC_REFINED_FOR_SWIFT
#define OBJC_NONLAZY_CLASS
#define OBJC_OLD_DISPATCH_PROTOTYPES 0

#if __has_feature(objc_arc)
#define OBJC_ARC_UNAVAILABLE __attribute__((unavailable("not available in automatic reference counting mode")))
#else
#define OBJC_ARC_UNAVAILABLE
#endif

#endif
