/* capcheck SDK shim: NSHTTPURLResponse lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
