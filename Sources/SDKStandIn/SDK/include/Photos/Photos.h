/* capcheck SDK shim: the Photos framework calls with result handlers. */
#ifndef __CAPCHECK_PHOTOS__
#define __CAPCHECK_PHOTOS__
#include <UIKit/UIKit.h>
NS_ASSUME_NONNULL_BEGIN
typedef NS_ENUM(NSInteger, PHAuthorizationStatus) { PHAuthorizationStatusNotDetermined = 0, PHAuthorizationStatusRestricted, PHAuthorizationStatusDenied, PHAuthorizationStatusAuthorized, PHAuthorizationStatusLimited };
typedef NS_ENUM(NSInteger, PHAccessLevel) { PHAccessLevelAddOnly = 1, PHAccessLevelReadWrite = 2 };
typedef NS_ENUM(NSInteger, PHAssetMediaType) { PHAssetMediaTypeUnknown = 0, PHAssetMediaTypeImage = 1, PHAssetMediaTypeVideo = 2, PHAssetMediaTypeAudio = 3 };
typedef NS_ENUM(NSInteger, PHImageContentMode) { PHImageContentModeAspectFit = 0, PHImageContentModeAspectFill = 1, PHImageContentModeDefault = PHImageContentModeAspectFit };
typedef int32_t PHImageRequestID;
static const PHImageRequestID PHInvalidImageRequestID = 0;
FOUNDATION_EXPORT const CGSize PHImageManagerMaximumSize;
@interface PHObject : NSObject <NSCopying>
@property (nonatomic, copy, readonly) NSString *localIdentifier;
@end
@interface PHAsset : PHObject
@property (nonatomic, assign, readonly) PHAssetMediaType mediaType;
@property (nonatomic, assign, readonly) NSUInteger pixelWidth;
@property (nonatomic, assign, readonly) NSUInteger pixelHeight;
@property (nonatomic, strong, readonly, nullable) NSDate *creationDate;
@property (nonatomic, assign, readonly) NSTimeInterval duration;
+ (id)fetchAssetsWithMediaType:(PHAssetMediaType)mediaType options:(nullable id)options;
+ (id)fetchAssetsWithLocalIdentifiers:(NSArray<NSString *> *)identifiers options:(nullable id)options;
@end
@interface PHFetchResult<ObjectType> : NSObject <NSCopying, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
@property (nonatomic, readonly, nullable) ObjectType firstObject;
- (void)enumerateObjectsUsingBlock:(void (NS_NOESCAPE ^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
@end
@interface PHImageRequestOptions : NSObject <NSCopying>
@property (nonatomic, assign, getter=isSynchronous) BOOL synchronous;
@property (nonatomic, assign, getter=isNetworkAccessAllowed) BOOL networkAccessAllowed;
@property (nonatomic, copy, nullable) void (^progressHandler)(double progress, NSError * _Nullable error, BOOL *stop, NSDictionary * _Nullable info);
@end
@interface PHImageManager : NSObject
+ (PHImageManager *)defaultManager;
- (PHImageRequestID)requestImageForAsset:(PHAsset *)asset targetSize:(CGSize)targetSize contentMode:(PHImageContentMode)contentMode options:(nullable PHImageRequestOptions *)options resultHandler:(void (^)(UIImage * _Nullable result, NSDictionary * _Nullable info))resultHandler;
- (PHImageRequestID)requestImageDataAndOrientationForAsset:(PHAsset *)asset options:(nullable PHImageRequestOptions *)options resultHandler:(void (^)(NSData * _Nullable imageData, NSString * _Nullable dataUTI, NSInteger orientation, NSDictionary * _Nullable info))resultHandler;
- (void)cancelImageRequest:(PHImageRequestID)requestID;
@end
@interface PHCachingImageManager : PHImageManager
- (void)startCachingImagesForAssets:(NSArray<PHAsset *> *)assets targetSize:(CGSize)targetSize contentMode:(PHImageContentMode)contentMode options:(nullable PHImageRequestOptions *)options;
- (void)stopCachingImagesForAllAssets;
@end
@protocol PHPhotoLibraryChangeObserver <NSObject>
- (void)photoLibraryDidChange:(id)changeInstance;
@end
@interface PHPhotoLibrary : NSObject
+ (PHPhotoLibrary *)sharedPhotoLibrary;
+ (PHAuthorizationStatus)authorizationStatus;
+ (PHAuthorizationStatus)authorizationStatusForAccessLevel:(PHAccessLevel)accessLevel;
+ (void)requestAuthorization:(void (^)(PHAuthorizationStatus status))handler;
+ (void)requestAuthorizationForAccessLevel:(PHAccessLevel)accessLevel handler:(void (^)(PHAuthorizationStatus status))handler;
- (void)performChanges:(dispatch_block_t)changeBlock completionHandler:(nullable void (^)(BOOL success, NSError * _Nullable error))completionHandler;
- (BOOL)performChangesAndWait:(dispatch_block_t)changeBlock error:(NSError **)error;
- (void)registerChangeObserver:(id<PHPhotoLibraryChangeObserver>)observer;
- (void)unregisterChangeObserver:(id<PHPhotoLibraryChangeObserver>)observer;
@end
@interface PHAssetChangeRequest : NSObject
+ (instancetype)creationRequestForAssetFromImage:(UIImage *)image;
+ (nullable instancetype)creationRequestForAssetFromImageAtFileURL:(NSURL *)fileURL;
+ (void)deleteAssets:(id<NSFastEnumeration>)assets;
@end
NS_ASSUME_NONNULL_END
#endif
