// Block-based timers and dispatch blocks kept by self.
#import <Foundation/Foundation.h>

@interface Refresher : NSObject
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic, strong) dispatch_block_t pending;
- (void)refresh;
@end

@implementation Refresher
- (void)refresh {}

// CASE: repeating block timer kept by self
- (void)start {
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) {
    [self refresh]; // expected-warning [retain-cycle]
  }];
}

// CASE: dispatch_block_create kept by self
- (void)debounce {
  self.pending = dispatch_block_create(0, ^{
    [self refresh]; // expected-warning [retain-cycle]
  });
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC), dispatch_get_main_queue(), self.pending);
}

// CASE: block timer with weak self: fine
- (void)startWeak {
  __weak typeof(self) weakSelf = self;
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) {
    [weakSelf refresh];
  }];
}
@end
