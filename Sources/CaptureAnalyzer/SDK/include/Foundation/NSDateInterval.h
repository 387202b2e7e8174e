/* capcheck SDK shim: NSDateInterval lives in Foundation.h. */
#include <Foundation/Foundation.h>
