/* capcheck SDK shim: NSUserNotification lives in Foundation.h. */
#include <Foundation/Foundation.h>
