// A two-level image cache (memory + disk) in the style of the popular image-loading
// libraries: NSCache in memory, a serial I/O queue for the disk, cleanup when the app goes to the
// background (inside a background task) and on memory warnings, through notification observers.
// blocks: 12
#import <UIKit/UIKit.h>
#import <CommonCrypto/CommonDigest.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, ICImageCacheType) {
    ICImageCacheTypeNone,
    ICImageCacheTypeDisk,
    ICImageCacheTypeMemory
};
typedef void (^ICQueryCompletedBlock)(UIImage * _Nullable image, NSData * _Nullable data, ICImageCacheType cacheType);
typedef void (^ICNoParamsBlock)(void);

@interface ICMemoryCache<KeyType, ObjectType> : NSCache<KeyType, ObjectType>
@property (nonatomic, strong) NSMapTable<KeyType, ObjectType> *weakCache;
@property (nonatomic, strong) dispatch_semaphore_t weakCacheLock;
@property (nonatomic, strong, nullable) id memoryWarningObserver;
@end

@implementation ICMemoryCache
- (instancetype)init {
    self = [super init];
    if (self) {
        _weakCache = [[NSMapTable alloc] initWithKeyOptions:NSPointerFunctionsStrongMemory valueOptions:NSPointerFunctionsWeakMemory capacity:0];
        _weakCacheLock = dispatch_semaphore_create(1);
        // The block-based observer API keeps the block until the token is removed: capturing
        // self strongly here would keep the cache alive for ever.
        __weak typeof(self) weakSelf = self;
        _memoryWarningObserver = [[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationDidReceiveMemoryWarningNotification
                                                                                   object:nil
                                                                                    queue:[NSOperationQueue mainQueue]
                                                                               usingBlock:^(NSNotification *note) {
            [weakSelf removeAllObjects];
        }];
    }
    return self;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_memoryWarningObserver];
}

- (void)setObject:(id)obj forKey:(id)key cost:(NSUInteger)g {
    [super setObject:obj forKey:key cost:g];
    dispatch_semaphore_wait(self.weakCacheLock, DISPATCH_TIME_FOREVER);
    [self.weakCache setObject:obj forKey:key];
    dispatch_semaphore_signal(self.weakCacheLock);
}
@end

@interface ICImageCache : NSObject
@property (nonatomic, strong) ICMemoryCache<NSString *, UIImage *> *memCache;
@property (nonatomic, copy) NSString *diskCachePath;
@property (nonatomic, strong) dispatch_queue_t ioQueue;
@property (nonatomic, strong) NSFileManager *fileManager;
@property (nonatomic, assign) NSTimeInterval maxCacheAge;
@end

@implementation ICImageCache
+ (instancetype)sharedImageCache {
    static dispatch_once_t once;
    static ICImageCache *instance;
    dispatch_once(&once, ^{ instance = [self new]; });
    return instance;
}

- (instancetype)init {
    if ((self = [super init])) {
        _ioQueue = dispatch_queue_create("image.cache.io", DISPATCH_QUEUE_SERIAL);
        _memCache = [[ICMemoryCache alloc] init];
        _maxCacheAge = 60 * 60 * 24 * 7;
        NSArray<NSString *> *paths = NSSearchPathForDirectoriesInDomains(NSCachesDirectory, NSUserDomainMask, YES);
        _diskCachePath = [paths.firstObject stringByAppendingPathComponent:@"images"];
        dispatch_sync(_ioQueue, ^{
            self.fileManager = [NSFileManager new];
        });
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(deleteOldFiles)
                                                     name:UIApplicationWillTerminateNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(backgroundDeleteOldFiles)
                                                     name:UIApplicationDidEnterBackgroundNotification object:nil];
    }
    return self;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (NSString *)cachedFileNameForKey:(NSString *)key {
    const char *str = key.UTF8String;
    unsigned char r[16];
    CC_MD5(str, (CC_LONG)strlen(str), r);
    return [NSString stringWithFormat:@"%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x",
            r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11], r[12], r[13], r[14], r[15]];
}

