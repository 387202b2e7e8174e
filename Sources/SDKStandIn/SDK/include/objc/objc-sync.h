/* capcheck SDK shim: @synchronized support functions. */
#ifndef __CAPCHECK_OBJC_SYNC__
#define __CAPCHECK_OBJC_SYNC__
#include <objc/objc.h>
OBJC_EXPORT int objc_sync_enter(id _Nonnull obj);
OBJC_EXPORT int objc_sync_exit(id _Nonnull obj);
#endif
