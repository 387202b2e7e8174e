// runloop-observers: code that runs at fixed points of every run-loop turn. Three classics:
// an autorelease pool, a UI transaction flush, and a stall monitor.
//
// What to look at
//   A run loop reports its activities to observers: Entry, BeforeTimers, BeforeSources,
//   BeforeWaiting (about to sleep), AfterWaiting (just woke up), Exit. Observers run in `order`.
//   - Autorelease pool (what Foundation installs on the main thread): push on Entry with the
//     LOWEST order (first of all), pop-and-push on BeforeWaiting and pop on Exit with the HIGHEST
//     order (last of all). Objects autoreleased during a turn die when the loop goes to sleep.
//   - Transaction flush (what Core Animation installs, order 2000000): views marked dirty during
//     the turn are redrawn once, in one batch, just before the loop sleeps.
//   - Stall monitor (what jank detectors do): the loop is busy from the moment it wakes
//     (AfterWaiting) or starts handling sources (BeforeSources) until it is about to sleep
//     again (BeforeWaiting). If that takes longer than a budget, the user saw a freeze. Real
//     monitors use a frame or two (16-50 ms); this one uses 200 ms so that a busy machine running
//     the example does not trip it by accident.
//
// Try
//   1. Swap the orders of the pool observers: the pool is popped BEFORE the flush, so objects
//      the redraw still needs would already be gone.
//   2. Make the slow timer sleep 50 ms: the stall line disappears.
//
// Run: capcheck examples --only runloop-observers --explain
#include <CoreFoundation/CoreFoundation.h>
#include <limits.h>
#include <stdio.h>
#include <unistd.h>

// A stand-in for an autorelease pool: it only counts what was "autoreleased" into it.
static int pendingAutoreleased;
// A stand-in for Core Animation's transaction: views marked dirty since the last flush.
static int dirtyViews;
// When the loop last started working (AfterWaiting or BeforeSources).
static CFAbsoluteTime busySince;

static void addObserver(CFRunLoopActivity activities, CFIndex order, void (^body)(CFRunLoopActivity)) {
    // expected-capture@+2 {{body: value}}
    CFRunLoopObserverRef observer = CFRunLoopObserverCreateWithHandler(NULL, activities, true, order,
        ^(CFRunLoopObserverRef o, CFRunLoopActivity activity) { body(activity); });
    CFRunLoopAddObserver(CFRunLoopGetCurrent(), observer, kCFRunLoopDefaultMode);
    CFRelease(observer);
}

static void popPool(const char *when) {
    if (pendingAutoreleased > 0) printf("pool: popped on %s, released %d objects\n", when, pendingAutoreleased);
    pendingAutoreleased = 0;
}

int main(void) {
    // Autorelease pool: first on Entry, last on BeforeWaiting and Exit.
    // expected-capture@+1 {{pendingAutoreleased: global}}
    addObserver(kCFRunLoopEntry, LONG_MIN + 1, ^(CFRunLoopActivity a) { printf("pool: pushed on entry\n"); pendingAutoreleased = 0; });
    addObserver(kCFRunLoopBeforeWaiting | kCFRunLoopExit, LONG_MAX, ^(CFRunLoopActivity a) {
        popPool(a == kCFRunLoopExit ? "exit" : "before waiting");
    });
    // Transaction flush: before the loop sleeps, after everything else of the turn.
    addObserver(kCFRunLoopBeforeWaiting | kCFRunLoopExit, 2000000, ^(CFRunLoopActivity a) {
        if (dirtyViews > 0) printf("transaction: redrew %d dirty views in one batch\n", dirtyViews);
        dirtyViews = 0;
    });
    // Stall monitor: time from "started working" to "about to sleep".
    addObserver(kCFRunLoopAfterWaiting | kCFRunLoopBeforeSources | kCFRunLoopBeforeWaiting, 0, ^(CFRunLoopActivity a) {
        CFAbsoluteTime now = CFAbsoluteTimeGetCurrent();
        if (a == kCFRunLoopAfterWaiting) busySince = now;
        else if (a == kCFRunLoopBeforeSources && busySince == 0) busySince = now;
        else if (a == kCFRunLoopBeforeWaiting) {
            if (now - busySince > 0.200) printf("stall monitor: the loop was busy for more than 200 ms\n");
            busySince = 0;
        }
    });

    // Turn 1: quick work that autoreleases objects and marks views dirty.
    CFRunLoopTimerRef quick = CFRunLoopTimerCreateWithHandler(NULL, CFAbsoluteTimeGetCurrent() + 0.05, 0, 0, 0,
        ^(CFRunLoopTimerRef t) {
            printf("timer: quick work, autoreleased 3 objects, marked 2 views dirty\n");
            pendingAutoreleased += 3;
            dirtyViews += 2;
        });
    // Turn 2: a slow job on the loop's thread (a 500 ms freeze).
    CFRunLoopTimerRef slow = CFRunLoopTimerCreateWithHandler(NULL, CFAbsoluteTimeGetCurrent() + 0.30, 0, 0, 0,
        ^(CFRunLoopTimerRef t) {
            printf("timer: slow work (500 ms), autoreleased 1 object\n");
            usleep(500 * 1000);
            pendingAutoreleased += 1;
        });
    CFRunLoopAddTimer(CFRunLoopGetCurrent(), quick, kCFRunLoopDefaultMode);
    CFRunLoopAddTimer(CFRunLoopGetCurrent(), slow, kCFRunLoopDefaultMode);

    CFRunLoopRunInMode(kCFRunLoopDefaultMode, 1.2, false);
    // expected-output: pool: pushed on entry
    // expected-output: timer: quick work, autoreleased 3 objects, marked 2 views dirty
    // expected-output: transaction: redrew 2 dirty views in one batch
    // expected-output: pool: popped on before waiting, released 3 objects
    // expected-output: timer: slow work (500 ms), autoreleased 1 object
    // expected-output: stall monitor: the loop was busy for more than 200 ms
    // expected-output: pool: popped on before waiting, released 1 objects

    CFRelease(quick);
    CFRelease(slow);
    return 0;
}
