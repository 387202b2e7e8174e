/* capcheck SDK shim: NSHFSFileTypes lives in Foundation.h. */
#include <Foundation/Foundation.h>
