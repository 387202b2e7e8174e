/* capcheck SDK shim: NSException lives in NSError.h. */
#include <Foundation/NSError.h>
