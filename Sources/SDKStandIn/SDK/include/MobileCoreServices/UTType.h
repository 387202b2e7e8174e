/* capcheck SDK shim: UTType functions live in MobileCoreServices.h. */
#include <MobileCoreServices/MobileCoreServices.h>
