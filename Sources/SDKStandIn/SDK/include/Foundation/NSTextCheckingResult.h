/* capcheck SDK shim: NSTextCheckingResult lives in NSPredicate.h. */
#include <Foundation/NSPredicate.h>
