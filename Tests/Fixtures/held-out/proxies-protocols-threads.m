// Weak proxies as timer targets, a block property declared in a protocol, an ivar-only local
// block, a weak-self thread, calling a block through an unchecked strong self, and a delayed
// perform inside -[NSOperation main].
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface WeakProxy : NSProxy
+ (instancetype)proxyWithTarget:(id)target;
@end

@protocol Reloadable
@property (nonatomic, copy) void (^onReload)(void);
@end

@interface SharedView : NSObject <Reloadable>
@property (nonatomic, strong) void (^handler)(NSString *name);
@property (nonatomic, strong) NSString *name;
@property (nonatomic, strong) SharedView *view;
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic, strong) CADisplayLink *link;
@property (nonatomic, copy) void (^completion)(void);
@end

@implementation SharedView {
  NSTimer *_poll;
  int _count;
}
@synthesize onReload = _onReload;
- (void)tick {}


- (void)protocolProperty {
  self.onReload = ^{ [self tick]; }; // expected-warning [retain-cycle]
}

- (void)localOnlyIvar {
  void (^b)(void) = ^{ _count++; };
  b();
}

- (void)ivarTimer {
  _poll = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(tick) userInfo:nil repeats:YES]; // expected-warning [timer-target-cycle]
  [[NSRunLoop mainRunLoop] addTimer:_poll forMode:NSRunLoopCommonModes];
}

- (void)proxyTimer {
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:[WeakProxy proxyWithTarget:self] selector:@selector(tick) userInfo:nil repeats:YES];
  self.link = [CADisplayLink displayLinkWithTarget:[WeakProxy proxyWithTarget:self] selector:@selector(tick)]; 
  [self.link addToRunLoop:[NSRunLoop mainRunLoop] forMode:NSRunLoopCommonModes];
}

- (void)weakThread {
  __weak typeof(self) weakSelf = self;
  [NSThread detachNewThreadWithBlock:^{
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    while (weakSelf) {
      [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:1]];
    }
  }];
}

- (void)callNilBlock {
  __weak typeof(self) weakSelf = self;
  self.completion = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    strongSelf.handler(@"x"); // expected-warning [strong-self-not-checked]
  };
}
@end

@interface Op : NSOperation
@end
@implementation Op
- (void)tick {}
- (void)main {
  [self performSelector:@selector(tick) withObject:nil afterDelay:1]; // expected-warning [perform-without-runloop]
}
@end
