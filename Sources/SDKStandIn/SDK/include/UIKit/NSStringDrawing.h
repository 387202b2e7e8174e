/* capcheck SDK shim: declared in UIImage.h. */
#include <UIKit/UIImage.h>
