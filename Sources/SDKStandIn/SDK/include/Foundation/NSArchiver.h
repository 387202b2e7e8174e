/* capcheck SDK shim: NSArchiver lives in Foundation.h. */
#include <Foundation/Foundation.h>
