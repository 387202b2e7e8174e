// Apple's other spellings of nullability: CoreGraphics' cg_nullable and <sys/cdefs.h>'s __nullable.
#import <UIKit/UIKit.h>
CGImageRef cg_nullable copyImage(CGImageRef cg_nonnull image);
FOUNDATION_EXPORT CGContextRef __nullable currentContext(void);
void draw(UIView *view) {
    dispatch_async(dispatch_get_main_queue(), ^{ (void)currentContext(); [view setNeedsDisplay]; });
}
