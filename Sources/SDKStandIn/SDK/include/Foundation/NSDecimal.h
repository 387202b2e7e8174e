/* capcheck SDK shim: NSDecimal lives in NSValue.h. */
#include <Foundation/NSValue.h>
