/* capcheck SDK shim: NSExtensionItem lives in NSItemProvider.h. */
#include <Foundation/NSItemProvider.h>
