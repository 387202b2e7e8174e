/* capcheck SDK shim: NSPurgeableData lives in NSCache.h. */
#include <Foundation/NSCache.h>
