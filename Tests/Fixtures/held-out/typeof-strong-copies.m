// Strong copies of a weak self around run loops: alive across the loop, confined to a scope,
// cleared before the loop (typeof(self) is const-qualified, so a copy that is cleared is declared
// with its class), and a __block typeof(self) that the block keeps.
#import <Foundation/Foundation.h>

@interface Loop : NSObject
@property (atomic) BOOL stop;
@property (nonatomic, copy) void (^completion)(void);
- (void)setup;
@end

@implementation Loop
- (void)setup {}

// CASE: strong copy alive across CFRunLoopRun
- (void)cfRun {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    __strong typeof(weakSelf) s = weakSelf; // expected-warning [strong-self-across-runloop]
    if (!s) return;
    [s setup];
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    CFRunLoopRun();
  }];
}

// CASE: strong copy confined to an inner scope that ends before the loop
- (void)scoped {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    {
      __strong typeof(weakSelf) s = weakSelf;
      if (!s) return;
      [s setup];
    }
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (weakSelf && !weakSelf.stop) {
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
    }
  }];
}

// CASE: strong copy cleared before the loop
- (void)cleared {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    Loop *s = weakSelf;
    if (!s) return;
    [s setup];
    s = nil;
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (weakSelf && !weakSelf.stop) {
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
    }
  }];
}

// CASE: strong copy cleared only on one branch: still alive across the loop on the other
- (void)clearedSometimes:(BOOL)flag {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    Loop *s = weakSelf; // expected-warning [strong-self-across-runloop]
    if (!s) return;
    if (flag) s = nil;
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (!weakSelf.stop) {
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
    }
  }];
}

// CASE: __block typeof(self) never cleared
- (void)byrefKept {
  __block typeof(self) bself = self;
  self.completion = ^{
    [bself setup]; // expected-warning [byref-self-cycle]
  };
}
@end
