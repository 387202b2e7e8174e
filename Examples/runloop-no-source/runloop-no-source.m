// runloop-no-source (Objective-C): the thread that was meant to stay alive and did not, as it
// is usually written, and what lint says.
//
// What to look at
//   -workerMain runs the current run loop without adding anything to it: `run` returns at once
//   and the thread ends (runloop-no-source.c shows the same call returning immediately). Lint:
//   [runloop-no-source]. -workerMainFixed adds a port first, so the loop has something to watch.
//
// Run: capcheck examples --only runloop-no-source --explain
#import <Foundation/Foundation.h>

@interface Worker : NSObject
@end

@implementation Worker

- (void)workerMain {
    NSRunLoop *runLoop = [NSRunLoop currentRunLoop];
    [runLoop run];   // expected-warning {{returns at once}} [runloop-no-source]
    NSLog(@"reached at once: the thread ends here");
}

- (void)workerMainFixed {
    NSRunLoop *runLoop = [NSRunLoop currentRunLoop];
    [runLoop addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [runLoop run];   // waits for work; never returns (see runloop-stop-vs-run for a stoppable loop)
}

@end
