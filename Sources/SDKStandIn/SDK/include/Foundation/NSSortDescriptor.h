/* capcheck SDK shim: NSSortDescriptor lives in NSPredicate.h. */
#include <Foundation/NSPredicate.h>
