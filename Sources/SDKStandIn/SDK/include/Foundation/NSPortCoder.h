/* capcheck SDK shim: NSPortCoder lives in Foundation.h. */
#include <Foundation/Foundation.h>
