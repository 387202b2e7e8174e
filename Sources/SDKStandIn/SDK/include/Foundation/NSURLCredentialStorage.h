/* capcheck SDK shim: NSURLCredentialStorage lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
