/* capcheck SDK shim: NSInteger and friends, shared by the runtime headers and Foundation. */
#ifndef __CAPCHECK_OBJC_NSOBJCRUNTIME__
#define __CAPCHECK_OBJC_NSOBJCRUNTIME__
#include <objc/objc.h>
typedef long NSInteger;
typedef unsigned long NSUInteger;
#define NSIntegerMax LONG_MAX
#define NSIntegerMin LONG_MIN
#define NSUIntegerMax ULONG_MAX
#define NSINTEGER_DEFINED 1
#endif
