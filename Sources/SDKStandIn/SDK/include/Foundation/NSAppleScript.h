/* capcheck SDK shim: NSAppleScript lives in Foundation.h. */
#include <Foundation/Foundation.h>
