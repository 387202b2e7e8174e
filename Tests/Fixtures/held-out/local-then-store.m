// A block assembled in a local and then stored on self: clang's -Warc-retain-cycles misses it.
#import <Foundation/Foundation.h>

@interface Player : NSObject
@property (nonatomic, copy) void (^tick)(double t);
@property (nonatomic, strong) NSMutableArray *listeners;
- (void)advance:(double)t;
@end

@implementation Player
- (void)advance:(double)t {}

// CASE: local block then property
- (void)setUp {
  void (^onTick)(double) = ^(double t) {
    [self advance:t]; // expected-warning [retain-cycle]
  };
  self.tick = onTick;
}

// CASE: local block then added to an owned array
- (void)listen {
  void (^listener)(void) = ^{
    [self advance:0]; // expected-warning [retain-cycle]
  };
  [self.listeners addObject:listener];
}
@end
