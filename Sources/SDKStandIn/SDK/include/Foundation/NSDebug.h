/* capcheck SDK shim: NSDebug lives in Foundation.h. */
#include <Foundation/Foundation.h>
