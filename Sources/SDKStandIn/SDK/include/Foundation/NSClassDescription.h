/* capcheck SDK shim: NSClassDescription lives in Foundation.h. */
#include <Foundation/Foundation.h>
