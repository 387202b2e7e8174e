/* capcheck SDK shim: NSCalendarDate lives in Foundation.h. */
#include <Foundation/Foundation.h>
