/* capcheck SDK shim: UIKit umbrella header. */
#ifndef __CAPCHECK_UIKIT__
#define __CAPCHECK_UIKIT__
#include <Foundation/Foundation.h>
#include <CoreGraphics/CoreGraphics.h>
#include <QuartzCore/QuartzCore.h>
#include <UIKit/UIView.h>
#include <UIKit/UIImage.h>
#include <UIKit/UIControl.h>
#include <UIKit/UITableView.h>
#include <UIKit/UIViewController.h>
#include <UIKit/UIGestureRecognizerSubclass.h>
#include <UIKit/UIKitGenerated.h>
#endif
