/* capcheck SDK shim: NSCompoundPredicate lives in NSPredicate.h. */
#include <Foundation/NSPredicate.h>
