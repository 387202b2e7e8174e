/* capcheck SDK shim: NSKeyedArchiver lives in NSCoder.h. */
#include <Foundation/NSCoder.h>
