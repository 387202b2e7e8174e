/* capcheck SDK shim: NSStream lives in NSCoder.h. */
#include <Foundation/NSCoder.h>
