/* capcheck SDK shim: NSUserActivity lives in NSItemProvider.h. */
#include <Foundation/NSItemProvider.h>
