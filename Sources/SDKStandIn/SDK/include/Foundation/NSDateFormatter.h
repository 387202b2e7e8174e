/* capcheck SDK shim: NSDateFormatter lives in NSDate.h. */
#include <Foundation/NSDate.h>
