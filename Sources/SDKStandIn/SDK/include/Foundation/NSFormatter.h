/* capcheck SDK shim: NSFormatter lives in NSDate.h. */
#include <Foundation/NSDate.h>
