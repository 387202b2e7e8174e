// strong-self-runloop-thread: a thread that runs a run loop forever, started with a block that
// captures self strongly, keeps self alive forever.
//
// What to look at
//   A running NSThread retains its entry block; the block retains self; the run loop, kept
//   alive by its port, never returns. So the chain
//       running thread -> entry block -> self
//   never ends: `-dealloc` never runs, even after every other reference to the Poller is gone,
//   and the thread sleeps on forever. A weak self does not help if the block turns it strong for
//   its whole life: `__strong typeof(weakSelf) s = weakSelf;` followed by a `while` run loop
//   holds self exactly as long as the loop runs.
//
// Fixes
//   Capture self weakly and re-check it on EVERY turn of the loop (the strong reference lives
//   only for one turn), and give the object a way to stop the loop (runloop-stop-vs-run).
//
// Run: capcheck examples --only strong-self-runloop-thread --explain

#import <Foundation/Foundation.h>

@interface Poller : NSObject {
    BOOL _stopped;
}
@property (nonatomic, strong) NSThread *thread;
- (void)poll;
@end

@implementation Poller

- (void)poll {}

- (void)startForever {
    // expected-capture@+1 {{self: value strong}} {{NSDefaultRunLoopMode: global}}
    self.thread = [[NSThread alloc] initWithBlock:^{
        [self poll];   // expected-warning {{thread entry retains 'self'}} [keepalive-thread-self]
        [[NSRunLoop currentRunLoop] addPort:[NSPort port] forMode:NSDefaultRunLoopMode];
        [[NSRunLoop currentRunLoop] run];
    }];
    [self.thread start];
}

- (void)startWithStrongCopy {
    __weak typeof(self) weakSelf = self;
    // expected-capture@+1 {{weakSelf: value weak}} {{NSDefaultRunLoopMode: global}}
    self.thread = [[NSThread alloc] initWithBlock:^{
        // strong until the while loop ends: forever
        __strong typeof(weakSelf) strongSelf = weakSelf;   // expected-warning {{while the run loop runs}} [strong-self-across-runloop]
        [[NSRunLoop currentRunLoop] addPort:[NSPort port] forMode:NSDefaultRunLoopMode];
        while (strongSelf && !strongSelf->_stopped) {
            [strongSelf poll];
            [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
        }
    }];
    [self.thread start];
}

- (void)startFixed {
    __weak typeof(self) weakSelf = self;
    // expected-capture@+1 {{weakSelf: value weak}} {{NSDefaultRunLoopMode: global}}
    self.thread = [[NSThread alloc] initWithBlock:^{
        [[NSRunLoop currentRunLoop] addPort:[NSPort port] forMode:NSDefaultRunLoopMode];
        for (;;) {
            Poller *strongSelf = weakSelf;   // strong for one turn only (not typeof: that is const)
            if (!strongSelf || strongSelf->_stopped) break;
            [strongSelf poll];
            strongSelf = nil;                                  // let go before sleeping
            [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
        }
    }];
    [self.thread start];
}

@end
