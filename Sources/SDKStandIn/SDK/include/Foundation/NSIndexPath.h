/* capcheck SDK shim: NSIndexPath lives in NSSet.h. */
#include <Foundation/NSSet.h>
