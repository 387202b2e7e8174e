/* capcheck SDK shim: NSAttributedString lives in NSString.h. */
#include <Foundation/NSString.h>
