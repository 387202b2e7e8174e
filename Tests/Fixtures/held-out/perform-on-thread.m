// Performing on a thread that does run its run loop.
#import <Foundation/Foundation.h>

@interface Channel : NSObject
@property (nonatomic, strong) NSThread *thread;
@property (atomic, assign) BOOL done;
- (void)send;
@end

@implementation Channel
- (void)send {}

- (void)threadMain {
  NSRunLoop *rl = [NSRunLoop currentRunLoop];
  [rl addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  while (!self.done && [rl runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]) {}
}

// CASE: perform on the worker thread: its run loop runs, fine (no new finding here)
- (void)post {
  [self performSelector:@selector(send) onThread:self.thread withObject:nil waitUntilDone:NO];
}

// CASE: thread entry target self with a loop that ends on a flag
- (void)start {
  self.thread = [[NSThread alloc] initWithTarget:self selector:@selector(threadMain) object:nil]; // expected-warning [keepalive-thread-self]
  [self.thread start];
}
@end
