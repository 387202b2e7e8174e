/* capcheck SDK shim: the kUTType constants live in MobileCoreServices.h. */
#include <MobileCoreServices/MobileCoreServices.h>
