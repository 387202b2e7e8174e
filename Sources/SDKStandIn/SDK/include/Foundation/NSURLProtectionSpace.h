/* capcheck SDK shim: NSURLProtectionSpace lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
