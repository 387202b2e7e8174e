/* capcheck SDK shim: NSNull lives in NSValue.h. */
#include <Foundation/NSValue.h>
