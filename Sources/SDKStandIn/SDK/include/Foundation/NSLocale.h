/* capcheck SDK shim: NSLocale lives in NSDate.h. */
#include <Foundation/NSDate.h>
