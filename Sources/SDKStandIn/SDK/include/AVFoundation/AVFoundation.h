/* capcheck SDK shim: the AVFoundation playback and capture API with blocks. A periodic time
 * observer's block is kept by the player until removeTimeObserver: is called. */
#ifndef __CAPCHECK_AVFOUNDATION__
#define __CAPCHECK_AVFOUNDATION__
#include <Foundation/Foundation.h>
#include <QuartzCore/QuartzCore.h>
#include <CoreMedia/CoreMedia.h>

NS_ASSUME_NONNULL_BEGIN

typedef NSString *AVMediaType;
FOUNDATION_EXPORT AVMediaType const AVMediaTypeVideo;
FOUNDATION_EXPORT AVMediaType const AVMediaTypeAudio;
typedef NS_ENUM(NSInteger, AVKeyValueStatus) { AVKeyValueStatusUnknown, AVKeyValueStatusLoading, AVKeyValueStatusLoaded, AVKeyValueStatusFailed, AVKeyValueStatusCancelled };
typedef NS_ENUM(NSInteger, AVPlayerStatus) { AVPlayerStatusUnknown, AVPlayerStatusReadyToPlay, AVPlayerStatusFailed };
typedef NS_ENUM(NSInteger, AVPlayerItemStatus) { AVPlayerItemStatusUnknown, AVPlayerItemStatusReadyToPlay, AVPlayerItemStatusFailed };
typedef NS_ENUM(NSInteger, AVAuthorizationStatus) { AVAuthorizationStatusNotDetermined = 0, AVAuthorizationStatusRestricted, AVAuthorizationStatusDenied, AVAuthorizationStatusAuthorized };
typedef NSString *AVLayerVideoGravity;
FOUNDATION_EXPORT AVLayerVideoGravity const AVLayerVideoGravityResizeAspect;
FOUNDATION_EXPORT AVLayerVideoGravity const AVLayerVideoGravityResizeAspectFill;
FOUNDATION_EXPORT NSNotificationName const AVPlayerItemDidPlayToEndTimeNotification;
FOUNDATION_EXPORT NSNotificationName const AVAudioSessionInterruptionNotification;

