// `@(struct)` boxes CoreGraphics, Foundation and UIKit structs into NSValue.
#import <UIKit/UIKit.h>
#import <QuartzCore/QuartzCore.h>
NSArray *boxed(CGSize size, CGRect rect, NSRange range, UIEdgeInsets insets, CATransform3D transform) {
    return @[@(size), @(rect), @(range), @(insets), @(transform)];
}
