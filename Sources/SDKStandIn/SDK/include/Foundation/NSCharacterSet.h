/* capcheck SDK shim: NSCharacterSet lives in NSString.h. */
#include <Foundation/NSString.h>
