// An image downloader in the style of the popular image-loading libraries: an NSOperation
// subclass per URL with an array of progress/completion callback dictionaries guarded by a
// concurrent barrier queue, cancel tokens, and a downloader that de-duplicates URLs.
// blocks: 13
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^IDProgressBlock)(NSInteger receivedSize, NSInteger expectedSize, NSURL * _Nullable targetURL);
typedef void (^IDCompletedBlock)(UIImage * _Nullable image, NSData * _Nullable data, NSError * _Nullable error, BOOL finished);
typedef NSMutableDictionary<NSString *, id> IDCallbacksDictionary;
static NSString * const kProgressCallbackKey = @"progress";
static NSString * const kCompletedCallbackKey = @"completed";

@interface IDDownloaderOperation : NSOperation <NSURLSessionDataDelegate>
@property (strong, nonatomic, readonly, nullable) NSURLRequest *request;
@property (strong, nonatomic, readonly, nullable) NSURLSessionTask *dataTask;
@property (assign, nonatomic, getter = isExecuting) BOOL executing;
@property (assign, nonatomic, getter = isFinished) BOOL finished;
@property (strong, nonatomic, nullable) NSMutableData *imageData;
@property (strong, nonatomic, nonnull) NSMutableArray<IDCallbacksDictionary *> *callbackBlocks;
@property (strong, nonatomic, nonnull) dispatch_queue_t barrierQueue;
@property (weak, nonatomic, nullable) NSURLSession *unownedSession;
@property (assign, nonatomic) UIBackgroundTaskIdentifier backgroundTaskId;
@end

@implementation IDDownloaderOperation
@synthesize executing = _executing;
@synthesize finished = _finished;

- (instancetype)initWithRequest:(nullable NSURLRequest *)request inSession:(nullable NSURLSession *)session {
    if ((self = [super init])) {
        _request = [request copy];
        _callbackBlocks = [NSMutableArray new];
        _unownedSession = session;
        _barrierQueue = dispatch_queue_create("image.downloader.barrier", DISPATCH_QUEUE_CONCURRENT);
    }
    return self;
}

- (nullable id)addHandlersForProgress:(nullable IDProgressBlock)progressBlock completed:(nullable IDCompletedBlock)completedBlock {
    IDCallbacksDictionary *callbacks = [NSMutableDictionary new];
    if (progressBlock) callbacks[kProgressCallbackKey] = [progressBlock copy];
    if (completedBlock) callbacks[kCompletedCallbackKey] = [completedBlock copy];
    dispatch_barrier_async(self.barrierQueue, ^{
        [self.callbackBlocks addObject:callbacks];
    });
    return callbacks;
}

- (nullable NSArray<id> *)callbacksForKey:(NSString *)key {
    __block NSMutableArray<id> *callbacks = nil;
    dispatch_sync(self.barrierQueue, ^{
        callbacks = [[self.callbackBlocks valueForKey:key] mutableCopy];
        [callbacks removeObjectIdenticalTo:[NSNull null]];
    });
    return [callbacks copy];
}

- (BOOL)cancel:(nullable id)token {
    __block BOOL shouldCancel = NO;
    dispatch_barrier_sync(self.barrierQueue, ^{
        [self.callbackBlocks removeObjectIdenticalTo:token];
        if (self.callbackBlocks.count == 0) { shouldCancel = YES; }
    });
    if (shouldCancel) { [self cancel]; }
    return shouldCancel;
}

- (void)start {
    @synchronized (self) {
        if (self.isCancelled) { self.finished = YES; return; }
        __weak __typeof__ (self) wself = self;
        UIApplication *app = [UIApplication sharedApplication];
        self.backgroundTaskId = [app beginBackgroundTaskWithExpirationHandler:^{
            __strong __typeof (wself) sself = wself;
            if (sself) {
                [sself cancel];
                [app endBackgroundTask:sself.backgroundTaskId];
                sself.backgroundTaskId = UIBackgroundTaskInvalid;
            }
        }];
        NSURLSession *session = self.unownedSession;
        _dataTask = [session dataTaskWithRequest:self.request];
        self.executing = YES;
    }
    [self.dataTask resume];
    for (IDProgressBlock progressBlock in [self callbacksForKey:kProgressCallbackKey]) {
        progressBlock(0, NSURLResponseUnknownLength, self.request.URL);
    }
    dispatch_async(dispatch_get_main_queue(), ^{
        [[NSNotificationCenter defaultCenter] postNotificationName:@"IDDownloadStartNotification" object:self];
    });
}

