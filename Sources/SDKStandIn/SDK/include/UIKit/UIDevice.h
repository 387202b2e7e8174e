/* capcheck SDK shim: declared in UIViewController.h. */
#include <UIKit/UIViewController.h>
