/* capcheck SDK shim: NSBackgroundActivityScheduler lives in NSFileCoordinator.h. */
#include <Foundation/NSFileCoordinator.h>
