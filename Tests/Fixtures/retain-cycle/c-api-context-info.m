// A C API that takes a context struct `{version, info, retain, release, copyDescription}` copies it
// and, when `retain` is not NULL, calls it on `info` and keeps the result for as long as it keeps
// the context: a reachability ref until its callback is replaced or the ref is released, a run
// loop observer or timer, a socket or an FSEvents stream until it is invalidated and released.
// A block as `info` whose retain callback copies it is kept by the ref; self keeping the ref
// closes the cycle. The look-alikes: a NULL retain callback (the API keeps a bare pointer), a
// ref self does not keep, a block that uses a weak self, a timer that fires once, and a context
// handed to a function that is not listed.
#import <Foundation/Foundation.h>
#import <SystemConfiguration/SystemConfiguration.h>

typedef void (^StatusBlock)(SCNetworkReachabilityFlags flags);

static void ReachabilityChanged(SCNetworkReachabilityRef target, SCNetworkReachabilityFlags flags, void *info) {
  ((__bridge StatusBlock)info)(flags);
}
static const void *RetainBlock(const void *info) { return Block_copy(info); }
static void ReleaseBlock(const void *info) { Block_release(info); }
static void ObserverFired(CFRunLoopObserverRef observer, CFRunLoopActivity activity, void *info) {}
static void TimerFired(CFRunLoopTimerRef timer, void *info) {}
static void Inspect(SCNetworkReachabilityContext *context) {}

@interface Monitor : NSObject
@property (nonatomic, assign) SCNetworkReachabilityRef reachability;
@property (nonatomic, assign) SCNetworkReachabilityFlags flags;
- (void)update:(SCNetworkReachabilityFlags)flags;
@end

@implementation Monitor {
  SCNetworkReachabilityRef _other;
  CFRunLoopObserverRef _observer;
  CFRunLoopTimerRef _timer;
}

- (void)update:(SCNetworkReachabilityFlags)flags {}

// CASE: the context's retain copies the block, the ref is kept by self
- (void)start {
  self.reachability = SCNetworkReachabilityCreateWithName(kCFAllocatorDefault, "example.com");
  StatusBlock callback = ^(SCNetworkReachabilityFlags flags) {
    self.flags = flags; // expected-warning [retain-cycle] {{callback context info}}
  };
  SCNetworkReachabilityContext context = {0, (__bridge void *)callback, RetainBlock, ReleaseBlock, NULL};
  SCNetworkReachabilitySetCallback(self.reachability, ReachabilityChanged, &context);
}

// CASE: the fields set one by one, the ref in an ivar
- (void)startOther {
  _other = SCNetworkReachabilityCreateWithName(kCFAllocatorDefault, "example.org");
  SCNetworkReachabilityContext context = {0, NULL, NULL, NULL, NULL};
  context.info = (__bridge void *)^(SCNetworkReachabilityFlags flags) {
    [self update:flags]; // expected-warning [retain-cycle] {{callback context info}}
  };
  context.retain = RetainBlock;
  context.release = ReleaseBlock;
  SCNetworkReachabilitySetCallback(_other, ReachabilityChanged, &context);
}

// CASE: a run loop observer made with the context, kept in an ivar
- (void)observe {
  CFRunLoopObserverContext context = {0, (__bridge void *)^{
    [self update:0]; // expected-warning [retain-cycle] {{CFRunLoopObserverCreate}}
  }, RetainBlock, ReleaseBlock, NULL};
  _observer = CFRunLoopObserverCreate(kCFAllocatorDefault, kCFRunLoopBeforeWaiting, true, 0, ObserverFired, &context);
}

// CASE: a repeating run loop timer made with the context, kept in an ivar
- (void)tick {
  CFRunLoopTimerContext context = {0, (__bridge void *)^{
    [self update:0]; // expected-warning [retain-cycle] {{CFRunLoopTimerCreate}}
  }, RetainBlock, ReleaseBlock, NULL};
  _timer = CFRunLoopTimerCreate(kCFAllocatorDefault, 0, 1.0, 0, 0, TimerFired, &context);
}

