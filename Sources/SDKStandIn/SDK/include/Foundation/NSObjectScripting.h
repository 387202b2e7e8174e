/* capcheck SDK shim: NSObjectScripting lives in Foundation.h. */
#include <Foundation/Foundation.h>
