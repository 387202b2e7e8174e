/* capcheck SDK shim: NSPointerArray lives in NSCache.h. */
#include <Foundation/NSCache.h>