// CASE: a NULL retain callback: the ref keeps a bare pointer, not the block
- (void)startUnretained {
  StatusBlock callback = ^(SCNetworkReachabilityFlags flags) {
    self.flags = flags;
  };
  SCNetworkReachabilityContext context = {0, (__bridge void *)callback, NULL, NULL, NULL};
  SCNetworkReachabilitySetCallback(self.reachability, ReachabilityChanged, &context);
}

// CASE: a ref self does not keep
- (void)probeOnce {
  SCNetworkReachabilityRef probe = SCNetworkReachabilityCreateWithName(kCFAllocatorDefault, "example.net");
  StatusBlock callback = ^(SCNetworkReachabilityFlags flags) {
    self.flags = flags;
  };
  SCNetworkReachabilityContext context = {0, (__bridge void *)callback, RetainBlock, ReleaseBlock, NULL};
  SCNetworkReachabilitySetCallback(probe, ReachabilityChanged, &context);
  CFRelease(probe);
}

// CASE: the block uses a weak self
- (void)startWeak {
  __weak typeof(self) weakSelf = self;
  StatusBlock callback = ^(SCNetworkReachabilityFlags flags) {
    weakSelf.flags = flags;
  };
  SCNetworkReachabilityContext context = {0, (__bridge void *)callback, RetainBlock, ReleaseBlock, NULL};
  SCNetworkReachabilitySetCallback(self.reachability, ReachabilityChanged, &context);
}

// CASE: a run loop timer with an interval of 0 fires once and lets go
- (void)once {
  CFRunLoopTimerContext context = {0, (__bridge void *)^{
    [self update:0];
  }, RetainBlock, ReleaseBlock, NULL};
  _timer = CFRunLoopTimerCreate(kCFAllocatorDefault, 0, 0, 0, 0, TimerFired, &context);
}

// CASE: the context goes to a function that is not listed
- (void)inspect {
  StatusBlock callback = ^(SCNetworkReachabilityFlags flags) {
    self.flags = flags;
  };
  SCNetworkReachabilityContext context = {0, (__bridge void *)callback, RetainBlock, ReleaseBlock, NULL};
  Inspect(&context);
}
@end

// A reachability wrapper that keeps its caller's callback inside a block it hands to the C API.
@interface HostReachability : NSObject
- (void)listenForHost:(NSString *)host callback:(void (^)(BOOL reachable))callback;
- (void)checkHost:(NSString *)host callback:(void (^)(BOOL reachable))callback;
@end

@implementation HostReachability {
  SCNetworkReachabilityRef _ref;
}
- (void)listenForHost:(NSString *)host callback:(void (^)(BOOL reachable))callback {
  _ref = SCNetworkReachabilityCreateWithName(NULL, host.UTF8String);
  StatusBlock wrapper = ^(SCNetworkReachabilityFlags flags) {
    dispatch_async(dispatch_get_main_queue(), ^{
      callback((flags & kSCNetworkReachabilityFlagsReachable) != 0);
    });
  };
  SCNetworkReachabilityContext context = {.version = 0, .info = (__bridge void *)wrapper, .retain = RetainBlock,
                                          .release = ReleaseBlock};
  SCNetworkReachabilitySetCallback(_ref, ReachabilityChanged, &context);
}
- (void)checkHost:(NSString *)host callback:(void (^)(BOOL reachable))callback {
  dispatch_async(dispatch_get_main_queue(), ^{
    callback(YES);
  });
}
@end

@interface Client : NSObject
@property (nonatomic, strong) HostReachability *reachability;
- (void)transition:(BOOL)online;
@end

@implementation Client
- (void)transition:(BOOL)online {}

- (void)connect {
  // CASE: the helper wraps the callback in a block that its ref keeps through the context
  [self.reachability listenForHost:@"example.com" callback:^(BOOL reachable) {
    [self transition:reachable]; // expected-warning [retain-cycle] {{a block that uses it}}
  }];

  // CASE: the helper wraps the callback in a block that only runs once on a queue
  [self.reachability checkHost:@"example.com" callback:^(BOOL reachable) {
    [self transition:reachable];
  }];
}
@end
