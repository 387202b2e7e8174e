/* capcheck SDK shim: NSOperation, NSBlockOperation, NSInvocationOperation, NSOperationQueue.
 * An operation keeps its completion block until it finishes; a queue keeps its operations. */
#ifndef __CAPCHECK_FOUNDATION_NSOPERATION__
#define __CAPCHECK_FOUNDATION_NSOPERATION__
#include <Foundation/NSObject.h>
#include <Foundation/NSDate.h>
@class NSArray<ObjectType>, NSSet, NSString, NSInvocation, NSException, NSProgress;
typedef struct dispatch_queue_s *__capcheck_dispatch_queue_fwd;

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, NSOperationQueuePriority) {
    NSOperationQueuePriorityVeryLow = -8L, NSOperationQueuePriorityLow = -4L, NSOperationQueuePriorityNormal = 0,
    NSOperationQueuePriorityHigh = 4, NSOperationQueuePriorityVeryHigh = 8
};

@interface NSOperation : NSObject
- (void)start;
- (void)main;
@property (readonly, getter=isCancelled) BOOL cancelled;
- (void)cancel;
@property (readonly, getter=isExecuting) BOOL executing;
@property (readonly, getter=isFinished) BOOL finished;
@property (readonly, getter=isConcurrent) BOOL concurrent;
@property (readonly, getter=isAsynchronous) BOOL asynchronous;
@property (readonly, getter=isReady) BOOL ready;
- (void)addDependency:(NSOperation *)op;
- (void)removeDependency:(NSOperation *)op;
@property (readonly, copy) NSArray<NSOperation *> *dependencies;
@property NSOperationQueuePriority queuePriority;
@property (nullable, copy) void (^completionBlock)(void);
- (void)waitUntilFinished;
@property double threadPriority;
@property NSQualityOfService qualityOfService;
@property (nullable, copy) NSString *name;
@end

@interface NSBlockOperation : NSOperation
+ (instancetype)blockOperationWithBlock:(void (^)(void))block;
- (void)addExecutionBlock:(void (^)(void))block;
@property (readonly, copy) NSArray<void (^)(void)> *executionBlocks;
@end

@interface NSInvocationOperation : NSOperation
- (nullable instancetype)initWithTarget:(id)target selector:(SEL)sel object:(nullable id)arg;
- (instancetype)initWithInvocation:(NSInvocation *)inv NS_DESIGNATED_INITIALIZER;
@property (readonly, retain) NSInvocation *invocation;
@property (nullable, readonly, retain) id result;
@end

static const NSInteger NSOperationQueueDefaultMaxConcurrentOperationCount = -1;

@interface NSOperationQueue : NSObject
@property (readonly, strong) NSProgress *progress;
- (void)addOperation:(NSOperation *)op;
- (void)addOperations:(NSArray<NSOperation *> *)ops waitUntilFinished:(BOOL)wait;
- (void)addOperationWithBlock:(void (^)(void))block;
- (void)addBarrierBlock:(void (^)(void))barrier;
@property NSInteger maxConcurrentOperationCount;
@property (getter=isSuspended) BOOL suspended;
@property (nullable, copy) NSString *name;
@property NSQualityOfService qualityOfService;
@property (nullable, assign) __capcheck_dispatch_queue_fwd underlyingQueue;
- (void)cancelAllOperations;
- (void)waitUntilAllOperationsAreFinished;
@property (class, readonly, strong, nullable) NSOperationQueue *currentQueue;
@property (class, readonly, strong) NSOperationQueue *mainQueue;
@property (readonly, copy) NSArray<__kindof NSOperation *> *operations;
@property (readonly) NSUInteger operationCount;
@end

NS_ASSUME_NONNULL_END
#endif
