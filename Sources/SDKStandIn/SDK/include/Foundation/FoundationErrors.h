/* capcheck SDK shim: FoundationErrors lives in Foundation.h. */
#include <Foundation/Foundation.h>
