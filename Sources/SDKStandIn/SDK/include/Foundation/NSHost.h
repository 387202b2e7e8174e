/* capcheck SDK shim: NSHost lives in Foundation.h. */
#include <Foundation/Foundation.h>
