// What counts as a run-loop source: ports, CF sources and timers do; observers do not.
#import <Foundation/Foundation.h>

@interface LoopHost : NSObject
@property (nonatomic, strong) NSThread *thread;
@end

@implementation LoopHost

// CASE: only an observer is added: the loop still has nothing to wait for
- (void)observerOnly {
  CFRunLoopObserverRef obs = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, kCFRunLoopBeforeWaiting, YES, 0, ^(CFRunLoopObserverRef o, CFRunLoopActivity a) {
    NSLog(@"waiting");
  });
  CFRunLoopAddObserver(CFRunLoopGetCurrent(), obs, kCFRunLoopDefaultMode);
  CFRunLoopRunInMode(kCFRunLoopDefaultMode, 10, false); // expected-warning [runloop-no-source]
}

// CASE: a CF source added first: fine
- (void)withSource {
  CFRunLoopSourceContext ctx = {0};
  CFRunLoopSourceRef src = CFRunLoopSourceCreate(kCFAllocatorDefault, 0, &ctx);
  CFRunLoopAddSource(CFRunLoopGetCurrent(), src, kCFRunLoopDefaultMode);
  CFRunLoopRunInMode(kCFRunLoopDefaultMode, 10, false);
}

// CASE: the main run loop always has sources
- (void)pumpMain {
  [[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.1]];
}

// CASE: a timer scheduled first on this thread: fine
- (void)withTimer {
  [NSTimer scheduledTimerWithTimeInterval:1 repeats:NO block:^(NSTimer *t) { NSLog(@"tick"); }];
  [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:2]];
}
@end
