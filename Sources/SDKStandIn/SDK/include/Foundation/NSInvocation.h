/* capcheck SDK shim: NSInvocation lives in NSCoder.h. */
#include <Foundation/NSCoder.h>
