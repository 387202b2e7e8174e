/* capcheck SDK shim: NSFilePresenter lives in Foundation.h. */
#include <Foundation/Foundation.h>
