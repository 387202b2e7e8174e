/* capcheck SDK shim: NSURLAuthenticationChallenge lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
