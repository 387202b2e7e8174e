// keepalive-thread-self: threads that retain self and run a run loop that never runs dry.
#import "../FoundationStubs.h"

@interface SocketReader : NSObject
@property (strong) NSThread *thread;
@property BOOL stopped;
- (void)readLoop;
- (void)attachPort;
- (void)handle;
@end

@implementation SocketReader
- (void)handle {}
- (void)attachPort { [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode]; }

// CASE: entry block uses self and runs a port-fed loop
- (void)startWithBlock {
  self.thread = [[NSThread alloc] initWithBlock:^{
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (!self.stopped) { // expected-warning [keepalive-thread-self]
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
    }
  }];
  [self.thread start];
}

// CASE: selector target self; the entry method adds the source through a helper
- (void)startWithTarget {
  self.thread = [[NSThread alloc] initWithTarget:self selector:@selector(readLoop) object:nil]; // expected-warning [keepalive-thread-self]
  [self.thread start];
}
- (void)readLoop {
  [self attachPort];
  [[NSRunLoop currentRunLoop] run];
}

// CASE: entry block calls a method of self that runs the loop, a timer keeps it alive
- (void)startTimerThread {
  [NSThread detachNewThreadWithBlock:^{
    [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(handle) userInfo:nil repeats:YES]; // expected-warning [keepalive-thread-self]
    CFRunLoopRun();
  }];
}

// CASE: entry uses self but the loop has no source: it returns and the thread ends
- (void)startNoSource {
  [NSThread detachNewThreadWithBlock:^{
    [self handle];
    [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:1]];
  }];
}

// CASE: weak self in the entry
- (void)startWeak {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (weakSelf && !weakSelf.stopped) {
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
    }
  }];
}

// CASE: thread that uses self but runs no run loop
- (void)startWork {
  [NSThread detachNewThreadWithBlock:^{
    [self handle];
  }];
}
@end
