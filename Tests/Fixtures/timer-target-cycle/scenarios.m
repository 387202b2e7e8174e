// timer-target-cycle: repeating timers and display links that target self, kept by self.
#import "../FoundationStubs.h"

@interface CADisplayLink : NSObject
+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
- (void)invalidate;
@end

@interface WeakProxy : NSObject
+ (instancetype)proxyWithTarget:(id)target;
@end

@interface Animator : NSObject {
  CADisplayLink *_link;
  NSTimer *_ivarTimer;
}
@property (strong) NSTimer *timer;
@property (strong) NSTimer *proxyTimer;
- (void)step;
@end

@implementation Animator
- (void)step {}

// CASE: scheduled repeating timer in a property, invalidated only in dealloc
- (void)start {
  self.timer = [NSTimer scheduledTimerWithTimeInterval:0.5
                                                target:self // expected-warning [timer-target-cycle]
                                              selector:@selector(step)
                                              userInfo:nil
                                               repeats:YES];
}

// CASE: display link in an ivar
- (void)startLink {
  _link = [CADisplayLink displayLinkWithTarget:self selector:@selector(step)]; // expected-warning [timer-target-cycle]
}

// CASE: timer made in a local, then kept in an ivar
- (void)startLocal {
  NSTimer *t = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(step) userInfo:nil repeats:YES]; // expected-warning [timer-target-cycle]
  [[NSRunLoop mainRunLoop] addTimer:t forMode:NSRunLoopCommonModes];
  _ivarTimer = t;
}

// CASE: weak proxy as target
- (void)startProxy {
  self.proxyTimer = [NSTimer scheduledTimerWithTimeInterval:1 target:[WeakProxy proxyWithTarget:self]
                                                   selector:@selector(step) userInfo:nil repeats:YES];
}

- (void)dealloc {
  [_link invalidate];
  [self.timer invalidate];
}
@end

@interface Blinker : NSObject
@property (strong) NSTimer *timer;
- (void)blink;
@end

@implementation Blinker
- (void)blink {}

// CASE: non-repeating timer kept by self
- (void)once {
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(blink) userInfo:nil repeats:NO];
}
@end

@interface Heartbeat : NSObject
@property (strong) NSTimer *timer;
- (void)beat;
@end

@implementation Heartbeat
- (void)beat {}

// CASE: invalidated by a stop method: still a cycle until someone calls it
- (void)start {
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(beat) userInfo:nil repeats:YES]; // expected-warning [timer-target-cycle]
}
- (void)stop {
  [self.timer invalidate];
  self.timer = nil;
}
@end

// CASE: display link made in init, with an -invalidate method (ported from Infer's
// CADisplayLinkRetainCycle test, where the cycle is expected)
@interface DisplayDriver : NSObject
@property (nonatomic, strong) CADisplayLink *displayLink;
- (void)bla;
- (void)invalidate;
@end

@implementation DisplayDriver
- (instancetype)init {
  _displayLink = [CADisplayLink displayLinkWithTarget:self // expected-warning [timer-target-cycle]
                                             selector:@selector(bla)];
  return self;
}
- (void)bla {}
- (void)invalidate {
  [_displayLink invalidate];
}
@end
