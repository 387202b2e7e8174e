/* capcheck SDK shim: NSNotificationQueue lives in NSNotification.h. */
#include <Foundation/NSNotification.h>
