/* capcheck SDK shim: NSCountedSet lives in NSSet.h. */
#include <Foundation/NSSet.h>
