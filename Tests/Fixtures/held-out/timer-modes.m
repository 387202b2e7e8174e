// Timers added in the default mode only stop firing while a scroll view tracks.
#import <Foundation/Foundation.h>

@interface Ticker : NSObject
@property (nonatomic, weak) NSTimer *timer;
- (void)tick:(NSTimer *)t;
@end

@implementation Ticker
- (void)tick:(NSTimer *)t {}

// CASE: timer added for the default mode only
- (void)start {
  NSTimer *t = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(tick:) userInfo:nil repeats:YES];
  [[NSRunLoop mainRunLoop] addTimer:t forMode:NSDefaultRunLoopMode]; // expected-warning [timer-default-mode]
  self.timer = t;
}

// CASE: common modes: fine
- (void)startCommon {
  NSTimer *t = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(tick:) userInfo:nil repeats:YES];
  [[NSRunLoop mainRunLoop] addTimer:t forMode:NSRunLoopCommonModes];
  self.timer = t;
}
@end
