/* capcheck SDK shim: NSFileWrapper lives in Foundation.h. */
#include <Foundation/Foundation.h>
