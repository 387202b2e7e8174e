// perform-without-runloop: timers scheduled on threads whose run loop never runs.
#import "../FoundationStubs.h"

@interface Syncer : NSObject
@property (strong) dispatch_queue_t workQueue;
@property (strong) dispatch_queue_t callbackQueue;
@property (strong) NSOperationQueue *operations;
- (void)retry;
- (void)threadEntry;
@end

@implementation Syncer
- (instancetype)init {
  self = [super init];
  _workQueue = dispatch_queue_create("sync.work", NULL);
  _callbackQueue = dispatch_get_main_queue();
  _operations = [[NSOperationQueue alloc] init];
  return self;
}
- (void)retry {}

// CASE: delayed perform from a global queue
- (void)failedInBackground {
  dispatch_async(dispatch_get_global_queue(0, 0), ^{
    [self performSelector:@selector(retry) withObject:nil afterDelay:5]; // expected-warning [perform-without-runloop]
  });
}

// CASE: scheduled timer on a private queue held in a property
- (void)pollInBackground {
  dispatch_async(self.workQueue, ^{
    [NSTimer scheduledTimerWithTimeInterval:1 repeats:NO block:^(NSTimer *t) { [self retry]; }]; // expected-warning [perform-without-runloop]
  });
}

// CASE: background operation queue
- (void)operation {
  [self.operations addOperationWithBlock:^{
    [self performSelector:@selector(retry) withObject:nil afterDelay:1]; // expected-warning [perform-without-runloop]
  }];
}

// CASE: thread entry method that never runs its loop
- (void)startThread {
  [NSThread detachNewThreadSelector:@selector(threadEntry) toTarget:self withObject:nil];
}
- (void)threadEntry {
  [self performSelector:@selector(retry) withObject:nil afterDelay:1]; // expected-warning [perform-without-runloop]
}

// CASE: the main queue (property set to the main queue)
- (void)onCallbackQueue {
  dispatch_async(self.callbackQueue, ^{
    [self performSelector:@selector(retry) withObject:nil afterDelay:1];
  });
}

// CASE: main queue, then background, then main again: the inner main block is fine
- (void)hop {
  dispatch_async(dispatch_get_global_queue(0, 0), ^{
    dispatch_async(dispatch_get_main_queue(), ^{
      [self performSelector:@selector(retry) withObject:nil afterDelay:1];
    });
  });
}

// CASE: background block that runs the run loop itself
- (void)spins {
  dispatch_async(dispatch_get_global_queue(0, 0), ^{
    [self performSelector:@selector(retry) withObject:nil afterDelay:1];
    [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:2]];
  });
}

// CASE: dispatch_after is the right tool
- (void)after {
  dispatch_after(0, dispatch_get_global_queue(0, 0), ^{ [self retry]; });
}
@end
