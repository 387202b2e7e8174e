/* capcheck SDK shim: NSUbiquitousKeyValueStore lives in Foundation.h. */
#include <Foundation/Foundation.h>
