/* capcheck SDK shim: NSExtensionItem lives in Foundation.h. */
#include <Foundation/Foundation.h>
