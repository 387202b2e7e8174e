/* capcheck SDK shim: NSOrderedSet lives in NSArray.h. */
#include <Foundation/NSArray.h>
