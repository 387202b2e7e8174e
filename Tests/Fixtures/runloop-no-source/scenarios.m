// runloop-no-source: a run loop run with nothing to wait for returns at once.
#import "../FoundationStubs.h"
typedef unsigned long pthread_t;
int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);

@interface Worker : NSObject
@property (strong) NSThread *thread;
- (void)threadMain;
- (void)setUpSources;
- (void)loop;
@end

@implementation Worker
// CASE: thread entry that only runs the loop
- (void)start {
  self.thread = [[NSThread alloc] initWithTarget:self selector:@selector(threadMain) object:nil];
  [self.thread start];
}
- (void)threadMain {
  [[NSRunLoop currentRunLoop] run]; // expected-warning [runloop-no-source]
}

// CASE: block thread spinning runMode: with nothing attached
- (void)startSpinner {
  [NSThread detachNewThreadWithBlock:^{
    NSRunLoop *rl = [NSRunLoop currentRunLoop];
    while (YES) {
      [rl runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]; // expected-warning [runloop-no-source]
    }
  }];
}

// CASE: the source is added after the run: too late
- (void)tooLate {
  [NSThread detachNewThreadWithBlock:^{
    CFRunLoopRunInMode(kCFRunLoopDefaultMode, 10, NO); // expected-warning [runloop-no-source]
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  }];
}

// CASE: sources through a helper method, then the loop in another helper
- (void)startHelpers {
  [NSThread detachNewThreadWithBlock:^{
    [self setUpSources];
    [self loop];
  }];
}
- (void)setUpSources { [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode]; }
- (void)loop { [[NSRunLoop currentRunLoop] run]; }

// CASE: a port first
- (void)startWithPort {
  [NSThread detachNewThreadWithBlock:^{
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [[NSRunLoop currentRunLoop] run];
  }];
}

// CASE: a delayed perform is a timer source
- (void)startWithPerform {
  [NSThread detachNewThreadWithBlock:^{
    [self performSelector:@selector(loop) withObject:nil afterDelay:1];
    [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:2]];
  }];
}

// CASE: the main run loop always has sources
- (void)waitOnMain {
  [[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.1]];
}
@end

// CASE: pthread entry with a bare CFRunLoopRun
static void *entry(void *arg) {
  CFRunLoopRun(); // expected-warning [runloop-no-source]
  return 0;
}
void startPthread(void) {
  pthread_t t;
  pthread_create(&t, 0, entry, 0);
}

// A test-support class (not an XCTestCase): its thread is not known here.
@interface AsyncWaiter : NSObject
@property (atomic) BOOL done;
- (void)waitBriefly;
@end
@implementation AsyncWaiter
// CASE: polling the current loop with a timed run, thread unknown: the main thread pumping, not a finding
- (void)waitUntilDone {
  while (!self.done) {
    [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.05]];
  }
}

// CASE: a timed run called from a thread the code starts returns at once there
- (void)waitBriefly {
  CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.1, NO); // expected-warning [runloop-no-source]
}
- (void)startPoller {
  [NSThread detachNewThreadSelector:@selector(poll) toTarget:self withObject:nil];
}
- (void)poll {
  [self waitBriefly];
}

// CASE: a run that waits for ever, thread unknown: wrong on every thread
- (void)waitForever {
  [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]; // expected-warning [runloop-no-source]
}
@end

// CASE: a pthread entry handed to pthread_create through a helper's parameter
static void *emptyEntry(void *arg) {
  CFRunLoopRunInMode(kCFRunLoopDefaultMode, 10, NO); // expected-warning [runloop-no-source]
  return 0;
}
static void startOnThread(void *(*body)(void *)) {
  pthread_t t;
  pthread_create(&t, 0, body, 0);
}
void startEmpty(void) {
  startOnThread(emptyEntry);
}
