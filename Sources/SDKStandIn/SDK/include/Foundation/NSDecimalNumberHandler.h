/* capcheck SDK shim: NSDecimalNumberHandler lives in Foundation.h. */
#include <Foundation/Foundation.h>
