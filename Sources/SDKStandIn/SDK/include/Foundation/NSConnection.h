/* capcheck SDK shim: NSConnection lives in Foundation.h. */
#include <Foundation/Foundation.h>
