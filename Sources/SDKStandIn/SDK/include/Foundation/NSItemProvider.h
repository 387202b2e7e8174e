/* capcheck SDK shim: NSItemProvider, NSExtensionContext, NSUserActivity (share and action
 * extensions, drag and drop, handoff: all completion-handler based). */
#ifndef __CAPCHECK_FOUNDATION_NSITEMPROVIDER__
#define __CAPCHECK_FOUNDATION_NSITEMPROVIDER__
#include <Foundation/NSObject.h>
#include <Foundation/NSError.h>
#include <Foundation/NSProgress.h>
@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSURL, NSData, NSAttributedString, NSInputStream, NSOutputStream;
NS_ASSUME_NONNULL_BEGIN
typedef void (^NSItemProviderCompletionHandler)(__kindof id<NSSecureCoding> _Nullable item, NSError * _Null_unspecified error);
@protocol NSItemProviderReading <NSObject>
@end
@protocol NSItemProviderWriting <NSObject>
@end
@interface NSItemProvider : NSObject <NSCopying>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithObject:(id<NSItemProviderWriting>)object;
- (nullable instancetype)initWithContentsOfURL:(null_unspecified NSURL *)fileURL;
- (instancetype)initWithItem:(nullable id<NSSecureCoding>)item typeIdentifier:(nullable NSString *)typeIdentifier;
@property (copy, readonly) NSArray<NSString *> *registeredTypeIdentifiers;
@property (copy, nullable) NSString *suggestedName;
- (BOOL)hasItemConformingToTypeIdentifier:(NSString *)typeIdentifier;
- (BOOL)canLoadObjectOfClass:(Class)aClass;
- (NSProgress *)loadObjectOfClass:(Class)aClass completionHandler:(void (^)(id<NSItemProviderReading> _Nullable object, NSError * _Nullable error))completionHandler;
- (NSProgress *)loadDataRepresentationForTypeIdentifier:(NSString *)typeIdentifier completionHandler:(void (^)(NSData * _Nullable data, NSError * _Nullable error))completionHandler;
- (NSProgress *)loadFileRepresentationForTypeIdentifier:(NSString *)typeIdentifier completionHandler:(void (^)(NSURL * _Nullable url, NSError * _Nullable error))completionHandler;
- (void)loadItemForTypeIdentifier:(NSString *)typeIdentifier options:(nullable NSDictionary *)options completionHandler:(nullable NSItemProviderCompletionHandler)completionHandler;
- (void)registerDataRepresentationForTypeIdentifier:(NSString *)typeIdentifier visibility:(NSInteger)visibility loadHandler:(NSProgress * _Nullable (^)(void (^completionHandler)(NSData * _Nullable data, NSError * _Nullable error)))loadHandler;
@end
@interface NSExtensionItem : NSObject <NSCopying, NSSecureCoding>
@property (nullable, copy) NSAttributedString *attributedTitle;
@property (nullable, copy) NSAttributedString *attributedContentText;
@property (nullable, copy) NSArray<NSItemProvider *> *attachments;
@property (nullable, copy) NSDictionary *userInfo;
@end
@interface NSExtensionContext : NSObject
@property (readonly, copy, nonatomic) NSArray *inputItems;
- (void)completeRequestReturningItems:(nullable NSArray *)items completionHandler:(void (^ _Nullable)(BOOL expired))completionHandler;
- (void)cancelRequestWithError:(NSError *)error;
- (void)openURL:(NSURL *)URL completionHandler:(void (^ _Nullable)(BOOL success))completionHandler;
@end
@protocol NSUserActivityDelegate;
@interface NSUserActivity : NSObject
- (instancetype)initWithActivityType:(NSString *)activityType NS_DESIGNATED_INITIALIZER;
@property (readonly, copy) NSString *activityType;
@property (nullable, copy) NSString *title;
@property (nullable, copy) NSDictionary *userInfo;
@property (nullable, copy) NSURL *webpageURL;
@property (nullable, weak) id<NSUserActivityDelegate> delegate;
@property (getter=isEligibleForHandoff) BOOL eligibleForHandoff;
@property (getter=isEligibleForSearch) BOOL eligibleForSearch;
- (void)becomeCurrent;
- (void)resignCurrent;
- (void)invalidate;
- (void)getContinuationStreamsWithCompletionHandler:(void (^)(NSInputStream * _Nullable inputStream, NSOutputStream * _Nullable outputStream, NSError * _Nullable error))completionHandler;
@end
@protocol NSUserActivityDelegate <NSObject>
@optional
- (void)userActivityWillSave:(NSUserActivity *)userActivity;
- (void)userActivityWasContinued:(NSUserActivity *)userActivity;
@end
NS_ASSUME_NONNULL_END
#endif
