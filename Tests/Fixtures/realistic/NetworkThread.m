// The keep-alive network thread of older Objective-C networking libraries: one thread whose
// run loop is kept alive by a port, so NSURLConnection and stream callbacks have somewhere to
// run. The thread never exits; everything its blocks capture stays alive with it.
// blocks: 6
#import <Foundation/Foundation.h>

@interface NTRequestOperation : NSOperation <NSURLConnectionDataDelegate>
@property (nonatomic, strong) NSURLRequest *request;
@property (nonatomic, strong) NSURLConnection *connection;
@property (nonatomic, strong) NSMutableData *responseData;
@property (nonatomic, strong) NSSet<NSString *> *runLoopModes;
@property (nonatomic, copy) void (^completion)(NSData *data, NSError *error);
@property (nonatomic, strong) NSRecursiveLock *lock;
@end

@implementation NTRequestOperation

+ (void)networkRequestThreadEntryPoint:(id)__unused object {
    @autoreleasepool {
        [[NSThread currentThread] setName:@"NTNetworking"];
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

+ (NSThread *)blockBasedNetworkThread {
    static NSThread *thread = nil;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        thread = [[NSThread alloc] initWithBlock:^{
            NSRunLoop *runLoop = [NSRunLoop currentRunLoop];
            [runLoop addPort:[NSPort port] forMode:NSRunLoopCommonModes];
            while (![[NSThread currentThread] isCancelled]) {
                [runLoop runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
            }
        }];
        thread.name = @"NTBlockNetworking";
        [thread start];
    });
    return thread;
}

- (instancetype)initWithRequest:(NSURLRequest *)request {
    if ((self = [super init])) {
        _request = request;
        _runLoopModes = [NSSet setWithObject:NSRunLoopCommonModes];
        _lock = [[NSRecursiveLock alloc] init];
        _lock.name = @"nt.operation.lock";
    }
    return self;
}

- (void)start {
    [self.lock lock];
    if (![self isCancelled]) {
        [self performSelector:@selector(operationDidStart) onThread:[[self class] networkRequestThread]
                   withObject:nil waitUntilDone:NO modes:[self.runLoopModes allObjects]];
    }
    [self.lock unlock];
}

- (void)operationDidStart {
    [self.lock lock];
    self.connection = [[NSURLConnection alloc] initWithRequest:self.request delegate:self startImmediately:NO];
    NSRunLoop *runLoop = [NSRunLoop currentRunLoop];
    for (NSString *runLoopMode in self.runLoopModes) {
        [self.connection scheduleInRunLoop:runLoop forMode:runLoopMode];
    }
    [self.connection start];
    [self.lock unlock];
    dispatch_async(dispatch_get_main_queue(), ^{
        [[NSNotificationCenter defaultCenter] postNotificationName:@"NTNetworkingOperationDidStartNotification" object:self];
    });
}

- (void)connection:(NSURLConnection *)connection didReceiveData:(NSData *)data {
    if (!self.responseData) { self.responseData = [NSMutableData data]; }
    [self.responseData appendData:data];
}

- (void)connectionDidFinishLoading:(NSURLConnection *)connection {
    NSData *data = [self.responseData copy];
    self.connection = nil;
    CFRunLoopPerformBlock(CFRunLoopGetMain(), kCFRunLoopCommonModes, ^{
        if (self.completion) { self.completion(data, nil); }
    });
    CFRunLoopWakeUp(CFRunLoopGetMain());
}

- (void)connection:(NSURLConnection *)connection didFailWithError:(NSError *)error {
    [[NSRunLoop mainRunLoop] performBlock:^{
        if (self.completion) { self.completion(nil, error); }
    }];
}

- (void)stopNetworkThread {
    NSThread *thread = [[self class] blockBasedNetworkThread];
    [thread cancel];
    [self performSelector:@selector(wakeUp) onThread:thread withObject:nil waitUntilDone:NO];
}

- (void)wakeUp {
    CFRunLoopStop(CFRunLoopGetCurrent());
}

@end
