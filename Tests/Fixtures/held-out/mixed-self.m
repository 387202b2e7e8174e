// A block that goes through weakSelf and then uses self anyway.
#import <Foundation/Foundation.h>

@interface Feed : NSObject
@property (nonatomic, copy) void (^update)(void);
@property (nonatomic, strong) NSArray *items;
- (void)render;
@end

@implementation Feed
- (void)render {}

// CASE: weakSelf and self in the same block
- (void)bind {
  __weak typeof(self) weakSelf = self;
  self.update = ^{
    [weakSelf render];
    NSLog(@"%@", self.items); // expected-warning [mixed-self-weakself] expected-warning [retain-cycle]
  };
}

// CASE: weakSelf outside, self only in a non-escaping inner block called from a strong copy: fine
- (void)bindRight {
  __weak typeof(self) weakSelf = self;
  self.update = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (!strongSelf) return;
    [strongSelf.items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
      [strongSelf render];
    }];
  };
}
@end
