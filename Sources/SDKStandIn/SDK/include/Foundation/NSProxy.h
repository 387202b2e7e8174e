/* capcheck SDK shim: NSProxy lives in NSCoder.h. */
#include <Foundation/NSCoder.h>
