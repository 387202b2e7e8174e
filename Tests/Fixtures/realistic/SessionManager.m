// A session manager in the style of the popular Objective-C networking libraries: one
// NSURLSession, per-task delegates in a dictionary keyed by task identifier and guarded by a
// lock, completion handlers called on a completion queue inside a dispatch group.
// blocks: 9
@import Foundation;

NS_ASSUME_NONNULL_BEGIN

typedef void (^CCProgressBlock)(NSProgress *progress);
typedef void (^CCCompletionBlock)(NSURLResponse *response, id _Nullable responseObject, NSError * _Nullable error);

FOUNDATION_EXPORT NSString * const CCNetworkingTaskDidResumeNotification;
NSString * const CCNetworkingTaskDidResumeNotification = @"cc.networking.task.resume";

static dispatch_queue_t cc_processing_queue(void) {
    static dispatch_queue_t queue;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        queue = dispatch_queue_create("cc.networking.processing", DISPATCH_QUEUE_CONCURRENT);
    });
    return queue;
}

static dispatch_group_t cc_completion_group(void) {
    static dispatch_group_t group;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{ group = dispatch_group_create(); });
    return group;
}

@interface CCTaskDelegate : NSObject <NSURLSessionDataDelegate>
@property (nonatomic, weak) id manager;
@property (nonatomic, strong) NSMutableData *mutableData;
@property (nonatomic, strong) NSProgress *downloadProgress;
@property (nonatomic, copy, nullable) CCProgressBlock downloadProgressBlock;
@property (nonatomic, copy, nullable) CCCompletionBlock completionHandler;
@end

@implementation CCTaskDelegate
- (instancetype)initWithTask:(NSURLSessionTask *)task {
    self = [super init];
    if (!self) { return nil; }
    _mutableData = [NSMutableData data];
    _downloadProgress = [[NSProgress alloc] initWithParent:nil userInfo:nil];
    __weak __typeof__(task) weakTask = task;
    _downloadProgress.cancellable = YES;
    _downloadProgress.cancellationHandler = ^{ [weakTask cancel]; };
    _downloadProgress.pausingHandler = ^{ [weakTask suspend]; };
    _downloadProgress.resumingHandler = ^{ [weakTask resume]; };
    return self;
}

- (void)URLSession:(NSURLSession *)session task:(NSURLSessionTask *)task didCompleteWithError:(nullable NSError *)error {
    NSData *data = [self.mutableData copy];
    self.mutableData = nil;
    dispatch_async(cc_processing_queue(), ^{
        id responseObject = data.length > 0 ? [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL] : nil;
        dispatch_group_async(cc_completion_group(), dispatch_get_main_queue(), ^{
            if (self.completionHandler) {
                self.completionHandler(task.response, responseObject, error);
            }
        });
    });
}

- (void)URLSession:(NSURLSession *)session dataTask:(NSURLSessionDataTask *)dataTask didReceiveData:(NSData *)data {
    self.downloadProgress.totalUnitCount = dataTask.countOfBytesExpectedToReceive;
    self.downloadProgress.completedUnitCount = dataTask.countOfBytesReceived;
    [self.mutableData appendData:data];
    if (self.downloadProgressBlock) { self.downloadProgressBlock(self.downloadProgress); }
}
@end

@interface CCSessionManager : NSObject <NSURLSessionDataDelegate>
@property (readonly, nonatomic, strong) NSURLSession *session;
@property (readonly, nonatomic, strong) NSOperationQueue *operationQueue;
@property (nonatomic, strong, nullable) dispatch_queue_t completionQueue;
@property (readwrite, nonatomic, strong) NSMutableDictionary<NSNumber *, CCTaskDelegate *> *mutableTaskDelegatesKeyedByTaskIdentifier;
@property (readwrite, nonatomic, strong) NSLock *lock;
@property (nonatomic, copy, nullable) NSURLSessionAuthChallengeDisposition (^sessionDidReceiveAuthenticationChallenge)(NSURLSession *session, NSURLAuthenticationChallenge *challenge, NSURLCredential * _Nullable __autoreleasing * _Nullable credential);
@end

@implementation CCSessionManager
- (instancetype)initWithSessionConfiguration:(nullable NSURLSessionConfiguration *)configuration {
    self = [super init];
    if (!self) { return nil; }
    _operationQueue = [[NSOperationQueue alloc] init];
    _operationQueue.maxConcurrentOperationCount = 1;
    // The session retains its delegate until it is invalidated: the manager lives as long as the
    // session unless someone calls invalidateSessionCancelingTasks:.
    _session = [NSURLSession sessionWithConfiguration:configuration ?: [NSURLSessionConfiguration defaultSessionConfiguration]
                                             delegate:self delegateQueue:_operationQueue];
    _mutableTaskDelegatesKeyedByTaskIdentifier = [[NSMutableDictionary alloc] init];
    _lock = [[NSLock alloc] init];
    [_session getTasksWithCompletionHandler:^(NSArray *dataTasks, NSArray *uploadTasks, NSArray *downloadTasks) {
        for (NSURLSessionDataTask *task in dataTasks) {
            [self addDelegateForDataTask:task progress:nil completionHandler:nil];
        }
    }];
    return self;
}

- (void)addDelegateForDataTask:(NSURLSessionDataTask *)dataTask progress:(nullable CCProgressBlock)progress completionHandler:(nullable CCCompletionBlock)completionHandler {
    CCTaskDelegate *delegate = [[CCTaskDelegate alloc] initWithTask:dataTask];
    delegate.manager = self;
    delegate.completionHandler = completionHandler;
    delegate.downloadProgressBlock = progress;
    [self.lock lock];
    self.mutableTaskDelegatesKeyedByTaskIdentifier[@(dataTask.taskIdentifier)] = delegate;
    [self.lock unlock];
}

- (NSURLSessionDataTask *)dataTaskWithRequest:(NSURLRequest *)request completionHandler:(nullable CCCompletionBlock)completionHandler {
    NSURLSessionDataTask *dataTask = [self.session dataTaskWithRequest:request];
    [self addDelegateForDataTask:dataTask progress:nil completionHandler:completionHandler];
    return dataTask;
}

- (void)URLSession:(NSURLSession *)session didReceiveChallenge:(NSURLAuthenticationChallenge *)challenge completionHandler:(void (^)(NSURLSessionAuthChallengeDisposition disposition, NSURLCredential * _Nullable credential))completionHandler {
    NSURLSessionAuthChallengeDisposition disposition = NSURLSessionAuthChallengePerformDefaultHandling;
    __block NSURLCredential *credential = nil;
    if (self.sessionDidReceiveAuthenticationChallenge) {
        disposition = self.sessionDidReceiveAuthenticationChallenge(session, challenge, &credential);
    } else if ([challenge.protectionSpace.authenticationMethod isEqualToString:NSURLAuthenticationMethodServerTrust]) {
        credential = [NSURLCredential credentialForTrust:challenge.protectionSpace.serverTrust];
        disposition = NSURLSessionAuthChallengeUseCredential;
    }
    if (completionHandler) { completionHandler(disposition, credential); }
}

- (void)invalidateSessionCancelingTasks:(BOOL)cancelPendingTasks {
    dispatch_async(dispatch_get_main_queue(), ^{
        if (cancelPendingTasks) { [self.session invalidateAndCancel]; } else { [self.session finishTasksAndInvalidate]; }
    });
}
@end

NS_ASSUME_NONNULL_END
