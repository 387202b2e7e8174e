// Run loops: started without a source, stopped with CFRunLoopStop after -run, and done right.
#import <Foundation/Foundation.h>

@interface Worker : NSObject
@property (nonatomic, assign) BOOL finished;
@end

@implementation Worker

// CASE: run loop run with nothing attached returns at once
- (void)spin {
  [[NSRunLoop currentRunLoop] run]; // expected-warning [runloop-no-source]
}

// CASE: runMode:beforeDate: loop with a port added first: fine
- (void)loop {
  NSRunLoop *rl = [NSRunLoop currentRunLoop];
  [rl addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  while (!self.finished && [rl runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]) {
  }
}

// CASE: -run stopped with CFRunLoopStop: run restarts itself
- (void)runForever {
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run]; // expected-warning [runloop-unstoppable]
}
- (void)stop {
  CFRunLoopStop(CFRunLoopGetCurrent());
}

// CASE: CFRunLoopRun with a timer added first, stopped with CFRunLoopStop: fine
- (void)cfLoop {
  CFRunLoopTimerRef t = CFRunLoopTimerCreateWithHandler(NULL, CFAbsoluteTimeGetCurrent() + 1, 0, 0, 0, ^(CFRunLoopTimerRef timer) {
    CFRunLoopStop(CFRunLoopGetCurrent());
  });
  CFRunLoopAddTimer(CFRunLoopGetCurrent(), t, kCFRunLoopDefaultMode);
  CFRunLoopRun();
}
@end
