// timer-modes (Objective-C): the timer mistakes timer-modes.c shows, as they are written in an
// app, and what lint says about them.
//
// What to look at
//   -startClock adds the timer to the DEFAULT mode only (as scheduledTimerWithTimeInterval: does), so the
//   countdown freezes while the user drags a scroll view (UITrackingRunLoopMode). Lint:
//   [timer-default-mode]. And the timer's target is self, which keeps the timer: the timer
//   retains its target, the run loop retains the timer, self retains the timer: a cycle that
//   only -invalidate breaks. Lint: [timer-target-cycle].
//   -startClockFixed: a block-based timer capturing self weakly, added for the common modes.
//
// Run: capcheck examples --only timer-modes --explain
#import <Foundation/Foundation.h>

@interface CountdownView : NSObject
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic) int secondsLeft;
- (void)tick:(NSTimer *)timer;
@end

@implementation CountdownView

- (void)tick:(NSTimer *)timer { self.secondsLeft -= 1; }

- (void)startClock {
    // (scheduledTimerWithTimeInterval:target:... does both steps at once, in the same default mode.)
    self.timer = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(tick:) userInfo:nil repeats:YES]; // expected-warning {{retains its target self}} [timer-target-cycle]
    [[NSRunLoop mainRunLoop] addTimer:self.timer forMode:NSDefaultRunLoopMode]; // expected-warning {{only for the default run-loop mode}} [timer-default-mode]
}

- (void)startClockFixed {
    __weak typeof(self) weakSelf = self;
    // expected-capture@+1 {{weakSelf: value weak}}
    NSTimer *timer = [NSTimer timerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) {
        weakSelf.secondsLeft -= 1;
    }];
    [[NSRunLoop mainRunLoop] addTimer:timer forMode:NSRunLoopCommonModes];
    self.timer = timer;
}

- (void)dealloc {
    [_timer invalidate];
}

@end
