// Strong re-captures of weakSelf used without a nil check (Infer's StrongReferenceToWeakReference).
#import <Foundation/Foundation.h>

@interface Node : NSObject {
 @public
  int _x;
}
@property (nonatomic, copy) void (^handler)(void);
- (void)foo;
@end

@implementation Node
- (void)foo {}

// CASE: ivar through an unchecked strong self: crashes when nil
- (void)bad {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    int y = strongSelf->_x; // expected-warning [strong-self-not-checked]
    (void)y;
  };
}

// CASE: checked with if (strongSelf): fine
- (void)good {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (strongSelf) {
      int y = strongSelf->_x;
      (void)y;
    }
  };
}

// CASE: only messages sent: nil messaging is safe, fine
- (void)messages {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    [strongSelf foo];
  };
}

// CASE: early return guard: fine
- (void)guarded {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (strongSelf == nil) { return; }
    strongSelf->_x = 1;
  };
}
@end
