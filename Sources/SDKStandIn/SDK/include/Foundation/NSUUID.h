/* capcheck SDK shim: NSUUID lives in NSPredicate.h. */
#include <Foundation/NSPredicate.h>
