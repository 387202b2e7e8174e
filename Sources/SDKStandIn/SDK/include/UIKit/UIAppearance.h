/* capcheck SDK shim: declared in UIView.h. */
#include <UIKit/UIView.h>
