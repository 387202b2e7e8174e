/* capcheck SDK shim: NSHashTable lives in NSCache.h. */
#include <Foundation/NSCache.h>
