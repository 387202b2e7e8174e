/* capcheck SDK shim: NSUbiquitousKeyValueStore lives in NSFileCoordinator.h. */
#include <Foundation/NSFileCoordinator.h>
