/* capcheck SDK shim: NSItemProvider lives in Foundation.h. */
#include <Foundation/Foundation.h>
