/* capcheck SDK shim: NSFileVersion lives in Foundation.h. */
#include <Foundation/Foundation.h>
