/* capcheck SDK shim: NSTimer lives in NSRunLoop.h. */
#include <Foundation/NSRunLoop.h>
