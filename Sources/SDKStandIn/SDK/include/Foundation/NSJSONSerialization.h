/* capcheck SDK shim: NSJSONSerialization lives in NSProcessInfo.h. */
#include <Foundation/NSProcessInfo.h>
