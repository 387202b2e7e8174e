// A block stored in init and a strong capture of a local alias of self.
#import <Foundation/Foundation.h>

@interface Model : NSObject
@property (nonatomic, copy) void (^didChange)(void);
- (void)notify;
@end

@implementation Model
- (void)notify {}

// CASE: stored in init
- (instancetype)init {
  if ((self = [super init])) {
    _didChange = ^{
      [self notify]; // expected-warning [retain-cycle]
    };
  }
  return self;
}

// CASE: a strong local alias of self
- (void)rewire {
  Model *me = self;
  self.didChange = ^{
    [me notify]; // expected-warning [retain-cycle]
  };
}
@end
