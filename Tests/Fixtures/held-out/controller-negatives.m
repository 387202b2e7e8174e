// Controller patterns that must stay silent, plus the self-clearing block property, which is
// a cycle until the block runs (clang warns on it too).
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface Helper : NSObject
@property (nonatomic, copy) void (^callback)(void);
@end

@interface VC : UIViewController {
  NSInteger _n;
}
@property (nonatomic, strong) Helper *helper;
@property (nonatomic, copy) void (^block)(void);
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic, strong) NSThread *thread;
@end

@implementation VC
- (void)go {}

// CASE: block property that clears itself when it runs: still a cycle until then
- (void)selfClearing {
  self.block = ^{
    [self go]; // expected-warning [retain-cycle]
    self.block = nil;
  };
}

// CASE: weak self with strong self used only inside an early-return nil check
- (void)dance {
  __weak __typeof(self) ws = self;
  self.helper.callback = ^{
    __typeof(self) ss = ws;
    if (ss == nil) return;
    ss->_n = 3;
  };
}

// CASE: timer with block API with weakSelf, invalidated
- (void)timerWeak {
  __weak typeof(self) ws = self;
  self.timer = [NSTimer timerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) { [ws go]; }];
  [[NSRunLoop mainRunLoop] addTimer:self.timer forMode:NSRunLoopCommonModes];
}

// CASE: dispatch_async to global with ivar read via strongSelf
- (void)bg {
  __weak typeof(self) ws = self;
  dispatch_async(dispatch_get_global_queue(0, 0), ^{
    __strong typeof(ws) ss = ws;
    if (!ss) { return; }
    ss->_n++;
  });
}

// CASE: helper's callback set to a block that captures helper weakly
- (void)helperWeak {
  Helper *h = self.helper;
  __weak Helper *wh = h;
  h.callback = ^{ (void)wh; };
}

// CASE: thread with target self that returns (no run loop)
- (void)work { NSLog(@"x"); }
- (void)startWork {
  self.thread = [[NSThread alloc] initWithTarget:self selector:@selector(work) object:nil];
  [self.thread start];
}

// CASE: UIView animate nested in dispatch_async main with self
- (void)anim {
  dispatch_async(dispatch_get_main_queue(), ^{
    [UIView animateWithDuration:0.2 animations:^{ self.view.alpha = 1; }];
  });
}

// CASE: block parameter of own method that is not stored (completion called)
- (void)loadWithCompletion:(void (^)(void))completion { completion(); }
- (void)callsOwn {
  [self loadWithCompletion:^{ [self go]; }];
}
@end
