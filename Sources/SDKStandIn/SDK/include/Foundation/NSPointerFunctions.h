/* capcheck SDK shim: NSPointerFunctions lives in NSCache.h. */
#include <Foundation/NSCache.h>
