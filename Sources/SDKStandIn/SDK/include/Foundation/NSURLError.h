/* capcheck SDK shim: NSURLError lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
