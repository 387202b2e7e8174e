// [super m] in a block captures self even though no `self` is written.
#import <Foundation/Foundation.h>
@interface Base : NSObject
- (void)refresh;
@end
@interface Sub : Base
@property (copy) void (^h)(void);
@property (weak) NSString *session;
@end
@implementation Sub
// CASE: super in a stored block captures self
- (void)a {
  self.h = ^{
    [super refresh]; // expected-warning [retain-cycle]
  };
}
// CASE: super with weak self: mixed
- (void)b {
  __weak typeof(self) ws = self;
  dispatch_async(dispatch_get_main_queue(), ^{
    [ws refresh];
    [super refresh]; // expected-warning [mixed-self-weakself]
  });
}
// CASE: a property read through super with weak self: mixed too (Infer's super-property case)
- (void)c {
  __weak typeof(self) ws = self;
  dispatch_async(dispatch_get_main_queue(), ^{
    [ws refresh];
    NSString *s = super.session; // expected-warning [mixed-self-weakself]
    (void)s;
  });
}
// CASE: super.prop in a stored block captures self
- (void)d {
  self.h = ^{
    (void)super.session; // expected-warning [retain-cycle]
  };
}
// CASE: a property of another object is not self
- (void)e:(Sub *)other {
  __weak typeof(self) ws = self;
  dispatch_async(dispatch_get_main_queue(), ^{
    [ws refresh];
    (void)other.session;
  });
}
@end
