/* capcheck SDK shim: NSFileCoordinator lives in Foundation.h. */
#include <Foundation/Foundation.h>
