/* capcheck SDK shim: NSMethodSignature lives in NSCoder.h. */
#include <Foundation/NSCoder.h>
