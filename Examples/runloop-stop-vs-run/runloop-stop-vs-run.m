// runloop-stop-vs-run (Objective-C): the code that runloop-stop-vs-run.c runs, as it is written
// in an app, and what lint says about it.
//
// What to look at
//   Server starts its thread with `[runLoop run]` and tries to end it with CFRunLoopStop. That
//   stops one turn; `run` starts the next one at once (the C program shows it happen 3 times).
//   Lint: [runloop-unstoppable]. StoppableServer writes the loop itself and checks a flag.
//
// Run: capcheck examples --only runloop-stop-vs-run --explain
#import <Foundation/Foundation.h>

@interface Server : NSObject
@property (nonatomic) CFRunLoopRef loop;
@end

@implementation Server

- (void)threadMain {
    self.loop = CFRunLoopGetCurrent();
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [[NSRunLoop currentRunLoop] run];   // expected-warning {{CFRunLoopStop}} [runloop-unstoppable]
}

- (void)stop {
    CFRunLoopStop(self.loop);           // ends one turn of -run, not -run
}

@end

@interface StoppableServer : NSObject {
    volatile BOOL _shouldStop;
}
@property (nonatomic) CFRunLoopRef loop;
@end

@implementation StoppableServer

- (void)threadMain {
    self.loop = CFRunLoopGetCurrent();
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (!_shouldStop && [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]) {
    }
}

- (void)stop {
    // Set the flag on the loop's own thread, then end the current turn so the loop sees it.
    // expected-capture@+1 {{self: value strong}}
    CFRunLoopPerformBlock(self.loop, kCFRunLoopDefaultMode, ^{
        self->_shouldStop = YES;
        CFRunLoopStop(CFRunLoopGetCurrent());
    });
    CFRunLoopWakeUp(self.loop);
}

@end
