/* capcheck SDK shim: NSAffineTransform lives in Foundation.h. */
#include <Foundation/Foundation.h>
