/* capcheck SDK shim: NSLengthFormatter lives in Foundation.h. */
#include <Foundation/Foundation.h>
