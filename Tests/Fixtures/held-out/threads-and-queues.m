// Run loops on pthreads and in main, timers on worker threads, delayed performs on serial,
// operation and main queues.
#import <Foundation/Foundation.h>
#include <pthread.h>

static void *entry(void *arg) {
  CFRunLoopRun(); // expected-warning [runloop-no-source]
  return NULL;
}

static void *entry2(void *arg) {
  CFRunLoopSourceContext ctx = {0};
  CFRunLoopSourceRef s = CFRunLoopSourceCreate(NULL, 0, &ctx);
  CFRunLoopAddSource(CFRunLoopGetCurrent(), s, kCFRunLoopCommonModes);
  CFRunLoopRun();
  return NULL;
}

int main(int argc, char **argv) {
  @autoreleasepool {
    [[NSRunLoop currentRunLoop] run]; // the main thread: its loop has the system sources
  }
  return 0;
}

@interface Server : NSObject
@property (nonatomic, strong) NSThread *thread;
@property (atomic) BOOL stop;
@property (nonatomic, strong) NSTimer *t;
@end

@implementation Server
- (void)ping {}
// CASE: worker thread (target self) whose loop runs only the default mode: a default-mode timer is fine there
- (void)threadMain {
  NSTimer *t = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(ping) userInfo:nil repeats:YES];
  [[NSRunLoop currentRunLoop] addTimer:t forMode:NSDefaultRunLoopMode];
  while (!self.stop) {
    [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
  }
}
- (void)start {
  self.thread = [[NSThread alloc] initWithTarget:self selector:@selector(threadMain) object:nil]; // expected-warning [keepalive-thread-self]
  [self.thread start];
}
// CASE: performSelector afterDelay in a dispatch_after on main queue
- (void)later {
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 1), dispatch_get_main_queue(), ^{
    [self performSelector:@selector(ping) withObject:nil afterDelay:1];
  });
}
// CASE: on a private serial queue
- (void)serial {
  dispatch_queue_t q = dispatch_queue_create("q", DISPATCH_QUEUE_SERIAL);
  dispatch_async(q, ^{
    [self performSelector:@selector(ping) withObject:nil afterDelay:1]; // expected-warning [perform-without-runloop]
  });
}
// CASE: NSOperationQueue non-main
- (void)opq {
  NSOperationQueue *q = [[NSOperationQueue alloc] init];
  [q addOperationWithBlock:^{
    [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(ping) userInfo:nil repeats:NO]; // expected-warning [perform-without-runloop]
  }];
}
// CASE: mainQueue op
- (void)mainq {
  [[NSOperationQueue mainQueue] addOperationWithBlock:^{
    [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(ping) userInfo:nil repeats:NO];
  }];
}
@end
