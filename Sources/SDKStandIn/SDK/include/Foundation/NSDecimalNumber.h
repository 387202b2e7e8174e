/* capcheck SDK shim: NSDecimalNumber lives in NSValue.h. */
#include <Foundation/NSValue.h>
