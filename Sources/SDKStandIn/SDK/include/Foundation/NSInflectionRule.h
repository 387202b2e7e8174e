/* capcheck SDK shim: NSInflectionRule lives in Foundation.h. */
#include <Foundation/Foundation.h>
