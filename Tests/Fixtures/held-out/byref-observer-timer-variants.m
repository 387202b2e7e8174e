// __block self, observer blocks, and timer variants (init, non-repeating, other targets).
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface Ops : NSObject {
  NSInteger _count;
  NSTimer *_t2;
}
@property (nonatomic, strong) NSOperation *op;
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic, strong) NSObject *helper;
@end

@implementation Ops
- (void)done {}
- (void)fire {}

// CASE: __block self captured by a completion block of an owned operation
- (void)byrefOp {
  __block typeof(self) bself = self;
  [self.op setCompletionBlock:^{
    [bself done]; // expected-warning [byref-self-cycle]
  }];
}

// CASE: __block self in a main-queue block: not kept
- (void)byrefAsync {
  __block typeof(self) bself = self;
  dispatch_async(dispatch_get_main_queue(), ^{
    [bself done];
  });
}

// CASE: observer block that touches an ivar
- (void)observerIvar {
  [[NSNotificationCenter defaultCenter] addObserverForName:@"n" object:nil queue:nil usingBlock:^(NSNotification *note) {
    _count++; // expected-warning [observer-retains-self]
  }];
}

// CASE: observer with weak self, but a nested block uses self: the observer block captures self
- (void)observerNested {
  __weak typeof(self) ws = self;
  [[NSNotificationCenter defaultCenter] addObserverForName:@"n" object:nil queue:nil usingBlock:^(NSNotification *note) {
    [ws done];
    dispatch_async(dispatch_get_main_queue(), ^{
      [self done]; // expected-warning [observer-retains-self]
    });
  }];
}

// CASE: scheduled non-repeating timer kept by self: it lets go of its target when it fires
- (void)timerOnce {
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(fire) userInfo:nil repeats:NO];
}

// CASE: repeating timer created with alloc/init, kept in an ivar
- (void)timerInit {
  _t2 = [[NSTimer alloc] initWithFireDate:[NSDate date] interval:1 target:self selector:@selector(fire) userInfo:nil repeats:YES]; // expected-warning [timer-target-cycle]
  [[NSRunLoop mainRunLoop] addTimer:_t2 forMode:NSRunLoopCommonModes];
}

// CASE: timer targeting another object
- (void)timerOtherTarget {
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:self.helper selector:@selector(description) userInfo:nil repeats:YES];
}
@end
