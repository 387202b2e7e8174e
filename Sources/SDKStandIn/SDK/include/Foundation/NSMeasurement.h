/* capcheck SDK shim: NSMeasurement lives in Foundation.h. */
#include <Foundation/Foundation.h>
