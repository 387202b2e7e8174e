/* capcheck SDK shim: NSUnit lives in Foundation.h. */
#include <Foundation/Foundation.h>
