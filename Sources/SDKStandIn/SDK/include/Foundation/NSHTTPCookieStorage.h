/* capcheck SDK shim: NSHTTPCookieStorage lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
