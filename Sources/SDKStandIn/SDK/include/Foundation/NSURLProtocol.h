/* capcheck SDK shim: NSURLProtocol lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
