/* capcheck SDK shim: NSXMLParser lives in Foundation.h. */
#include <Foundation/Foundation.h>
