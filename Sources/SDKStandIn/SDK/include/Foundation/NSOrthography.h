/* capcheck SDK shim: NSOrthography lives in Foundation.h. */
#include <Foundation/Foundation.h>
