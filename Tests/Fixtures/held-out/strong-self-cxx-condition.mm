// strong-self-not-checked in Objective-C++: a strong copy declared in the condition of an `if`
// (`if (auto s = weakSelf)`) is non-nil in the first branch and nil in the else branch.
#import "../FoundationStubs.h"

@interface Probe : NSObject {
@public
  int _x;
}
- (void)go;
@end

@implementation Probe
- (void)go {}

// CASE: condition variable guards the first branch
- (void)conditionVariable {
  __weak Probe *weakSelf = self;
  dispatch_async(dispatch_get_main_queue(), ^{
    if (auto s = weakSelf) {
      s->_x = 1;
    }
  });
}

// CASE: the else branch of a condition variable sees nil
- (void)conditionVariableElse {
  __weak Probe *weakSelf = self;
  dispatch_async(dispatch_get_main_queue(), ^{
    if (Probe *s = weakSelf) {
      [s go];
    } else {
      s->_x = 2; // expected-warning [strong-self-not-checked]
    }
  });
}

// CASE: a plain strong copy is still not checked
- (void)plainCopy {
  __weak Probe *weakSelf = self;
  dispatch_async(dispatch_get_main_queue(), ^{
    Probe *s = weakSelf;
    s->_x = 3; // expected-warning [strong-self-not-checked]
  });
}
@end
