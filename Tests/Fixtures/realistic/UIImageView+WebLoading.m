// A UIImageView category in the style of the popular image-loading libraries: the current
// operation is stored as an associated object, and weakify/strongify macros keep the view out
// of the download's completion block.
// blocks: 6
@import UIKit;
#import <objc/runtime.h>

#define wl_weakify(var) __weak __typeof__(var) wl_weak_##var = (var)
#define wl_strongify(var) \
    _Pragma("clang diagnostic push") \
    _Pragma("clang diagnostic ignored \"-Wshadow\"") \
    __strong __typeof__(var) var = wl_weak_##var \
    _Pragma("clang diagnostic pop")

NS_ASSUME_NONNULL_BEGIN

typedef void (^WLCompletion)(UIImage * _Nullable image, NSError * _Nullable error, NSURL * _Nullable url);

@protocol WLCancellable <NSObject>
- (void)cancel;
@end

@interface WLImageLoader : NSObject
+ (instancetype)sharedLoader;
- (id<WLCancellable>)loadImageWithURL:(NSURL *)url completion:(WLCompletion)completion;
@end

@interface UIImageView (WebLoading)
@property (nonatomic, strong, nullable, setter=wl_setCurrentOperation:) id<WLCancellable> wl_currentOperation;
- (void)wl_setImageWithURL:(nullable NSURL *)url placeholderImage:(nullable UIImage *)placeholder completed:(nullable WLCompletion)completed;
@end

static char kWLCurrentOperationKey;

@implementation UIImageView (WebLoading)

- (nullable id<WLCancellable>)wl_currentOperation {
    return objc_getAssociatedObject(self, &kWLCurrentOperationKey);
}

- (void)wl_setCurrentOperation:(nullable id<WLCancellable>)operation {
    objc_setAssociatedObject(self, &kWLCurrentOperationKey, operation, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
}

- (void)wl_setImageWithURL:(nullable NSURL *)url placeholderImage:(nullable UIImage *)placeholder completed:(nullable WLCompletion)completed {
    [self.wl_currentOperation cancel];
    self.image = placeholder;
    if (!url) {
        dispatch_async(dispatch_get_main_queue(), ^{
            if (completed) {
                completed(nil, [NSError errorWithDomain:@"WLErrorDomain" code:-1 userInfo:@{NSLocalizedDescriptionKey: @"nil URL"}], url);
            }
        });
        return;
    }
    wl_weakify(self);
    id<WLCancellable> operation = [[WLImageLoader sharedLoader] loadImageWithURL:url completion:^(UIImage *image, NSError *error, NSURL *imageURL) {
        wl_strongify(self);
        if (!self) { return; }
        void (^apply)(void) = ^{
            self.image = image;
            [self setNeedsLayout];
            if (completed) { completed(image, error, imageURL); }
        };
        if ([NSThread isMainThread]) {
            apply();
        } else {
            dispatch_async(dispatch_get_main_queue(), apply);
        }
    }];
    self.wl_currentOperation = operation;
}

- (void)wl_fadeInImage:(UIImage *)image {
    [UIView transitionWithView:self duration:0.25 options:UIViewAnimationOptionTransitionCrossDissolve | UIViewAnimationOptionAllowUserInteraction animations:^{
        self.image = image;
    } completion:^(BOOL finished) {
        self.wl_currentOperation = nil;
    }];
}

- (void)wl_setHighlightedImageWithURL:(NSURL *)url {
    __weak typeof(self) weakSelf = self;
    self.wl_currentOperation = [[WLImageLoader sharedLoader] loadImageWithURL:url completion:^(UIImage *image, NSError *error, NSURL *imageURL) {
        weakSelf.highlightedImage = image;
    }];
}

@end

NS_ASSUME_NONNULL_END
