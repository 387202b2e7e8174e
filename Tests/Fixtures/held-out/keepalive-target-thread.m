// Thread kept alive by a run loop with selector target self; and a thread that exits.
#import <Foundation/Foundation.h>

@interface Net : NSObject
@property (nonatomic, strong) NSThread *thread;
@end

@implementation Net

- (void)threadMain {
  @autoreleasepool {
    [[NSRunLoop currentRunLoop] addPort:[NSPort port] forMode:NSDefaultRunLoopMode];
    [[NSRunLoop currentRunLoop] run];
  }
}

// CASE: target:self thread running a kept-alive loop
- (void)start {
  self.thread = [[NSThread alloc] initWithTarget:self selector:@selector(threadMain) object:nil]; // expected-warning [keepalive-thread-self]
  [self.thread start];
}

// CASE: a detached thread that does a bit of work and returns: no run loop, fine
- (void)compute {
  [NSThread detachNewThreadWithBlock:^{
    [self description];
  }];
}
@end
