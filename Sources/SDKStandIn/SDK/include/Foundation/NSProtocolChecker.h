/* capcheck SDK shim: NSProtocolChecker lives in Foundation.h. */
#include <Foundation/Foundation.h>
