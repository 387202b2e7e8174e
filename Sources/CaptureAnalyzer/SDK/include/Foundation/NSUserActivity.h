/* capcheck SDK shim: NSUserActivity lives in Foundation.h. */
#include <Foundation/Foundation.h>
