// Delayed performs and scheduled timers on threads without a run loop.
#import <Foundation/Foundation.h>

@interface Sync : NSObject
- (void)flush;
- (void)poll:(NSTimer *)t;
@end

@implementation Sync
- (void)flush {}
- (void)poll:(NSTimer *)t {}

// CASE: afterDelay on a global queue: nothing runs that queue's thread's run loop
- (void)scheduleFlush {
  dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
    [self performSelector:@selector(flush) withObject:nil afterDelay:1.0]; // expected-warning [perform-without-runloop]
  });
}

// CASE: afterDelay on the main queue: the main run loop runs, fine
- (void)scheduleOnMain {
  dispatch_async(dispatch_get_main_queue(), ^{
    [self performSelector:@selector(flush) withObject:nil afterDelay:1.0];
  });
}

// CASE: scheduled timer on a background queue
- (void)startPolling {
  dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
    [NSTimer scheduledTimerWithTimeInterval:5 target:self selector:@selector(poll:) userInfo:nil repeats:NO]; // expected-warning [perform-without-runloop]
  });
}

// CASE: scheduled timer on a background queue whose run loop is then run: fine
- (void)startPollingWithLoop {
  dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
    [NSTimer scheduledTimerWithTimeInterval:5 target:self selector:@selector(poll:) userInfo:nil repeats:NO];
    [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:6]];
  });
}
@end
