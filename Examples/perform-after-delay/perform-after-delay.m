// perform-after-delay (Objective-C): the puzzle as it is usually written, and what lint says
// about a delayed perform on a dispatch queue.
//
// What to look at
//   In -viewDidLoad (main thread, main run loop running) the delayed perform works: it prints
//   1 4, and then 2 and 3 once the run loop turns (perform-after-delay.c runs it for real).
//   In -refreshInBackground the same call is made on a global queue's worker thread. Its run loop
//   is never run, so the timer behind performSelector:afterDelay: never fires, and nothing says
//   so at run time. Lint does: [perform-without-runloop].
//   -refreshFixed uses dispatch_after instead, which needs no run loop.
//
// Run: capcheck examples --only perform-after-delay --explain
#import <Foundation/Foundation.h>

@interface FeedController : NSObject
- (void)log3;
- (void)reload;
@end

@implementation FeedController

- (void)log3 { NSLog(@"3"); }
- (void)reload {}

- (void)viewDidLoad {
    NSLog(@"1");
    dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"2"); });   // expected-block-kind {{global}}
    [self performSelector:@selector(log3) withObject:nil afterDelay:0];
    NSLog(@"4");
}

- (void)refreshInBackground {
    // expected-capture@+1 {{self: value strong}}
    dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
        [self performSelector:@selector(reload) withObject:nil afterDelay:1.0];   // expected-warning {{never fires}} [perform-without-runloop]
    });
}

- (void)refreshFixed {
    // expected-capture@+1 {{self: value strong}}
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1.0 * NSEC_PER_SEC)), dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
        [self reload];
    });
}

@end
