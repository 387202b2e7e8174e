// Threads with run loops: a class-level network thread (AFNetworking style), an instance thread,
// tests spinning the main run loop, GCD workers. Parsed against the SDK shim.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
@interface XCTestCase : NSObject
@end

@interface NetworkThread : NSObject
@property (nonatomic, strong) NSThread *thread;
@property (nonatomic, strong) NSTimer *keepAlive;
@property (atomic) BOOL cancelled;
@end

@implementation NetworkThread
// CASE: AFNetworking-style singleton thread entry: class method target -> not self instance
+ (void)networkRequestThreadEntryPoint:(id)object {
  @autoreleasepool {
    [[NSThread currentThread] setName:@"AFNetworking"];
    NSRunLoop *runLoop = [NSRunLoop currentRunLoop];
    [runLoop addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [runLoop run];
  }
}
+ (NSThread *)networkRequestThread {
  static NSThread *_networkRequestThread = nil;
  static dispatch_once_t oncePredicate;
  dispatch_once(&oncePredicate, ^{
    _networkRequestThread = [[NSThread alloc] initWithTarget:self selector:@selector(networkRequestThreadEntryPoint:) object:nil];
    [_networkRequestThread start];
  });
  return _networkRequestThread;
}

// CASE: instance thread, target self, loop with port
- (void)start {
  self.thread = [[NSThread alloc] initWithTarget:self selector:@selector(main:) object:nil]; // expected-warning [keepalive-thread-self]
  [self.thread start];
}
- (void)main:(id)arg {
  NSRunLoop *rl = [NSRunLoop currentRunLoop];
  [rl addPort:[NSPort port] forMode:NSDefaultRunLoopMode];
  while (!self.cancelled) {
    [rl runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
  }
}

// CASE: timer in a local added to the current loop, not stored on self
- (void)localTimer {
  NSTimer *t = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(start) userInfo:nil repeats:YES];
  [[NSRunLoop mainRunLoop] addTimer:t forMode:NSRunLoopCommonModes];
}

// CASE: keepAlive timer stored on self with weak proxy-less target, repeats:YES in variable
- (void)keep:(BOOL)repeat {
  self.keepAlive = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(start) userInfo:nil repeats:repeat]; // expected-warning [timer-target-cycle]
}

// CASE: perform on another thread is fine
- (void)send {
  [self performSelector:@selector(start) onThread:self.thread withObject:nil waitUntilDone:NO];
}
@end

@interface WaitTests : XCTestCase
@end
@implementation WaitTests
// CASE: test waiting on main run loop
- (void)testWaits {
  __block BOOL done = NO;
  dispatch_async(dispatch_get_main_queue(), ^{ done = YES; });
  while (!done) {
    [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:0.1]];
  }
}
@end

@interface Spinner : NSObject
@end
@implementation Spinner
// CASE: GCD worker spinning a loop with nothing
- (void)go {
  dispatch_async(dispatch_get_global_queue(QOS_CLASS_DEFAULT, 0), ^{
    [[NSRunLoop currentRunLoop] run]; // expected-warning [runloop-no-source]
  });
}
// CASE: CFRunLoop observer created and later removed
- (void)observe {
  CFRunLoopObserverRef obs = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, kCFRunLoopBeforeWaiting, YES, 0, ^(CFRunLoopObserverRef observer, CFRunLoopActivity activity) {
    [self go];
  });
  CFRunLoopAddObserver(CFRunLoopGetMain(), obs, kCFRunLoopCommonModes);
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC), dispatch_get_main_queue(), ^{
    CFRunLoopRemoveObserver(CFRunLoopGetMain(), obs, kCFRunLoopCommonModes);
    CFRelease(obs);
  });
}
@end
