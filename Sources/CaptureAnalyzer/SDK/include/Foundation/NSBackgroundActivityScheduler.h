/* capcheck SDK shim: NSBackgroundActivityScheduler lives in Foundation.h. */
#include <Foundation/Foundation.h>
