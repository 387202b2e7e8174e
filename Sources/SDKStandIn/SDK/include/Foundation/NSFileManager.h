/* capcheck SDK shim: NSFileManager lives in NSProcessInfo.h. */
#include <Foundation/NSProcessInfo.h>
