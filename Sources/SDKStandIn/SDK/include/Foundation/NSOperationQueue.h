/* capcheck SDK shim: NSOperationQueue lives in Foundation.h. */
#include <Foundation/Foundation.h>
