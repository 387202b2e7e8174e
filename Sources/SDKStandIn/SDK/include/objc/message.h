/* capcheck SDK shim: message-sending entry points. */
#ifndef __CAPCHECK_OBJC_MESSAGE__
#define __CAPCHECK_OBJC_MESSAGE__
#include <objc/objc.h>
#include <objc/runtime.h>
struct objc_super { __unsafe_unretained _Nonnull id receiver; __unsafe_unretained _Nonnull Class super_class; };
/* The old variadic prototypes: they match clang's builtin declarations. */
OBJC_EXPORT id _Nullable objc_msgSend(id _Nullable self, SEL _Nonnull op, ...);
/* The forwarding entry point: an IMP that sends the message through -forwardInvocation:. */
OBJC_EXPORT void _objc_msgForward(void);
/* Its struct-returning twin, which Intel builds have and arm64 ones do not. */
OBJC_EXPORT void _objc_msgForward_stret(void);
OBJC_EXPORT id _Nullable objc_msgSendSuper(struct objc_super * _Nonnull super, SEL _Nonnull op, ...);
OBJC_EXPORT void objc_msgSend_stret(id _Nullable self, SEL _Nonnull op, ...);
#endif
