/* capcheck SDK shim: NSURLComponents lives in NSURL.h. */
#include <Foundation/NSURL.h>
