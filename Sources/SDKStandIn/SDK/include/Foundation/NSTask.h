/* capcheck SDK shim: NSTask lives in NSProcessInfo.h. */
#include <Foundation/NSProcessInfo.h>
