/* capcheck SDK shim: NSURLCredential lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
