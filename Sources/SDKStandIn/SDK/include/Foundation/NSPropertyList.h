/* capcheck SDK shim: NSPropertyList lives in NSProcessInfo.h. */
#include <Foundation/NSProcessInfo.h>