- (void)storeImage:(UIImage *)image imageData:(nullable NSData *)imageData forKey:(NSString *)key toDisk:(BOOL)toDisk completion:(nullable ICNoParamsBlock)completionBlock {
    [self.memCache setObject:image forKey:key cost:(NSUInteger)(image.size.width * image.size.height * image.scale * image.scale)];
    if (!toDisk) {
        if (completionBlock) { completionBlock(); }
        return;
    }
    dispatch_async(self.ioQueue, ^{
        @autoreleasepool {
            NSData *data = imageData ?: UIImagePNGRepresentation(image);
            [self.fileManager createDirectoryAtPath:self.diskCachePath withIntermediateDirectories:YES attributes:nil error:NULL];
            NSString *path = [self.diskCachePath stringByAppendingPathComponent:[self cachedFileNameForKey:key]];
            [data writeToFile:path atomically:YES];
        }
        if (completionBlock) {
            dispatch_async(dispatch_get_main_queue(), ^{ completionBlock(); });
        }
    });
}

- (nullable NSOperation *)queryCacheOperationForKey:(nullable NSString *)key done:(nullable ICQueryCompletedBlock)doneBlock {
    if (!key) {
        if (doneBlock) { doneBlock(nil, nil, ICImageCacheTypeNone); }
        return nil;
    }
    UIImage *image = [self.memCache objectForKey:key];
    if (image) {
        if (doneBlock) { doneBlock(image, nil, ICImageCacheTypeMemory); }
        return nil;
    }
    NSOperation *operation = [NSOperation new];
    dispatch_async(self.ioQueue, ^{
        if (operation.isCancelled) { return; }
        @autoreleasepool {
            NSString *path = [self.diskCachePath stringByAppendingPathComponent:[self cachedFileNameForKey:key]];
            NSData *diskData = [NSData dataWithContentsOfFile:path];
            UIImage *diskImage = diskData ? [UIImage imageWithData:diskData] : nil;
            if (diskImage) { [self.memCache setObject:diskImage forKey:key cost:1]; }
            if (doneBlock) {
                dispatch_async(dispatch_get_main_queue(), ^{ doneBlock(diskImage, diskData, ICImageCacheTypeDisk); });
            }
        }
    });
    return operation;
}

- (void)deleteOldFiles { [self deleteOldFilesWithCompletionBlock:nil]; }

- (void)deleteOldFilesWithCompletionBlock:(nullable ICNoParamsBlock)completionBlock {
    dispatch_async(self.ioQueue, ^{
        NSURL *diskCacheURL = [NSURL fileURLWithPath:self.diskCachePath isDirectory:YES];
        NSArray<NSString *> *keys = @[NSURLIsDirectoryKey, NSURLContentModificationDateKey, NSURLTotalFileAllocatedSizeKey];
        NSDirectoryEnumerator *enumerator = [self.fileManager enumeratorAtURL:diskCacheURL includingPropertiesForKeys:keys
                                                                      options:NSDirectoryEnumerationSkipsHiddenFiles errorHandler:NULL];
        NSDate *expirationDate = [NSDate dateWithTimeIntervalSinceNow:-self.maxCacheAge];
        NSMutableArray<NSURL *> *urlsToDelete = [NSMutableArray array];
        for (NSURL *fileURL in enumerator) {
            NSDictionary<NSString *, id> *values = [fileURL resourceValuesForKeys:keys error:NULL];
            NSDate *modified = values[NSURLContentModificationDateKey];
            if ([[modified laterDate:expirationDate] isEqualToDate:expirationDate]) { [urlsToDelete addObject:fileURL]; }
        }
        [urlsToDelete enumerateObjectsUsingBlock:^(NSURL *url, NSUInteger idx, BOOL *stop) {
            [self.fileManager removeItemAtURL:url error:nil];
        }];
        if (completionBlock) {
            dispatch_async(dispatch_get_main_queue(), ^{ completionBlock(); });
        }
    });
}

- (void)backgroundDeleteOldFiles {
    UIApplication *application = [UIApplication sharedApplication];
    __block UIBackgroundTaskIdentifier bgTask = [application beginBackgroundTaskWithExpirationHandler:^{
        [application endBackgroundTask:bgTask];
        bgTask = UIBackgroundTaskInvalid;
    }];
    [self deleteOldFilesWithCompletionBlock:^{
        [application endBackgroundTask:bgTask];
        bgTask = UIBackgroundTaskInvalid;
    }];
}
@end

NS_ASSUME_NONNULL_END
