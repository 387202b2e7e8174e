// keepalive-thread: the classic "network thread": one long-lived thread whose run loop is kept
// alive by a port, receiving work from other threads, and stopped cleanly at the end.
//
// What to look at
//   AFNetworking 2 and many SDKs started one thread like this:
//       + (void)networkRequestThreadEntryPoint:(id)object {
//           NSRunLoop *runLoop = [NSRunLoop currentRunLoop];
//           [runLoop addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];  // something to watch
//           [runLoop run];                                                     // forever
//       }
//   Without the port the loop has nothing to watch and `run` returns at once (runloop-no-source).
//   With it the thread sleeps in the kernel until someone hands it work
//   (performSelector:onThread:, here CFRunLoopPerformBlock + CFRunLoopWakeUp).
//   `run` can never be stopped (runloop-stop-vs-run), so this version uses the stoppable loop:
//   a flag, checked after every turn, and CFRunLoopStop to make the current turn return.
//
// Try
//   1. Leave out CFRunLoopWakeUp after CFRunLoopPerformBlock: the work waits until something
//      else wakes the loop (here: forever, and the program hangs).
//
// Run: capcheck examples --only keepalive-thread --explain
#include <CoreFoundation/CoreFoundation.h>
#include <dispatch/dispatch.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static CFRunLoopRef networkLoop;
static pthread_t networkThread;
static dispatch_semaphore_t started, handled;
static atomic_bool shouldStop;

static void performNothing(void *info) {}

static void *networkThreadEntryPoint(void *unused) {
    CFRunLoopSourceContext context = {.version = 0, .perform = performNothing};
    CFRunLoopSourceRef port = CFRunLoopSourceCreate(NULL, 0, &context);  // plays [NSMachPort port]
    networkLoop = (CFRunLoopRef)CFRetain(CFRunLoopGetCurrent());
    CFRunLoopAddSource(networkLoop, port, kCFRunLoopDefaultMode);
    dispatch_semaphore_signal(started);

    int turns = 0;
    while (!atomic_load(&shouldStop)) {
        CFRunLoopRunInMode(kCFRunLoopDefaultMode, 1.0e10, true);
        turns += 1;
    }
    printf("network thread: stopped after %s, leaving its loop\n", turns > 0 ? "its last turn" : "no turn");
    CFRunLoopSourceInvalidate(port);
    CFRelease(port);
    return NULL;
}

// Hands `work` to the network thread: queue it on that loop, then wake the loop up.
static void performOnNetworkThread(void (^work)(void)) {
    CFRunLoopPerformBlock(networkLoop, kCFRunLoopDefaultMode, work);
    CFRunLoopWakeUp(networkLoop);
}

int main(void) {
    started = dispatch_semaphore_create(0);
    handled = dispatch_semaphore_create(0);
    pthread_create(&networkThread, NULL, networkThreadEntryPoint, NULL);
    dispatch_semaphore_wait(started, DISPATCH_TIME_FOREVER);

    for (int request = 1; request <= 3; request++) {
        // expected-capture@+1 {{request: value}} {{networkThread: global}} {{handled: global}}
        performOnNetworkThread(^{
            printf("request %d handled on the network thread: %s\n", request,
                   pthread_equal(pthread_self(), networkThread) ? "yes" : "no");
            dispatch_semaphore_signal(handled);
        });
        dispatch_semaphore_wait(handled, DISPATCH_TIME_FOREVER);
    }
    // expected-output: request 1 handled on the network thread: yes
    // expected-output: request 2 handled on the network thread: yes
    // expected-output: request 3 handled on the network thread: yes

    // Stop cleanly: set the flag ON the thread, then stop the current turn so the loop looks at it.
    performOnNetworkThread(^{
        atomic_store(&shouldStop, true);
        CFRunLoopStop(CFRunLoopGetCurrent());
    });
    pthread_join(networkThread, NULL);   // expected-output: network thread: stopped after its last turn, leaving its loop
    printf("main: the network thread has ended\n");   // expected-output: main: the network thread has ended
    CFRelease(networkLoop);
    return 0;
}
