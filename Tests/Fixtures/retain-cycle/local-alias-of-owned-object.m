// A local that names an object self holds strongly is part of the owner chain; a weakly held one is not.
#import <Foundation/Foundation.h>
@interface Child : NSObject
@property (copy) void (^handler)(void);
@end
@interface Owner : NSObject
@property (strong) Child *child;
@property (weak) Child *weakChild;
- (void)tick;
@end
@implementation Owner
- (void)tick {}
// CASE: local alias of an object self holds
- (void)aliasOfChild {
  Child *c = self.child;
  [c setHandler:^{
    [self tick]; // expected-warning [retain-cycle]
  }];
}
// CASE: local alias of a weakly held object
- (void)aliasOfWeakChild {
  Child *c = self.weakChild;
  c.handler = ^{ [self tick]; };
}
// CASE: parameter not held by self
- (void)param:(Child *)other {
  other.handler = ^{ [self tick]; };
}
@end
