/* capcheck SDK shim: NSExtensionContext lives in Foundation.h. */
#include <Foundation/Foundation.h>
