/* capcheck SDK shim: NSDateInterval lives in NSFileCoordinator.h. */
#include <Foundation/NSFileCoordinator.h>
