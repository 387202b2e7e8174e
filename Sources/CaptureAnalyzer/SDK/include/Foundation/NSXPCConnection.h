/* capcheck SDK shim: NSXPCConnection lives in Foundation.h. */
#include <Foundation/Foundation.h>
