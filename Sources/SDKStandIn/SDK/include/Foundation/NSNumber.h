/* capcheck SDK shim: NSNumber lives in NSValue.h. */
#include <Foundation/NSValue.h>
