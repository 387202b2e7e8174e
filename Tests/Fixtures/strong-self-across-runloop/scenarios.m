// strong-self-across-runloop: a strong re-capture of weak self alive while the run loop runs.
#import "../FoundationStubs.h"

#define weakify(VAR) autoreleasepool {} __weak __typeof__(VAR) VAR##_weak_ = (VAR)
#define strongify(VAR) autoreleasepool {} __strong __typeof__(VAR) VAR = VAR##_weak_

@interface StreamPump : NSObject
@property BOOL finished;
- (void)pump;
@end

@implementation StreamPump
- (void)pump {}

// CASE: classic: strongSelf at the top of the thread block, loop below
- (void)startThread {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    __strong typeof(weakSelf) strongSelf = weakSelf; // expected-warning [strong-self-across-runloop]
    if (!strongSelf) return;
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (!strongSelf.finished) {
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
    }
  }];
}

// CASE: @strongify then -run
- (void)startExtobjc {
  @weakify(self);
  [NSThread detachNewThreadWithBlock:^{
    @strongify(self); // expected-warning [strong-self-across-runloop]
    [self pump];
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [[NSRunLoop currentRunLoop] run];
  }];
}

// CASE: strong copy only inside each iteration, after the run
- (void)perIteration {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (weakSelf && !weakSelf.finished) {
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
      __strong typeof(weakSelf) s = weakSelf;
      [s pump];
    }
  }];
}

// CASE: strong copy in an inner scope that ends before the loop
- (void)scoped {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    {
      __strong typeof(weakSelf) s = weakSelf;
      [s pump];
    }
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [[NSRunLoop currentRunLoop] run];
  }];
}

// CASE: one bounded runMode: call, no loop
- (void)single {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    __strong typeof(weakSelf) s = weakSelf;
    [s pump];
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:1]];
  }];
}
@end
