/* capcheck SDK shim: NSKeyValueCoding lives in NSKeyValueObserving.h. */
#include <Foundation/NSKeyValueObserving.h>
