// keepalive-thread (Objective-C): the classic network thread (AFNetworking 2's
// +networkRequestThread) as it was written.
//
// What to look at
//   One shared thread, created once with dispatch_once, kept alive by a port in its run loop.
//   Work reaches it with performSelector:onThread:withObject:waitUntilDone:. The entry point is
//   a class method and its target is the class, so no instance is kept alive by the thread, and
//   lint has nothing to say (it knows a class object owns nothing that could leak). A
//   keep-alive thread is fine when nothing it holds should ever go away; it just can never be
//   stopped (see runloop-stop-vs-run).
//   keepalive-thread.c and keepalive-thread.swift run the same pattern, stoppable.
//
// Run: capcheck examples --only keepalive-thread --explain
#import <Foundation/Foundation.h>

@interface NetworkClient : NSObject
+ (NSThread *)networkRequestThread;
- (void)startRequest;
@end

@implementation NetworkClient

+ (void)networkRequestThreadEntryPoint:(id)object {
    @autoreleasepool {
        [[NSThread currentThread] setName:@"network"];
        NSRunLoop *runLoop = [NSRunLoop currentRunLoop];
        [runLoop addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
        [runLoop run];
    }
}

+ (NSThread *)networkRequestThread {
    static NSThread *networkRequestThread = nil;
    static dispatch_once_t oncePredicate;
    // In a class method `self` is the class: captured, but a class object is never deallocated.
    // expected-capture@+1 {{networkRequestThread: pointer strong}} {{self: value none}}
    dispatch_once(&oncePredicate, ^{
        networkRequestThread = [[NSThread alloc] initWithTarget:self selector:@selector(networkRequestThreadEntryPoint:) object:nil];
        [networkRequestThread start];
    });
    return networkRequestThread;
}

- (void)operationDidStart {}

- (void)startRequest {
    [self performSelector:@selector(operationDidStart) onThread:[[self class] networkRequestThread] withObject:nil waitUntilDone:NO];
}

@end
