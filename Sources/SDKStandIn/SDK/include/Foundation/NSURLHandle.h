/* capcheck SDK shim: NSURLHandle lives in Foundation.h. */
#include <Foundation/Foundation.h>
