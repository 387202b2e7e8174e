/* capcheck SDK shim: NSScanner lives in NSPredicate.h. */
#include <Foundation/NSPredicate.h>
