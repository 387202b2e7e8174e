/* capcheck SDK shim: NSExpression lives in NSPredicate.h. */
#include <Foundation/NSPredicate.h>
