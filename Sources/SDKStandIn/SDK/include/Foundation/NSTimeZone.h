/* capcheck SDK shim: NSTimeZone lives in NSDate.h. */
#include <Foundation/NSDate.h>
