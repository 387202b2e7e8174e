/* capcheck SDK shim: NSURLDownload lives in Foundation.h. */
#include <Foundation/Foundation.h>
