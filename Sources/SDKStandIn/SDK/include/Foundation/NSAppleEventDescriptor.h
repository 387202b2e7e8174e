/* capcheck SDK shim: NSAppleEventDescriptor lives in Foundation.h. */
#include <Foundation/Foundation.h>
