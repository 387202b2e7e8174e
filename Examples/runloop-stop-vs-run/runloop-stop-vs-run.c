// runloop-stop-vs-run: CFRunLoopStop cannot end `-[NSRunLoop run]`; a flag plus a
// runMode:beforeDate: loop can.
//
// What to look at
//   `-[NSRunLoop run]` is documented as "repeatedly invokes runMode:beforeDate:". Each
//   runMode:beforeDate: runs the CoreFoundation loop once (CFRunLoopRunInMode) and returns YES;
//   it returns NO only when the mode has nothing to watch. CFRunLoopStop ends the CURRENT
//   CFRunLoopRunInMode, and `run` simply starts the next one. So a thread in `run` with a port
//   in its loop never ends, however often you call CFRunLoopStop.
//   The fix is to write the loop yourself and check a flag each time round:
//       while (!shouldStop && [runLoop runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]);
//   and to stop: set the flag, then CFRunLoopStop so the current turn returns and sees it.
//
//   runModeBeforeDate() and nsRunLoopRun() below do what Foundation does (swift-corelibs-foundation
//   implements RunLoop.run() with the same loop) on top of the real CoreFoundation run loop.
//
// Try
//   1. In the fix, set the flag but leave out CFRunLoopStop: the thread sleeps on, because nothing
//      wakes the loop to look at the flag.
//
// Run: capcheck examples --only runloop-stop-vs-run --explain
#include <CoreFoundation/CoreFoundation.h>
#include <dispatch/dispatch.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static void performNothing(void *info) {}

// -[NSRunLoop runMode:beforeDate:]: NO when the mode has nothing to watch, else run once, YES.
static Boolean runModeBeforeDate(CFStringRef mode, CFTimeInterval seconds) {
    return CFRunLoopRunInMode(mode, seconds, true) != kCFRunLoopRunFinished;
}

static CFRunLoopRef workerLoop;
static CFRunLoopSourceRef workerPort;                 // plays the part of [NSMachPort port]
static dispatch_semaphore_t workerWaiting, turnEnded;
static atomic_bool shouldStop;

static void addPort(void) {
    CFRunLoopSourceContext context = {.version = 0, .perform = performNothing};
    workerPort = CFRunLoopSourceCreate(NULL, 0, &context);
    workerLoop = CFRunLoopGetCurrent();
    CFRunLoopAddSource(workerLoop, workerPort, kCFRunLoopDefaultMode);
    // CFRunLoopStop only stops a loop that is running (a stop sent between two turns is lost),
    // so the thread tells main each time its loop is about to sleep.
    // expected-capture@+2 {{workerWaiting: global}}
    CFRunLoopObserverRef sleeping = CFRunLoopObserverCreateWithHandler(NULL, kCFRunLoopBeforeWaiting, true, 0,
        ^(CFRunLoopObserverRef observer, CFRunLoopActivity activity) { dispatch_semaphore_signal(workerWaiting); });
    CFRunLoopAddObserver(workerLoop, sleeping, kCFRunLoopDefaultMode);
    CFRelease(sleeping);
}

// -[NSRunLoop run]: runMode:beforeDate: again and again.
static void *nsRunLoopRun(void *unused) {
    addPort();
    int turns = 0;
    while (runModeBeforeDate(kCFRunLoopDefaultMode, 1.0e10)) {
        turns += 1;
        printf("run: runMode:beforeDate: returned (turn %d), so run calls it again\n", turns);
        dispatch_semaphore_signal(turnEnded);
    }
    printf("run: returned, the loop has nothing left to watch\n");
    return NULL;
}

// The fix: our own loop that looks at a flag after every turn.
static void *stoppableRun(void *unused) {
    addPort();
    while (!atomic_load(&shouldStop) && runModeBeforeDate(kCFRunLoopDefaultMode, 1.0e10)) {}
    printf("fix: the flag ended the loop, the thread returns\n");
    return NULL;
}

int main(void) {
    workerWaiting = dispatch_semaphore_create(0);
    turnEnded = dispatch_semaphore_create(0);
    pthread_t thread;

    pthread_create(&thread, NULL, nsRunLoopRun, NULL);
    for (int i = 0; i < 3; i++) {
        dispatch_semaphore_wait(workerWaiting, DISPATCH_TIME_FOREVER);
        CFRunLoopStop(workerLoop);
        dispatch_semaphore_wait(turnEnded, DISPATCH_TIME_FOREVER);
    }
    // expected-output: run: runMode:beforeDate: returned (turn 1), so run calls it again
    // expected-output: run: runMode:beforeDate: returned (turn 2), so run calls it again
    // expected-output: run: runMode:beforeDate: returned (turn 3), so run calls it again
    printf("main: 3 x CFRunLoopStop, the thread still runs\n");  // expected-output: main: 3 x CFRunLoopStop, the thread still runs
    // The only way out of `run`: take away everything the loop watches (on Apple platforms even
    // that is not guaranteed, the system may have added sources of its own).
    CFRunLoopSourceInvalidate(workerPort);
    CFRunLoopWakeUp(workerLoop);
    pthread_join(thread, NULL);            // expected-output: run: returned, the loop has nothing left to watch
    CFRelease(workerPort);

    workerWaiting = dispatch_semaphore_create(0);   // a fresh count for the new thread
    pthread_create(&thread, NULL, stoppableRun, NULL);
    dispatch_semaphore_wait(workerWaiting, DISPATCH_TIME_FOREVER);
    atomic_store(&shouldStop, true);
    CFRunLoopStop(workerLoop);
    pthread_join(thread, NULL);            // expected-output: fix: the flag ended the loop, the thread returns
    printf("main: 1 x CFRunLoopStop, the thread has ended\n");  // expected-output: main: 1 x CFRunLoopStop, the thread has ended
    CFRunLoopSourceInvalidate(workerPort);
    CFRelease(workerPort);
    return 0;
}
