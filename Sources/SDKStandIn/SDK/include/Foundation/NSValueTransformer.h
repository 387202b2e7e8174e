/* capcheck SDK shim: NSValueTransformer lives in NSPredicate.h. */
#include <Foundation/NSPredicate.h>
