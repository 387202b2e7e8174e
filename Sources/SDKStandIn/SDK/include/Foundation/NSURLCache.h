/* capcheck SDK shim: NSURLCache lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
