/* capcheck SDK shim: NSCalendar lives in NSDate.h. */
#include <Foundation/NSDate.h>
