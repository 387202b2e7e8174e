// runloop-unstoppable: the stop is matched to the loop that -run runs, by data flow in the file.
#import <Foundation/Foundation.h>

// CASE: the loop stored by the thread entry is stopped later from another method
@interface StoredLoopServer : NSObject {
  CFRunLoopRef _serverLoop;
}
- (void)start;
- (void)stop;
@end

@implementation StoredLoopServer
- (void)start {
  NSThread *t = [[NSThread alloc] initWithTarget:self selector:@selector(serve) object:nil];
  [t start];
}
- (void)serve {
  _serverLoop = CFRunLoopGetCurrent();
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run]; // expected-warning [runloop-unstoppable]
}
- (void)stop {
  CFRunLoopStop(_serverLoop);
}
@end

// CASE: a method performed on the thread stops its current loop
@interface PerformedStop : NSObject
@property (nonatomic, strong) NSThread *workerThread;
@end

@implementation PerformedStop
- (void)start {
  self.workerThread = [[NSThread alloc] initWithTarget:self selector:@selector(work) object:nil];
  [self.workerThread start];
}
- (void)work {
  NSRunLoop *rl = [NSRunLoop currentRunLoop];
  [rl addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [rl run]; // expected-warning [runloop-unstoppable]
}
- (void)stop {
  [self performSelector:@selector(stopOnWorker) onThread:self.workerThread withObject:nil waitUntilDone:NO];
}
- (void)stopOnWorker {
  CFRunLoopStop(CFRunLoopGetCurrent());
}
@end

// CASE: the NSRunLoop kept in a property, stopped through getCFRunLoop
@interface HeldRunLoop : NSObject
@property (nonatomic, strong) NSRunLoop *heldLoop;
@end

@implementation HeldRunLoop
- (void)start {
  [NSThread detachNewThreadWithBlock:^{
    self.heldLoop = [NSRunLoop currentRunLoop];
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [self.heldLoop run]; // expected-warning [runloop-unstoppable]
  }];
}
- (void)stop {
  CFRunLoopStop([self.heldLoop getCFRunLoop]);
}
@end

// CASE: a worker thread runs; only the main loop is stopped: another loop, silent
@interface MainStopper : NSObject
@end

@implementation MainStopper
- (void)start {
  [NSThread detachNewThreadSelector:@selector(backgroundMain) toTarget:self withObject:nil];
}
- (void)backgroundMain {
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run];
}
- (void)quitApp {
  CFRunLoopStop(CFRunLoopGetMain());
}
- (void)quitFromMainQueue {
  dispatch_async(dispatch_get_main_queue(), ^{
    CFRunLoopStop(CFRunLoopGetCurrent());
  });
}
@end

// CASE: two threads; the stop targets the other thread's stored loop: silent
@interface TwoThreads : NSObject {
  CFRunLoopRef _pollLoop;
  volatile BOOL _pollDone;
}
@end

@implementation TwoThreads
- (void)start {
  [[[NSThread alloc] initWithTarget:self selector:@selector(listen) object:nil] start];
  [[[NSThread alloc] initWithTarget:self selector:@selector(poll) object:nil] start];
}
- (void)listen {
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run];
}
- (void)poll {
  _pollLoop = CFRunLoopGetCurrent();
  NSRunLoop *rl = [NSRunLoop currentRunLoop];
  [rl addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  while (!_pollDone && [rl runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]) {
  }
}
- (void)stopPolling {
  _pollDone = YES;
  CFRunLoopStop(_pollLoop);
}
@end

// CASE: the stop is performed on a thread returned by a helper, not the one that runs: silent
@interface OtherThreadStop : NSObject
@end

@implementation OtherThreadStop
+ (NSThread *)flagThread {
  static NSThread *flagThread = nil;
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    flagThread = [[NSThread alloc] initWithBlock:^{
      NSRunLoop *rl = [NSRunLoop currentRunLoop];
      [rl addPort:[NSPort port] forMode:NSDefaultRunLoopMode];
      while (![[NSThread currentThread] isCancelled]) {
        [rl runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
      }
    }];
    [flagThread start];
  });
  return flagThread;
}
+ (void)foreverEntry:(id)unused {
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run];
}
+ (void)startForever {
  [[[NSThread alloc] initWithTarget:self selector:@selector(foreverEntry:) object:nil] start];
}
- (void)stopFlagThread {
  NSThread *thread = [[self class] flagThread];
  [thread cancel];
  [self performSelector:@selector(wake) onThread:thread withObject:nil waitUntilDone:NO];
}
- (void)wake {
  CFRunLoopStop(CFRunLoopGetCurrent());
}
@end
