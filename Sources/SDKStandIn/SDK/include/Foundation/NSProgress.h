/* capcheck SDK shim: NSProgress (its handlers are escaping blocks kept by the progress). */
#ifndef __CAPCHECK_FOUNDATION_NSPROGRESS__
#define __CAPCHECK_FOUNDATION_NSPROGRESS__
#include <Foundation/NSObject.h>
@class NSDictionary<KeyType, ObjectType>, NSString, NSNumber, NSURL;

NS_ASSUME_NONNULL_BEGIN

typedef NSString *NSProgressKind;
typedef NSString *NSProgressUserInfoKey;
typedef NSString *NSProgressFileOperationKind;
FOUNDATION_EXPORT NSProgressKind const NSProgressKindFile;

@interface NSProgress : NSObject
+ (nullable NSProgress *)currentProgress;
+ (NSProgress *)progressWithTotalUnitCount:(int64_t)unitCount;
+ (NSProgress *)discreteProgressWithTotalUnitCount:(int64_t)unitCount;
+ (NSProgress *)progressWithTotalUnitCount:(int64_t)unitCount parent:(NSProgress *)parent pendingUnitCount:(int64_t)portionOfParentTotalUnitCount;
- (instancetype)initWithParent:(nullable NSProgress *)parentProgressOrNil userInfo:(nullable NSDictionary<NSProgressUserInfoKey, id> *)userInfoOrNil NS_DESIGNATED_INITIALIZER;
- (void)becomeCurrentWithPendingUnitCount:(int64_t)unitCount;
- (void)performAsCurrentWithPendingUnitCount:(int64_t)unitCount usingBlock:(void (NS_NOESCAPE ^)(void))work;
- (void)resignCurrent;
- (void)addChild:(NSProgress *)child withPendingUnitCount:(int64_t)inUnitCount;
@property int64_t totalUnitCount;
@property int64_t completedUnitCount;
@property (null_resettable, copy) NSString *localizedDescription;
@property (null_resettable, copy) NSString *localizedAdditionalDescription;
@property (getter=isCancellable) BOOL cancellable;
@property (getter=isPausable) BOOL pausable;
@property (readonly, getter=isCancelled) BOOL cancelled;
@property (readonly, getter=isPaused) BOOL paused;
@property (nullable, copy) void (^cancellationHandler)(void);
@property (nullable, copy) void (^pausingHandler)(void);
@property (nullable, copy) void (^resumingHandler)(void);
- (void)setUserInfoObject:(nullable id)objectOrNil forKey:(NSProgressUserInfoKey)key;
@property (readonly, getter=isIndeterminate) BOOL indeterminate;
@property (readonly) double fractionCompleted;
@property (readonly, getter=isFinished) BOOL finished;
- (void)cancel;
- (void)pause;
- (void)resume;
@property (readonly, copy) NSDictionary<NSProgressUserInfoKey, id> *userInfo;
@property (nullable, copy) NSProgressKind kind;
@property (nullable, copy) NSNumber *estimatedTimeRemaining;
@property (nullable, copy) NSNumber *throughput;
@end

@protocol NSProgressReporting <NSObject>
@property (readonly) NSProgress *progress;
@end

NS_ASSUME_NONNULL_END
#endif
