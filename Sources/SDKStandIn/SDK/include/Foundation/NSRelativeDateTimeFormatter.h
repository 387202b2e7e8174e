/* capcheck SDK shim: NSRelativeDateTimeFormatter lives in Foundation.h. */
#include <Foundation/Foundation.h>
