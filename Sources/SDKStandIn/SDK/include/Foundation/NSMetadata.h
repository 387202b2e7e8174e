/* capcheck SDK shim: NSMetadata lives in Foundation.h. */
#include <Foundation/Foundation.h>
