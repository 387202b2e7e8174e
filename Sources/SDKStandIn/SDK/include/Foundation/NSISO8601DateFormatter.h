/* capcheck SDK shim: NSISO8601DateFormatter lives in NSDate.h. */
#include <Foundation/NSDate.h>
