// UIKit owners reached through a strong property: a control keeps its UIAction, a property
// animator keeps its animations until they finish.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
@interface V : UIViewController
@property (nonatomic, strong) UIButton *button;
@property (nonatomic, strong) UIViewPropertyAnimator *animator;
- (void)tap;
@end
@implementation V
- (void)tap {}
// CASE: UIAction handler added to an owned button
- (void)wire {
  [self.button addAction:[UIAction actionWithHandler:^(UIAction *action) {
    [self tap]; // expected-warning [retain-cycle]
  }] forControlEvents:UIControlEventTouchUpInside];
}
// CASE: property animator kept by self
- (void)anim {
  self.animator = [[UIViewPropertyAnimator alloc] initWithDuration:1 curve:UIViewAnimationCurveEaseIn animations:^{
    self.view.alpha = 0; // expected-warning [retain-cycle]
  }];
  [self.animator startAnimation];
}
@end

