// Threads whose entry is not self: an NSThread subclass running its own loop, a thread targeting
// another object; and a short main-thread run-loop spin in a view controller. All silent.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface WorkerThread : NSThread
@end
@implementation WorkerThread
// CASE: NSThread subclass: the thread keeping itself alive while it runs is the design
- (void)main {
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  while (!self.isCancelled) {
    [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
  }
}
@end

@interface Worker : NSObject
- (void)loop;
@end
@implementation Worker
// CASE: worker object running a kept-alive loop
- (void)loop {
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run];
}
@end

@interface Owner : UIViewController
@property (nonatomic, strong) Worker *worker;
@property (nonatomic, strong) NSThread *thread;
@property (nonatomic, strong) WorkerThread *wt;
@end
@implementation Owner
// CASE: thread targeting another object, and the subclass started from a controller
- (void)start {
  self.thread = [[NSThread alloc] initWithTarget:self.worker selector:@selector(loop) object:nil];
  [self.thread start];
  self.wt = [[WorkerThread alloc] init];
  [self.wt start];
}
// CASE: main-thread spin of the run loop
- (void)waitABit {
  [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:0.1]];
}
@end

