/* capcheck SDK shim: NSAutoreleasePool lives in NSProcessInfo.h. */
#include <Foundation/NSProcessInfo.h>
