/* capcheck SDK shim: NSURLConnection lives in NSURLSession.h. */
#include <Foundation/NSURLSession.h>
