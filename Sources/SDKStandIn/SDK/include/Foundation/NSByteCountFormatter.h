/* capcheck SDK shim: NSByteCountFormatter lives in NSDate.h. */
#include <Foundation/NSDate.h>
