// timer-default-mode: main-thread timers registered only for the default mode.
#import "../FoundationStubs.h"

@interface CountdownView : NSObject
@property (strong) NSTimer *timer;
- (void)tick;
@end

@implementation CountdownView
- (void)tick {}

// CASE: explicit default mode on the main run loop
- (void)start {
  NSTimer *t = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(tick) userInfo:nil repeats:NO];
  [[NSRunLoop mainRunLoop] addTimer:t forMode:NSDefaultRunLoopMode]; // expected-warning [timer-default-mode]
}

// CASE: CoreFoundation, main run loop, default mode
- (void)startCF:(CFRunLoopTimerRef)timer {
  CFRunLoopAddTimer(CFRunLoopGetMain(), timer, kCFRunLoopDefaultMode); // expected-warning [timer-default-mode]
}

// CASE: current run loop in ordinary (main-thread) code
- (void)startHere:(NSTimer *)t {
  NSRunLoop *rl = [NSRunLoop currentRunLoop];
  [rl addTimer:t forMode:NSDefaultRunLoopMode]; // expected-warning [timer-default-mode]
}

// CASE: common modes
- (void)startCommon:(NSTimer *)t {
  [[NSRunLoop mainRunLoop] addTimer:t forMode:NSRunLoopCommonModes];
}

// CASE: default and tracking
- (void)startBoth:(NSTimer *)t {
  [[NSRunLoop mainRunLoop] addTimer:t forMode:NSDefaultRunLoopMode];
  [[NSRunLoop mainRunLoop] addTimer:t forMode:UITrackingRunLoopMode];
}

// CASE: a worker thread's own loop runs only the default mode
- (void)startOnWorker:(NSTimer *)t {
  [NSThread detachNewThreadWithBlock:^{
    [[NSRunLoop currentRunLoop] addTimer:t forMode:NSDefaultRunLoopMode];
    [[NSRunLoop currentRunLoop] run];
  }];
}

// CASE: scheduledTimer… is not reported
- (void)scheduled {
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(tick) userInfo:nil repeats:NO];
}
@end
