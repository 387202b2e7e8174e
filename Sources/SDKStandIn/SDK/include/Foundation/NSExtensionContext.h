/* capcheck SDK shim: NSExtensionContext lives in NSItemProvider.h. */
#include <Foundation/NSItemProvider.h>
