/* capcheck SDK shim: NSMutableString lives in NSString.h. */
#include <Foundation/NSString.h>
