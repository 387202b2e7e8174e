/* capcheck SDK shim: NSFilePresenter lives in NSFileCoordinator.h. */
#include <Foundation/NSFileCoordinator.h>
