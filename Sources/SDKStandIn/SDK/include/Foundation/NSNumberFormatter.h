/* capcheck SDK shim: NSNumberFormatter lives in NSDate.h. */
#include <Foundation/NSDate.h>
