/* capcheck SDK shim: NSPathUtilities lives in NSString.h. */
#include <Foundation/NSString.h>
