// Strong self held across a run-loop loop on a worker thread.
#import <Foundation/Foundation.h>

@interface Pump : NSObject
@property (atomic, assign) BOOL stopped;
- (void)step;
@end

@implementation Pump
- (void)step {}

// CASE: strong copy taken before the loop keeps self alive for as long as the loop runs
- (void)start {
  __weak typeof(self) weakSelf = self;
  NSThread *thread = [[NSThread alloc] initWithBlock:^{
    __strong typeof(weakSelf) strongSelf = weakSelf; // expected-warning [strong-self-across-runloop]
    if (!strongSelf) return;
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (!strongSelf.stopped) {
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
    }
  }];
  [thread start];
}

// CASE: strong copy re-taken each iteration inside the loop: fine
- (void)startRight {
  __weak typeof(self) weakSelf = self;
  NSThread *thread = [[NSThread alloc] initWithBlock:^{
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (weakSelf && !weakSelf.stopped) {
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
    }
  }];
  [thread start];
}
@end
