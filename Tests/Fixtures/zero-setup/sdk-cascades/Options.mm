// Objective-C++: an NS_OPTIONS parameter takes a literal 0 and an or of options, as with Apple's SDK.
#import <UIKit/UIKit.h>
void animate(UIView *view) {
    [UIView animateWithDuration:0.3 delay:0 options:0 animations:^{ view.alpha = 0; } completion:nil];
    NSStringCompareOptions both = NSCaseInsensitiveSearch | NSLiteralSearch;
    (void)both;
}
