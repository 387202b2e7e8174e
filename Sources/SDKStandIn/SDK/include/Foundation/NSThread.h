/* capcheck SDK shim: NSThread lives in NSRunLoop.h. */
#include <Foundation/NSRunLoop.h>
