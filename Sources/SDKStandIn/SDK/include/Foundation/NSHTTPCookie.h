/* capcheck SDK shim: NSHTTPCookie lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
