// [super m] in a block captures self even though no `self` is written.
#import <Foundation/Foundation.h>
@interface Base : NSObject
- (void)refresh;
@end
@interface Sub : Base
@property (copy) void (^h)(void);
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
@end
