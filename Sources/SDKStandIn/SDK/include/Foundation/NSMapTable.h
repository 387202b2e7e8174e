/* capcheck SDK shim: NSMapTable lives in NSCache.h. */
#include <Foundation/NSCache.h>