@class AVAssetTrack;
@interface AVAsset : NSObject <NSCopying>
+ (instancetype)assetWithURL:(NSURL *)URL;
@property (nonatomic, readonly) CMTime duration;
@property (nonatomic, readonly, getter=isPlayable) BOOL playable;
- (void)loadValuesAsynchronouslyForKeys:(NSArray<NSString *> *)keys completionHandler:(nullable void (^)(void))handler;
- (AVKeyValueStatus)statusOfValueForKey:(NSString *)key error:(NSError * _Nullable * _Nullable)outError;
- (void)cancelLoading;
- (NSArray<AVAssetTrack *> *)tracksWithMediaType:(AVMediaType)mediaType;
@property (nonatomic, readonly) NSArray<AVAssetTrack *> *tracks;
@end
@interface AVAssetTrack : NSObject <NSCopying>
@property (nonatomic, readonly) AVMediaType mediaType;
@property (nonatomic, readonly) CGSize naturalSize;
@property (nonatomic, readonly) CGAffineTransform preferredTransform;
@property (nonatomic, readonly) float nominalFrameRate;
@property (nonatomic, readonly) CMTimeRange timeRange;
@end
@interface AVURLAsset : AVAsset
+ (instancetype)URLAssetWithURL:(NSURL *)URL options:(nullable NSDictionary<NSString *, id> *)options;
@property (nonatomic, readonly, copy) NSURL *URL;
@end
@interface AVPlayerItem : NSObject <NSCopying>
+ (instancetype)playerItemWithURL:(NSURL *)URL;
+ (instancetype)playerItemWithAsset:(AVAsset *)asset;
- (instancetype)initWithURL:(NSURL *)URL;
- (instancetype)initWithAsset:(AVAsset *)asset;
@property (nonatomic, readonly) AVPlayerItemStatus status;
@property (nonatomic, readonly, nullable) NSError *error;
@property (nonatomic, readonly) AVAsset *asset;
@property (nonatomic, readonly) CMTime duration;
- (CMTime)currentTime;
- (void)seekToTime:(CMTime)time completionHandler:(void (^ _Nullable)(BOOL finished))completionHandler;
@end
@interface AVPlayer : NSObject
+ (instancetype)playerWithURL:(NSURL *)URL;
+ (instancetype)playerWithPlayerItem:(nullable AVPlayerItem *)item;
- (instancetype)initWithURL:(NSURL *)URL;
- (instancetype)initWithPlayerItem:(nullable AVPlayerItem *)item;
@property (nonatomic, readonly) AVPlayerStatus status;
@property (nonatomic, readonly, nullable) NSError *error;
@property (nonatomic) float rate;
@property (nonatomic) float volume;
@property (nonatomic, getter=isMuted) BOOL muted;
@property (nonatomic, readonly, nullable) AVPlayerItem *currentItem;
- (void)play;
- (void)pause;
- (void)replaceCurrentItemWithPlayerItem:(nullable AVPlayerItem *)item;
- (CMTime)currentTime;
- (void)seekToTime:(CMTime)time;
- (void)seekToTime:(CMTime)time completionHandler:(void (^)(BOOL finished))completionHandler;
- (void)seekToTime:(CMTime)time toleranceBefore:(CMTime)toleranceBefore toleranceAfter:(CMTime)toleranceAfter completionHandler:(void (^)(BOOL finished))completionHandler;
- (id)addPeriodicTimeObserverForInterval:(CMTime)interval queue:(nullable dispatch_queue_t)queue usingBlock:(void (^)(CMTime time))block;
- (id)addBoundaryTimeObserverForTimes:(NSArray<NSValue *> *)times queue:(nullable dispatch_queue_t)queue usingBlock:(void (^)(void))block;
- (void)removeTimeObserver:(id)observer;
@end
@interface AVQueuePlayer : AVPlayer
+ (instancetype)queuePlayerWithItems:(NSArray<AVPlayerItem *> *)items;
- (void)advanceToNextItem;
@end
@interface AVPlayerLayer : CALayer
+ (AVPlayerLayer *)playerLayerWithPlayer:(nullable AVPlayer *)player;
@property (nonatomic, strong, nullable) AVPlayer *player;
@property (copy) AVLayerVideoGravity videoGravity;
@property (nonatomic, readonly, getter=isReadyForDisplay) BOOL readyForDisplay;
@end
typedef NSString *AVAudioSessionCategory;
FOUNDATION_EXPORT AVAudioSessionCategory const AVAudioSessionCategoryPlayback;
FOUNDATION_EXPORT AVAudioSessionCategory const AVAudioSessionCategoryAmbient;
FOUNDATION_EXPORT AVAudioSessionCategory const AVAudioSessionCategoryPlayAndRecord;
@interface AVAudioSession : NSObject
+ (AVAudioSession *)sharedInstance;
- (BOOL)setCategory:(AVAudioSessionCategory)category error:(NSError **)outError;
- (BOOL)setActive:(BOOL)active error:(NSError **)outError;
- (void)requestRecordPermission:(void (^)(BOOL granted))response;
@property (readonly) AVAudioSessionCategory category;
@end
@interface AVAudioPlayer : NSObject
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url error:(NSError **)outError;
- (nullable instancetype)initWithData:(NSData *)data error:(NSError **)outError;
- (BOOL)prepareToPlay;
- (BOOL)play;
- (void)pause;
- (void)stop;
@property (nullable, weak) id delegate;
@property float volume;
@property NSInteger numberOfLoops;
@property (readonly, getter=isPlaying) BOOL playing;
@end
@class AVCaptureDevice, AVCaptureInput, AVCaptureOutput;
@interface AVCaptureDevice : NSObject
+ (nullable AVCaptureDevice *)defaultDeviceWithMediaType:(AVMediaType)mediaType;
+ (AVAuthorizationStatus)authorizationStatusForMediaType:(AVMediaType)mediaType;
+ (void)requestAccessForMediaType:(AVMediaType)mediaType completionHandler:(void (^)(BOOL granted))handler;
- (BOOL)lockForConfiguration:(NSError * _Nullable * _Nullable)outError;
- (void)unlockForConfiguration;
@end
@interface AVCaptureInput : NSObject
@end
@interface AVCaptureDeviceInput : AVCaptureInput
+ (nullable instancetype)deviceInputWithDevice:(AVCaptureDevice *)device error:(NSError * _Nullable * _Nullable)outError;
@end
@interface AVCaptureOutput : NSObject
@end
@interface AVCaptureSession : NSObject
- (BOOL)canAddInput:(AVCaptureInput *)input;
- (void)addInput:(AVCaptureInput *)input;
- (BOOL)canAddOutput:(AVCaptureOutput *)output;
- (void)addOutput:(AVCaptureOutput *)output;
- (void)beginConfiguration;
- (void)commitConfiguration;
- (void)startRunning;
- (void)stopRunning;
@property (nonatomic, readonly, getter=isRunning) BOOL running;
@property (nonatomic, copy) NSString *sessionPreset;
@end
@interface AVCaptureVideoPreviewLayer : CALayer
+ (instancetype)layerWithSession:(AVCaptureSession *)session;
@property (nonatomic, retain, nullable) AVCaptureSession *session;
@property (copy) AVLayerVideoGravity videoGravity;
@end

NS_ASSUME_NONNULL_END
#endif
