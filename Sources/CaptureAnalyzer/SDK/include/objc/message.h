/* capcheck SDK shim: message-sending entry points. */
#ifndef __CAPCHECK_OBJC_MESSAGE__
#define __CAPCHECK_OBJC_MESSAGE__
#include <objc/objc.h>
#include <objc/runtime.h>
struct objc_super { __unsafe_unretained _Nonnull id receiver; __unsafe_unretained _Nonnull Class super_class; };
OBJC_EXPORT void objc_msgSend(void);
OBJC_EXPORT void objc_msgSendSuper(void);
OBJC_EXPORT void objc_msgSend_stret(void);
#endif
