// runloop-unstoppable: when one side's loop is not known from the file, keep reporting.
#import <Foundation/Foundation.h>

// CASE: the stopped loop comes from a caller; it can be the worker's
@interface HandedLoop : NSObject
@end

@implementation HandedLoop
- (void)start {
  [NSThread detachNewThreadWithBlock:^{
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [[NSRunLoop currentRunLoop] run]; // expected-warning [runloop-unstoppable]
  }];
}
- (void)stopLoop:(CFRunLoopRef)loop {
  CFRunLoopStop(loop);
}
@end

// CASE: a block performed on the stored loop stops the current loop, that is the stored one
@interface PerformBlockStop : NSObject
@property (nonatomic) CFRunLoopRef blockLoop;
@end

@implementation PerformBlockStop
- (void)threadBody {
  self.blockLoop = CFRunLoopGetCurrent();
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run]; // expected-warning [runloop-unstoppable]
}
- (void)stop {
  CFRunLoopPerformBlock(self.blockLoop, kCFRunLoopDefaultMode, ^{
    CFRunLoopStop(CFRunLoopGetCurrent());
  });
}
@end
