/* capcheck SDK shim: NSURLResponse lives in NSURLRequest.h. */
#include <Foundation/NSURLRequest.h>
