/* capcheck SDK shim: NSListFormatter lives in Foundation.h. */
#include <Foundation/Foundation.h>
