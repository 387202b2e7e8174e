/* capcheck SDK shim: NSBundle lives in NSProcessInfo.h. */
#include <Foundation/NSProcessInfo.h>
