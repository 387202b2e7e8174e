/* capcheck SDK shim: NSRegularExpression lives in NSPredicate.h. */
#include <Foundation/NSPredicate.h>
