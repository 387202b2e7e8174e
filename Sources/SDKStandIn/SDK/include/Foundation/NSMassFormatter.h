/* capcheck SDK shim: NSMassFormatter lives in Foundation.h. */
#include <Foundation/Foundation.h>
