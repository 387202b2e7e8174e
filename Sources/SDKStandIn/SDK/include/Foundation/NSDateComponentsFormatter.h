/* capcheck SDK shim: NSDateComponentsFormatter lives in NSDate.h. */
#include <Foundation/NSDate.h>
