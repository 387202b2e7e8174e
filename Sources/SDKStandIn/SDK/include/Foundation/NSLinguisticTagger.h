/* capcheck SDK shim: NSLinguisticTagger lives in Foundation.h. */
#include <Foundation/Foundation.h>
