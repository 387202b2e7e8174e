// perform-after-delay: the 1-4-2-3 puzzle. A delayed perform is a run-loop TIMER: on a thread
// whose run loop nobody runs (a dispatch queue's worker thread) it never fires.
//
// The puzzle, in Objective-C on the main thread:
//     NSLog(@"1");
//     dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"2"); });
//     [self performSelector:@selector(log3) withObject:nil afterDelay:0];
//     NSLog(@"4");
//   `performSelector:withObject:afterDelay:` does nothing but add a one-shot timer to the CURRENT
//   thread's run loop (default mode). This program does exactly that with CFRunLoopTimer.
//
// What to look at
//   1 and 4 always come first: 2 and 3 both wait for the main run loop to turn. Which of 2 and 3
//   comes next is an implementation detail of the run loop: the answer usually given for iOS is
//   1 4 2 3 (main queue first); the open-source CoreFoundation in Swift for Linux serves the due
//   timer first, and this program prints 1 4 3 2. Never write code that depends on that order.
//   Then the real bug: the same timer scheduled from a dispatch_async block on a global queue
//   lands in the run loop of a worker thread, which nobody runs. It never fires and no error is
//   reported. Two fixes: run that run loop, or (better) use dispatch_after, which needs no loop.
//
// Try
//   1. Delete the CFRunLoopRunInMode call in fix 1: "3 (fix 1)" disappears.
//
// Run: capcheck examples --only perform-after-delay --explain
#include <CoreFoundation/CoreFoundation.h>
#include <dispatch/dispatch.h>
#include <stdio.h>

// What -performSelector:withObject:afterDelay: does: a one-shot timer on the current run loop.
// Returns the timer (owned by the caller) so it can be cancelled.
static CFRunLoopTimerRef performAfterDelay(CFTimeInterval delay, void (^action)(void)) {
    CFRunLoopTimerRef timer = CFRunLoopTimerCreateWithHandler(
        NULL, CFAbsoluteTimeGetCurrent() + delay, 0, 0, 0, ^(CFRunLoopTimerRef fired) { action(); });
    // Default mode only, as performSelector:afterDelay: does: lint points out that such a timer
    // waits while the main run loop tracks a scroll (see timer-modes).
    CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, kCFRunLoopDefaultMode); // expected-warning {{only for the default run-loop mode}} [timer-default-mode]
    return timer;
}

int main(void) {
    printf("1\n");                                                           // expected-output: 1
    dispatch_async(dispatch_get_main_queue(), ^{ printf("2\n"); });
    CFRelease(performAfterDelay(0, ^{ printf("3\n"); }));
    printf("4\n");                                                           // expected-output: 4
    CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.2, false);  // let the main run loop turn
    // expected-output: 3
    // expected-output: 2

    // The bug: a delayed perform from a queue's worker thread.
    dispatch_semaphore_t done = dispatch_semaphore_create(0);
    __block CFRunLoopTimerRef stranded = NULL;   // __block: the block below assigns to it
    // expected-capture@+1 {{stranded: byref}} {{done: value}}
    dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
        stranded = performAfterDelay(0, ^{ printf("3 (from a queue)\n"); });   // never printed
        dispatch_semaphore_signal(done);
    });
    dispatch_semaphore_wait(done, DISPATCH_TIME_FOREVER);
    usleep(300 * 1000);
    printf("0.3 s later the queue's timer has not fired\n");  // expected-output: 0.3 s later the queue's timer has not fired
    // The timer still sits in that worker thread's run loop. Worker threads are reused, so the
    // next block that runs the loop on that thread would fire it by surprise: cancel it.
    CFRunLoopTimerInvalidate(stranded);
    CFRelease(stranded);

    // Fix 1: run the worker thread's run loop until the timer has fired.
    dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
        CFRunLoopTimerRef timer = performAfterDelay(0, ^{ printf("3 (fix 1: the queue thread ran its run loop)\n"); });
        CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.2, true);
        CFRelease(timer);
        dispatch_semaphore_signal(done);
    });
    dispatch_semaphore_wait(done, DISPATCH_TIME_FOREVER);   // expected-output: 3 (fix 1: the queue thread ran its run loop)

    // Fix 2: dispatch_after, which needs no run loop at all.
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 0), dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
        printf("3 (fix 2: dispatch_after)\n");
        dispatch_semaphore_signal(done);
    });
    dispatch_semaphore_wait(done, DISPATCH_TIME_FOREVER);   // expected-output: 3 (fix 2: dispatch_after)
    return 0;
}