- (void)URLSession:(NSURLSession *)session dataTask:(NSURLSessionDataTask *)dataTask didReceiveData:(NSData *)data {
    if (!self.imageData) { self.imageData = [[NSMutableData alloc] initWithCapacity:(NSUInteger)dataTask.countOfBytesExpectedToReceive]; }
    [self.imageData appendData:data];
    NSInteger received = (NSInteger)self.imageData.length;
    NSInteger expected = (NSInteger)dataTask.countOfBytesExpectedToReceive;
    [[self callbacksForKey:kProgressCallbackKey] enumerateObjectsUsingBlock:^(IDProgressBlock progressBlock, NSUInteger idx, BOOL *stop) {
        progressBlock(received, expected, self.request.URL);
    }];
}

- (void)URLSession:(NSURLSession *)session task:(NSURLSessionTask *)task didCompleteWithError:(nullable NSError *)error {
    NSArray<id> *completionBlocks = [self callbacksForKey:kCompletedCallbackKey];
    NSData *imageData = [self.imageData copy];
    dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_HIGH, 0), ^{
        UIImage *image = imageData ? [UIImage imageWithData:imageData] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{
            for (IDCompletedBlock completedBlock in completionBlocks) {
                completedBlock(image, imageData, error, YES);
            }
            [self done];
        });
    });
}

- (void)done {
    self.finished = YES;
    self.executing = NO;
    dispatch_barrier_async(self.barrierQueue, ^{ [self.callbackBlocks removeAllObjects]; });
}
@end

@interface IDDownloader : NSObject
@property (strong, nonatomic) NSOperationQueue *downloadQueue;
@property (strong, nonatomic) NSMutableDictionary<NSURL *, IDDownloaderOperation *> *URLOperations;
@property (strong, nonatomic) dispatch_queue_t barrierQueue;
@property (strong, nonatomic) NSURLSession *session;
@end

@implementation IDDownloader
- (nullable id)downloadImageWithURL:(nullable NSURL *)url progress:(nullable IDProgressBlock)progressBlock completed:(nullable IDCompletedBlock)completedBlock {
    if (url == nil) {
        if (completedBlock) { completedBlock(nil, nil, nil, NO); }
        return nil;
    }
    __block id token = nil;
    dispatch_barrier_sync(self.barrierQueue, ^{
        IDDownloaderOperation *operation = self.URLOperations[url];
        if (!operation) {
            NSMutableURLRequest *request = [[NSMutableURLRequest alloc] initWithURL:url cachePolicy:NSURLRequestReloadIgnoringLocalCacheData timeoutInterval:15];
            operation = [[IDDownloaderOperation alloc] initWithRequest:request inSession:self.session];
            self.URLOperations[url] = operation;
            __weak IDDownloaderOperation *woperation = operation;
            operation.completionBlock = ^{
                dispatch_barrier_sync(self.barrierQueue, ^{
                    IDDownloaderOperation *soperation = woperation;
                    if (!soperation) return;
                    if (self.URLOperations[url] == soperation) { [self.URLOperations removeObjectForKey:url]; }
                });
            };
            [self.downloadQueue addOperation:operation];
        }
        token = [operation addHandlersForProgress:progressBlock completed:completedBlock];
    });
    return token;
}

- (void)cancelAllDownloads {
    [self.downloadQueue cancelAllOperations];
    [self.downloadQueue addOperationWithBlock:^{ NSLog(@"cancelled all downloads of %@", self); }];
}
@end

NS_ASSUME_NONNULL_END
