/* capcheck SDK shim: NSPort lives in NSRunLoop.h. */
#include <Foundation/NSRunLoop.h>
