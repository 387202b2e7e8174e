// runloop-no-source: a run loop with nothing to watch returns at once; it does not wait.
//
// What to look at
//   A run loop sleeps until one of its sources (ports, custom sources, timers) has work. If the
//   mode it is asked to run has NO source at all, there is nothing that could ever wake it, so
//   CFRunLoopRunInMode returns immediately with kCFRunLoopRunFinished, even though we asked it
//   to wait 10 seconds. A thread that was meant to "stay alive" with `[[NSRunLoop currentRunLoop]
//   run]` therefore ends straight away. Add a source first, and the same call really waits.
//   The main thread is different: its loop always watches the main dispatch queue, so it never
//   counts as empty.
//
//   This is the real CoreFoundation run loop (on Linux it ships with the Swift toolchain).
//
// Try
//   1. In `loopWithASource`, remove the CFRunLoopAddSource line: it returns at once as well.
//
// Run: capcheck examples --only runloop-no-source --explain
#include <CoreFoundation/CoreFoundation.h>
#include <pthread.h>
#include <stdio.h>

static const char *resultName(SInt32 result) {
    switch (result) {
    case kCFRunLoopRunFinished: return "kCFRunLoopRunFinished";
    case kCFRunLoopRunStopped: return "kCFRunLoopRunStopped";
    case kCFRunLoopRunTimedOut: return "kCFRunLoopRunTimedOut";
    case kCFRunLoopRunHandledSource: return "kCFRunLoopRunHandledSource";
    default: return "?";
    }
}

// A custom (version 0) source that nobody ever signals: enough to give the loop something to watch.
static void performNothing(void *info) {}

static void *emptyLoop(void *unused) {
    CFAbsoluteTime start = CFAbsoluteTimeGetCurrent();
    // expected-warning@+1 {{no port, source or timer}} [runloop-no-source]
    SInt32 result = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 10.0, false); // "wait up to 10 s"
    CFAbsoluteTime waited = CFAbsoluteTimeGetCurrent() - start;
    printf("no source:   %s after %s\n", resultName(result), waited < 0.5 ? "no wait at all" : "a wait");
    return NULL;
}

static void *loopWithASource(void *unused) {
    CFRunLoopSourceContext context = {.version = 0, .perform = performNothing};
    CFRunLoopSourceRef source = CFRunLoopSourceCreate(NULL, 0, &context);
    CFRunLoopAddSource(CFRunLoopGetCurrent(), source, kCFRunLoopDefaultMode);

    CFAbsoluteTime start = CFAbsoluteTimeGetCurrent();
    SInt32 result = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.3, false);  // wait up to 0.3 s
    CFAbsoluteTime waited = CFAbsoluteTimeGetCurrent() - start;
    printf("one source:  %s after %s\n", resultName(result), waited >= 0.29 ? "waiting the full 0.3 s" : "less than 0.3 s");

    CFRunLoopSourceInvalidate(source);
    CFRelease(source);
    return NULL;
}

static void runOnNewThread(void *(*body)(void *)) {
    pthread_t thread;
    pthread_create(&thread, NULL, body, NULL);
    pthread_join(thread, NULL);
}

int main(void) {
    runOnNewThread(emptyLoop);          // expected-output: no source:   kCFRunLoopRunFinished after no wait at all
    runOnNewThread(loopWithASource);    // expected-output: one source:  kCFRunLoopRunTimedOut after waiting the full 0.3 s

    // No warning here: lint knows that main() runs on the main thread, whose loop always watches
    // the main dispatch queue. The output shows that it really waits.
    CFAbsoluteTime start = CFAbsoluteTimeGetCurrent();
    SInt32 result = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.3, false);
    CFAbsoluteTime waited = CFAbsoluteTimeGetCurrent() - start;
    printf("main thread: %s after %s\n", resultName(result),  // expected-output: main thread: kCFRunLoopRunTimedOut after waiting the full 0.3 s
           waited >= 0.29 ? "waiting the full 0.3 s" : "less than 0.3 s");
    return 0;
}
