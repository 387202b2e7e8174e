/* capcheck SDK shim: NSDateIntervalFormatter lives in Foundation.h. */
#include <Foundation/Foundation.h>
