// runloop-unstoppable: -[NSRunLoop run] with CFRunLoopStop elsewhere in the file.
#import "../FoundationStubs.h"

@interface EventThread : NSObject
@property CFRunLoopRef runLoop;
@property BOOL shouldStop;
@end

@implementation EventThread
// CASE: run on the thread, CFRunLoopStop from stop
- (void)main {
  self.runLoop = CFRunLoopGetCurrent();
  NSRunLoop *rl = [NSRunLoop currentRunLoop];
  [rl addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [rl run]; // expected-warning [runloop-unstoppable]
}

// CASE: the stoppable pattern
- (void)mainStoppable {
  self.runLoop = CFRunLoopGetCurrent();
  NSRunLoop *rl = [NSRunLoop currentRunLoop];
  [rl addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  while (!self.shouldStop && [rl runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]) {
  }
}

// CASE: CFRunLoopRun is ended by CFRunLoopStop
- (void)mainCF {
  self.runLoop = CFRunLoopGetCurrent();
  CFRunLoopRun();
}

- (void)stop {
  self.shouldStop = YES;
  CFRunLoopStop(self.runLoop);
}
@end
