/* capcheck SDK shim: NSDistributedNotificationCenter lives in NSNotification.h. */
#include <Foundation/NSNotification.h>
