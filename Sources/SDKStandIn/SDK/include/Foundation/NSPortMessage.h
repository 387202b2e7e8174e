/* capcheck SDK shim: NSPortMessage lives in Foundation.h. */
#include <Foundation/Foundation.h>
