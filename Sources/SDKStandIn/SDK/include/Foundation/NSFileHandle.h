/* capcheck SDK shim: NSFileHandle lives in NSProcessInfo.h. */
#include <Foundation/NSProcessInfo.h>
