/* capcheck SDK shim: NSIndexSet lives in NSSet.h. */
#include <Foundation/NSSet.h>
