/* capcheck SDK shim: NSSpellServer lives in Foundation.h. */
#include <Foundation/Foundation.h>
