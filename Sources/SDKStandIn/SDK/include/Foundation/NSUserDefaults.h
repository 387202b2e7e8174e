/* capcheck SDK shim: NSUserDefaults lives in NSKeyValueObserving.h. */
#include <Foundation/NSKeyValueObserving.h>
