/* capcheck SDK shim: NSGarbageCollector lives in Foundation.h. */
#include <Foundation/Foundation.h>
