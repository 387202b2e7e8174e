// Block-based key-value observing in the style of the popular KVO controller libraries: each
// observation stores its block in an info object held by a shared observer; the controller
// unobserves everything in dealloc. A block that captures the observer strongly would keep it
// alive (the controller is owned by the observer), hence the weak observer passed back.
// blocks: 6
#import <Foundation/Foundation.h>
#import <pthread.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^KCNotificationBlock)(id _Nullable observer, id object, NSDictionary<NSKeyValueChangeKey, id> *change);

@class KCController;

@interface KCInfo : NSObject
@property (nonatomic, weak, readonly) KCController *controller;
@property (nonatomic, copy, readonly) NSString *keyPath;
@property (nonatomic, assign, readonly) NSKeyValueObservingOptions options;
@property (nonatomic, copy, readonly, nullable) KCNotificationBlock block;
@end

@implementation KCInfo
- (instancetype)initWithController:(KCController *)controller keyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options block:(nullable KCNotificationBlock)block {
    if ((self = [super init])) {
        _controller = controller;
        _keyPath = [keyPath copy];
        _options = options;
        _block = [block copy];
    }
    return self;
}
- (NSUInteger)hash { return [_keyPath hash]; }
- (BOOL)isEqual:(id)object {
    if (self == object) { return YES; }
    if (![object isKindOfClass:[self class]]) { return NO; }
    return [_keyPath isEqualToString:((KCInfo *)object)->_keyPath];
}
@end

@interface KCSharedObserver : NSObject
+ (instancetype)sharedObserver;
- (void)observe:(id)object info:(KCInfo *)info;
- (void)unobserve:(id)object info:(KCInfo *)info;
@end

@interface KCController : NSObject
@property (nullable, nonatomic, weak, readonly) id observer;
@property (nonatomic, strong) NSMapTable<id, NSMutableSet<KCInfo *> *> *objectInfosMap;
@end

@implementation KCSharedObserver {
    NSHashTable<KCInfo *> *_infos;
    pthread_mutex_t _mutex;
}

+ (instancetype)sharedObserver {
    static KCSharedObserver *observer;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{ observer = [[KCSharedObserver alloc] init]; });
    return observer;
}

- (instancetype)init {
    if ((self = [super init])) {
        _infos = [[NSHashTable alloc] initWithOptions:NSPointerFunctionsWeakMemory | NSPointerFunctionsObjectPointerPersonality capacity:0];
        pthread_mutex_init(&_mutex, NULL);
    }
    return self;
}

- (void)observe:(id)object info:(KCInfo *)info {
    pthread_mutex_lock(&_mutex);
    [_infos addObject:info];
    pthread_mutex_unlock(&_mutex);
    [object addObserver:self forKeyPath:info.keyPath options:info.options context:(void *)info];
}

- (void)unobserve:(id)object info:(KCInfo *)info {
    pthread_mutex_lock(&_mutex);
    [_infos removeObject:info];
    pthread_mutex_unlock(&_mutex);
    [object removeObserver:self forKeyPath:info.keyPath context:(void *)info];
}

- (void)observeValueForKeyPath:(nullable NSString *)keyPath ofObject:(nullable id)object change:(nullable NSDictionary<NSKeyValueChangeKey, id> *)change context:(nullable void *)context {
    KCInfo *info;
    pthread_mutex_lock(&_mutex);
    info = [_infos member:(__bridge id)context];
    pthread_mutex_unlock(&_mutex);
    if (info == nil) { return; }
    KCController *controller = info.controller;
    id observer = controller.observer;
    if (info.block && object && change) {
        info.block(observer, object, change);
    }
}
@end

@implementation KCController {
    pthread_mutex_t _lock;
}

- (instancetype)initWithObserver:(nullable id)observer {
    if ((self = [super init])) {
        _observer = observer;
        _objectInfosMap = [[NSMapTable alloc] initWithKeyOptions:NSPointerFunctionsStrongMemory | NSPointerFunctionsObjectPointerPersonality
                                                    valueOptions:NSPointerFunctionsStrongMemory | NSPointerFunctionsObjectPersonality capacity:0];
        pthread_mutex_init(&_lock, NULL);
    }
    return self;
}

- (void)dealloc {
    [self unobserveAll];
    pthread_mutex_destroy(&_lock);
}

- (void)observe:(nullable id)object keyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options block:(KCNotificationBlock)block {
    if (object == nil || keyPath.length == 0 || block == NULL) { return; }
    KCInfo *info = [[KCInfo alloc] initWithController:self keyPath:keyPath options:options block:block];
    pthread_mutex_lock(&_lock);
    NSMutableSet<KCInfo *> *infos = [_objectInfosMap objectForKey:object];
    if (!infos) {
        infos = [NSMutableSet set];
        [_objectInfosMap setObject:infos forKey:object];
    }
    [infos addObject:info];
    pthread_mutex_unlock(&_lock);
    [[KCSharedObserver sharedObserver] observe:object info:info];
}

- (void)observe:(nullable id)object keyPaths:(NSArray<NSString *> *)keyPaths options:(NSKeyValueObservingOptions)options block:(KCNotificationBlock)block {
    [keyPaths enumerateObjectsUsingBlock:^(NSString *keyPath, NSUInteger idx, BOOL *stop) {
        [self observe:object keyPath:keyPath options:options block:block];
    }];
}

- (void)unobserveAll {
    pthread_mutex_lock(&_lock);
    NSMapTable *objectInfoMaps = [_objectInfosMap copy];
    [_objectInfosMap removeAllObjects];
    pthread_mutex_unlock(&_lock);
    KCSharedObserver *shared = [KCSharedObserver sharedObserver];
    for (id object in objectInfoMaps) {
        NSSet<KCInfo *> *infos = [objectInfoMaps objectForKey:object];
        [infos enumerateObjectsUsingBlock:^(KCInfo *info, BOOL *stop) {
            [shared unobserve:object info:info];
        }];
    }
}
@end

@interface KCDemoViewModel : NSObject
@property (nonatomic, strong) KCController *kvoController;
@property (nonatomic, strong) NSProgress *progress;
@property (nonatomic, copy) NSString *statusText;
@end

@implementation KCDemoViewModel
- (void)bind {
    self.kvoController = [[KCController alloc] initWithObserver:self];
    [self.kvoController observe:self.progress keyPath:@"fractionCompleted" options:NSKeyValueObservingOptionNew
                          block:^(KCDemoViewModel *observer, NSProgress *progress, NSDictionary *change) {
        observer.statusText = [NSString stringWithFormat:@"%.0f%%", progress.fractionCompleted * 100];
    }];
    // Capturing self here makes self -> kvoController -> info -> block -> self.
    [self.kvoController observe:self.progress keyPaths:@[@"cancelled", @"paused"] options:NSKeyValueObservingOptionNew
                          block:^(id observer, id object, NSDictionary *change) {
        self.statusText = @"stopped";
    }];
    [[NSOperationQueue mainQueue] addOperationWithBlock:^{ self.progress.completedUnitCount = 0; }];
}
@end

NS_ASSUME_NONNULL_END
