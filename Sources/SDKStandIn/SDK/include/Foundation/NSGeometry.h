/* capcheck SDK shim: NSGeometry lives in Foundation.h. */
#include <Foundation/Foundation.h>
