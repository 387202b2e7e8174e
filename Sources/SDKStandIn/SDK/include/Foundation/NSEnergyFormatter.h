/* capcheck SDK shim: NSEnergyFormatter lives in Foundation.h. */
#include <Foundation/Foundation.h>
