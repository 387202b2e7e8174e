// A thread kept alive by a run loop with a port, whose entry block captures self strongly.
#import <Foundation/Foundation.h>

@interface SocketThread : NSObject
@property (nonatomic, strong) NSThread *thread;
- (void)pump;
@end

@implementation SocketThread
- (void)pump {}

// CASE: block entry with strong self and a run loop kept alive by a port
- (void)start {
  self.thread = [[NSThread alloc] initWithBlock:^{
    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
    [self pump]; // expected-warning [keepalive-thread-self]
    [[NSRunLoop currentRunLoop] run];
  }];
  [self.thread start];
}
@end
