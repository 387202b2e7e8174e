/* capcheck SDK shim: NSPortNameServer lives in Foundation.h. */
#include <Foundation/Foundation.h>
