/* capcheck SDK shim: macOS CoreServices; its uniform type identifiers are MobileCoreServices'. */
#include <MobileCoreServices/MobileCoreServices.h>
