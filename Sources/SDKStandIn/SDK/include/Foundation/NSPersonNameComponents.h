/* capcheck SDK shim: NSPersonNameComponents lives in Foundation.h. */
#include <Foundation/Foundation.h>
