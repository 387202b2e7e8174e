// A small promise library in the style of the popular Objective-C promise/future libraries:
// pending handlers are stored blocks, resolved on a queue; `then` chains create new promises
// whose resolver blocks capture the previous one.
// blocks: 14
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, PMState) { PMStatePending, PMStateFulfilled, PMStateRejected };
typedef void (^PMResolver)(id _Nullable value);
typedef id _Nullable (^PMThenBlock)(id _Nullable value);
typedef void (^PMCatchBlock)(NSError *error);

@interface PMPromise<__covariant Value> : NSObject
@property (nonatomic, readonly) PMState state;
@property (nonatomic, readonly, nullable) Value value;
@property (nonatomic, readonly, nullable) NSError *error;
+ (instancetype)promiseWithResolverBlock:(void (^)(PMResolver fulfill, void (^reject)(NSError *error)))block;
- (PMPromise *)then:(PMThenBlock)block;
- (PMPromise *)catch:(PMCatchBlock)block;
+ (PMPromise<NSArray *> *)all:(NSArray<PMPromise *> *)promises;
@end

@interface PMPromise ()
@property (nonatomic) PMState state;
@property (nonatomic, nullable) id value;
@property (nonatomic, nullable) NSError *error;
@property (nonatomic, strong) NSMutableArray<dispatch_block_t> *pendingObservers;
@property (nonatomic, strong) dispatch_queue_t queue;
@end

static dispatch_queue_t PMDefaultQueue(void) {
    static dispatch_queue_t queue;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ queue = dispatch_queue_create("pm.promise", DISPATCH_QUEUE_SERIAL); });
    return queue;
}

@implementation PMPromise

- (instancetype)init {
    if ((self = [super init])) {
        _pendingObservers = [NSMutableArray array];
        _queue = PMDefaultQueue();
    }
    return self;
}

+ (instancetype)promiseWithResolverBlock:(void (^)(PMResolver fulfill, void (^reject)(NSError *error)))block {
    PMPromise *promise = [[self alloc] init];
    dispatch_async(promise.queue, ^{
        block(^(id value) { [promise settle:PMStateFulfilled value:value error:nil]; },
              ^(NSError *error) { [promise settle:PMStateRejected value:nil error:error]; });
    });
    return promise;
}

- (void)settle:(PMState)state value:(nullable id)value error:(nullable NSError *)error {
    dispatch_async(self.queue, ^{
        if (self.state != PMStatePending) { return; }
        self.state = state;
        self.value = value;
        self.error = error;
        NSArray<dispatch_block_t> *observers = [self.pendingObservers copy];
        [self.pendingObservers removeAllObjects];
        for (dispatch_block_t observer in observers) { observer(); }
    });
}

- (void)observe:(dispatch_block_t)observer {
    dispatch_async(self.queue, ^{
        if (self.state == PMStatePending) {
            [self.pendingObservers addObject:[observer copy]];
        } else {
            observer();
        }
    });
}

- (PMPromise *)then:(PMThenBlock)block {
    PMPromise *next = [[PMPromise alloc] init];
    __weak PMPromise *weakSelf = self;
    [self observe:^{
        PMPromise *strongSelf = weakSelf;
        if (strongSelf.state == PMStateRejected) {
            [next settle:PMStateRejected value:nil error:strongSelf.error];
            return;
        }
        id result = block(strongSelf.value);
        if ([result isKindOfClass:[PMPromise class]]) {
            PMPromise *inner = result;
            [inner observe:^{
                [next settle:inner.state value:inner.value error:inner.error];
            }];
        } else {
            [next settle:PMStateFulfilled value:result error:nil];
        }
    }];
    return next;
}

- (PMPromise *)catch:(PMCatchBlock)block {
    [self observe:^{
        if (self.state == PMStateRejected && self.error) {
            dispatch_async(dispatch_get_main_queue(), ^{ block(self.error); });
        }
    }];
    return self;
}

+ (PMPromise<NSArray *> *)all:(NSArray<PMPromise *> *)promises {
    return [PMPromise promiseWithResolverBlock:^(PMResolver fulfill, void (^reject)(NSError *)) {
        dispatch_group_t group = dispatch_group_create();
        __block NSError *firstError = nil;
        for (PMPromise *promise in promises) {
            dispatch_group_enter(group);
            [promise observe:^{
                if (promise.state == PMStateRejected && !firstError) { firstError = promise.error; }
                dispatch_group_leave(group);
            }];
        }
        dispatch_group_notify(group, PMDefaultQueue(), ^{
            if (firstError) {
                reject(firstError);
            } else {
                NSMutableArray *values = [NSMutableArray arrayWithCapacity:promises.count];
                [promises enumerateObjectsUsingBlock:^(PMPromise *promise, NSUInteger idx, BOOL *stop) {
                    [values addObject:promise.value ?: [NSNull null]];
                }];
                fulfill(values);
            }
        });
    }];
}

@end

NS_ASSUME_NONNULL_END
