/* capcheck SDK shim: NSUndoManager lives in NSPredicate.h. */
#include <Foundation/NSPredicate.h>
