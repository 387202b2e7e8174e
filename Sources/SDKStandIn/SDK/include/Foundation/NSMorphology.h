/* capcheck SDK shim: NSMorphology lives in Foundation.h. */
#include <Foundation/Foundation.h>
