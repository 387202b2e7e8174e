/* capcheck SDK shim: declared in UIControl.h. */
#include <UIKit/UIControl.h>
