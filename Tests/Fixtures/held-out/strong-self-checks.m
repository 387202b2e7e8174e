// Nil checks of strong copies of weak self (Infer StrongSelf style), and self mixed back in.
#import <Foundation/Foundation.h>
@interface K : NSObject {
 @public
  int _x;
}
@property (nonatomic, copy) void (^handler)(void);
@property (nonatomic, strong) NSMutableDictionary *dict;
- (void)foo;
@end
@implementation K
- (void)foo {}
// CASE: a nil check that logs but does not return
- (void)logOnly {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (!strongSelf) { NSLog(@"gone"); }
    strongSelf->_x = 1; // expected-warning [strong-self-not-checked]
  };
}
// CASE: a possibly-nil strong copy put into a collection literal
- (void)literal {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    NSArray *a = @[strongSelf]; // expected-warning [strong-self-not-checked]
    (void)a;
  };
}
// CASE: a possibly-nil strong copy passed to a nonnull argument
- (void)dictArg:(NSMutableDictionary *)d {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    [d setObject:strongSelf forKey:@"k"]; // expected-warning [strong-self-not-checked]
  };
}
// CASE: checks combined with &&, != nil, and a yoda-style early return
- (void)andCheck:(BOOL)flag {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (flag && strongSelf) {
      strongSelf->_x = 2;
    }
    if (strongSelf != nil) strongSelf->_x = 3;
    if (nil == strongSelf) return;
    strongSelf->_x = 4;
  };
}
// CASE: weak self plus [self class] in the same block
- (void)mixedClass {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    [weakSelf foo];
    NSLog(@"%@", NSStringFromClass([self class])); // expected-warning [mixed-self-weakself] expected-warning [retain-cycle]
  };
}
@end

