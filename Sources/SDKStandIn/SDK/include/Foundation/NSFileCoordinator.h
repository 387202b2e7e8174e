/* capcheck SDK shim: file coordination (accessor blocks run before the call returns) and the
 * ubiquitous key-value store. */
#ifndef __CAPCHECK_FOUNDATION_NSFILECOORDINATOR__
#define __CAPCHECK_FOUNDATION_NSFILECOORDINATOR__
#include <Foundation/NSObject.h>
#include <Foundation/NSError.h>
#include <Foundation/NSOperation.h>
#include <Foundation/NSDate.h>
@class NSURL, NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSData, NSNumber;
NS_ASSUME_NONNULL_BEGIN
typedef NS_OPTIONS(NSUInteger, NSFileCoordinatorReadingOptions) { NSFileCoordinatorReadingWithoutChanges = 1 << 0, NSFileCoordinatorReadingResolvesSymbolicLink = 1 << 1 };
typedef NS_OPTIONS(NSUInteger, NSFileCoordinatorWritingOptions) { NSFileCoordinatorWritingForDeleting = 1 << 0, NSFileCoordinatorWritingForMoving = 1 << 1, NSFileCoordinatorWritingForMerging = 1 << 2, NSFileCoordinatorWritingForReplacing = 1 << 3 };
@protocol NSFilePresenter <NSObject>
@property (nullable, readonly, copy) NSURL *presentedItemURL;
@property (readonly, retain) NSOperationQueue *presentedItemOperationQueue;
@optional
- (void)presentedItemDidChange;
- (void)relinquishPresentedItemToReader:(void (^)(void (^ _Nullable reacquirer)(void)))reader;
- (void)savePresentedItemChangesWithCompletionHandler:(void (^)(NSError * _Nullable errorOrNil))completionHandler;
@end
@interface NSFileAccessIntent : NSObject
+ (instancetype)readingIntentWithURL:(NSURL *)url options:(NSFileCoordinatorReadingOptions)options;
+ (instancetype)writingIntentWithURL:(NSURL *)url options:(NSFileCoordinatorWritingOptions)options;
@property (readonly, copy) NSURL *URL;
@end
@interface NSFileCoordinator : NSObject
+ (void)addFilePresenter:(id<NSFilePresenter>)filePresenter;
+ (void)removeFilePresenter:(id<NSFilePresenter>)filePresenter;
- (instancetype)initWithFilePresenter:(nullable id<NSFilePresenter>)filePresenterOrNil NS_DESIGNATED_INITIALIZER;
- (void)coordinateAccessWithIntents:(NSArray<NSFileAccessIntent *> *)intents queue:(NSOperationQueue *)queue byAccessor:(void (^)(NSError * _Nullable error))accessor;
- (void)coordinateReadingItemAtURL:(NSURL *)url options:(NSFileCoordinatorReadingOptions)options error:(NSError **)outError byAccessor:(void (NS_NOESCAPE ^)(NSURL *newURL))reader;
- (void)coordinateWritingItemAtURL:(NSURL *)url options:(NSFileCoordinatorWritingOptions)options error:(NSError **)outError byAccessor:(void (NS_NOESCAPE ^)(NSURL *newURL))writer;
- (void)cancel;
@end
@interface NSUbiquitousKeyValueStore : NSObject
@property (class, readonly, strong) NSUbiquitousKeyValueStore *defaultStore;
- (nullable id)objectForKey:(NSString *)aKey;
- (void)setObject:(nullable id)anObject forKey:(NSString *)aKey;
- (void)removeObjectForKey:(NSString *)aKey;
- (nullable NSString *)stringForKey:(NSString *)aKey;
- (BOOL)boolForKey:(NSString *)aKey;
- (void)setBool:(BOOL)value forKey:(NSString *)aKey;
- (BOOL)synchronize;
@end
FOUNDATION_EXPORT NSNotificationName const NSUbiquitousKeyValueStoreDidChangeExternallyNotification;
typedef NS_ENUM(NSInteger, NSBackgroundActivityResult) { NSBackgroundActivityResultFinished = 1, NSBackgroundActivityResultDeferred = 2 };
typedef void (^NSBackgroundActivityCompletionHandler)(NSBackgroundActivityResult result);
@interface NSBackgroundActivityScheduler : NSObject
- (instancetype)initWithIdentifier:(NSString *)identifier NS_DESIGNATED_INITIALIZER;
@property (readonly, copy) NSString *identifier;
@property NSQualityOfService qualityOfService;
@property BOOL repeats;
@property NSTimeInterval interval;
@property NSTimeInterval tolerance;
- (void)scheduleWithBlock:(void (^)(NSBackgroundActivityCompletionHandler completionHandler))block;
- (void)invalidate;
@property (readonly) BOOL shouldDefer;
@end
@interface NSDateInterval : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithStartDate:(NSDate *)startDate duration:(NSTimeInterval)duration NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithStartDate:(NSDate *)startDate endDate:(NSDate *)endDate;
@property (readonly, copy) NSDate *startDate;
@property (readonly, copy) NSDate *endDate;
@property (readonly) NSTimeInterval duration;
- (BOOL)containsDate:(NSDate *)date;
@end
NS_ASSUME_NONNULL_END
#endif
