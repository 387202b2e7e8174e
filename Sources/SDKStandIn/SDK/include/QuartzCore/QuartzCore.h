/* capcheck SDK shim: Core Animation. CADisplayLink retains its target (a classic cycle with the
 * object that owns the link) and stays scheduled on its run loop until invalidated. */
#ifndef __CAPCHECK_QUARTZCORE__
#define __CAPCHECK_QUARTZCORE__
#include <Foundation/Foundation.h>
#include <CoreGraphics/CoreGraphics.h>
#include <OpenGLES/EAGLDrawable.h>

#define CA_EXTERN FOUNDATION_EXPORT
#define CA_EXTERN_C_BEGIN
#define CA_EXTERN_C_END
#define CA_WARN_UNUSED
#define API_AVAILABLE_CA(...)

NS_ASSUME_NONNULL_BEGIN

typedef double CFTimeInterval_CA;
CA_EXTERN CFTimeInterval CACurrentMediaTime(void);

struct CATransform3D { CGFloat m11, m12, m13, m14; CGFloat m21, m22, m23, m24; CGFloat m31, m32, m33, m34; CGFloat m41, m42, m43, m44; };
typedef struct CF_BOXABLE CATransform3D CATransform3D;
CA_EXTERN const CATransform3D CATransform3DIdentity;
CA_EXTERN CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
CA_EXTERN CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
CA_EXTERN CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CA_EXTERN CATransform3D CATransform3DRotate(CATransform3D t, CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CA_EXTERN CATransform3D CATransform3DScale(CATransform3D t, CGFloat sx, CGFloat sy, CGFloat sz);
CA_EXTERN CATransform3D CATransform3DTranslate(CATransform3D t, CGFloat tx, CGFloat ty, CGFloat tz);
CA_EXTERN CATransform3D CATransform3DConcat(CATransform3D a, CATransform3D b);
CA_EXTERN CATransform3D CATransform3DMakeAffineTransform(CGAffineTransform m);
CA_EXTERN bool CATransform3DIsIdentity(CATransform3D t);
CA_EXTERN bool CATransform3DEqualToTransform(CATransform3D a, CATransform3D b);
CA_EXTERN bool CATransform3DIsAffine(CATransform3D t);
CA_EXTERN CGAffineTransform CATransform3DGetAffineTransform(CATransform3D t);

typedef NSString *CALayerContentsGravity;
typedef NSString *CALayerContentsFilter;
typedef NSString *CAMediaTimingFunctionName;
typedef NSString *CAMediaTimingFillMode;
typedef NSString *CATransitionType;
typedef NSString *CATransitionSubtype;
typedef NSString *CAShapeLayerLineCap;
typedef NSString *CAShapeLayerLineJoin;
typedef NSString *CAGradientLayerType;
CA_EXTERN CALayerContentsGravity const kCAGravityResizeAspect;
CA_EXTERN CALayerContentsGravity const kCAGravityResizeAspectFill;
CA_EXTERN CALayerContentsGravity const kCAGravityResize;
CA_EXTERN CALayerContentsGravity const kCAGravityCenter;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionLinear;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseIn;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseOut;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseInEaseOut;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionDefault;
CA_EXTERN CAMediaTimingFillMode const kCAFillModeForwards;
CA_EXTERN CAMediaTimingFillMode const kCAFillModeBackwards;
CA_EXTERN CAMediaTimingFillMode const kCAFillModeBoth;
CA_EXTERN CAMediaTimingFillMode const kCAFillModeRemoved;
CA_EXTERN CATransitionType const kCATransitionFade;
CA_EXTERN CATransitionType const kCATransitionMoveIn;
CA_EXTERN CATransitionType const kCATransitionPush;
CA_EXTERN CATransitionType const kCATransitionReveal;
CA_EXTERN CATransitionSubtype const kCATransitionFromRight;
CA_EXTERN CATransitionSubtype const kCATransitionFromLeft;
CA_EXTERN CATransitionSubtype const kCATransitionFromTop;
CA_EXTERN CATransitionSubtype const kCATransitionFromBottom;
/* CALayer.h: the action keys a layer's delegate is asked for. */
CA_EXTERN NSString * const kCAOnOrderIn;
CA_EXTERN NSString * const kCAOnOrderOut;
CA_EXTERN NSString * const kCATransition;
typedef NS_OPTIONS(NSUInteger, CACornerMask) {
    kCALayerMinXMinYCorner = 1U << 0, kCALayerMaxXMinYCorner = 1U << 1,
    kCALayerMinXMaxYCorner = 1U << 2, kCALayerMaxXMaxYCorner = 1U << 3,
};
CA_EXTERN CAShapeLayerLineCap const kCALineCapRound;
CA_EXTERN CAShapeLayerLineJoin const kCALineJoinRound;

@protocol CAMediaTiming
@property CFTimeInterval beginTime;
@property CFTimeInterval duration;
@property float speed;
@property CFTimeInterval timeOffset;
@property float repeatCount;
@property CFTimeInterval repeatDuration;
@property BOOL autoreverses;
@property (copy) CAMediaTimingFillMode fillMode;
@end

@class CAAnimation;
@protocol CALayerDelegate, CAAction;
@interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>
+ (instancetype)layer;
- (instancetype)init;
- (instancetype)initWithLayer:(id)layer;
- (nullable instancetype)presentationLayer;
- (instancetype)modelLayer;
@property CGRect bounds;
@property CGPoint position;
@property CGFloat zPosition;
@property CGPoint anchorPoint;
@property CATransform3D transform;
- (CGAffineTransform)affineTransform;
- (void)setAffineTransform:(CGAffineTransform)m;
@property CGRect frame;
@property (getter=isHidden) BOOL hidden;
@property (getter=isDoubleSided) BOOL doubleSided;
@property (nullable, readonly) CALayer *superlayer;
- (void)removeFromSuperlayer;
@property (nullable, copy) NSArray<__kindof CALayer *> *sublayers;
- (void)addSublayer:(CALayer *)layer;
- (void)insertSublayer:(CALayer *)layer atIndex:(unsigned)idx;
- (void)insertSublayer:(CALayer *)layer below:(nullable CALayer *)sibling;
- (void)insertSublayer:(CALayer *)layer above:(nullable CALayer *)sibling;
- (void)replaceSublayer:(CALayer *)oldLayer with:(CALayer *)newLayer;
@property (nullable, strong) CALayer *mask;
@property BOOL masksToBounds;
- (CGPoint)convertPoint:(CGPoint)p fromLayer:(nullable CALayer *)l;
- (CGPoint)convertPoint:(CGPoint)p toLayer:(nullable CALayer *)l;
- (CGRect)convertRect:(CGRect)r fromLayer:(nullable CALayer *)l;
- (CGRect)convertRect:(CGRect)r toLayer:(nullable CALayer *)l;
- (nullable __kindof CALayer *)hitTest:(CGPoint)p;
- (BOOL)containsPoint:(CGPoint)p;
@property (nullable, strong) id contents;
@property CGRect contentsRect;
@property (copy) CALayerContentsGravity contentsGravity;
@property CGFloat contentsScale;
@property BOOL opaque;
- (void)display;
- (void)setNeedsDisplay;
- (void)setNeedsDisplayInRect:(CGRect)r;
- (BOOL)needsDisplay;
- (void)displayIfNeeded;
@property BOOL needsDisplayOnBoundsChange;
@property BOOL drawsAsynchronously;
- (void)drawInContext:(CGContextRef)ctx;
- (void)renderInContext:(CGContextRef)ctx;
@property (nullable) CGColorRef backgroundColor;
@property CGFloat cornerRadius;
@property CGFloat borderWidth;
@property (nullable) CGColorRef borderColor;
@property float opacity;
@property BOOL allowsGroupOpacity;
@property CACornerMask maskedCorners;
@property (nullable) CGColorRef shadowColor;
@property float shadowOpacity;
@property CGSize shadowOffset;
@property CGFloat shadowRadius;
@property (nullable) CGPathRef shadowPath;
@property BOOL shouldRasterize;
@property CGFloat rasterizationScale;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSublayers;
- (void)addAnimation:(CAAnimation *)anim forKey:(nullable NSString *)key;
- (void)removeAllAnimations;
- (void)removeAnimationForKey:(NSString *)key;
- (nullable NSArray<NSString *> *)animationKeys;
- (nullable __kindof CAAnimation *)animationForKey:(NSString *)key;
@property (nullable, copy) NSString *name;
@property (nullable, weak) id <CALayerDelegate> delegate;
@property (nullable, copy) NSDictionary *style;
@end
@protocol CALayerDelegate <NSObject>
@optional
- (void)displayLayer:(CALayer *)layer;
- (void)drawLayer:(CALayer *)layer inContext:(CGContextRef)ctx;
- (void)layoutSublayersOfLayer:(CALayer *)layer;
- (nullable id<CAAction>)actionForLayer:(CALayer *)layer forKey:(NSString *)event;
@end

@interface CAShapeLayer : CALayer
@property (nullable) CGPathRef path;
@property (nullable) CGColorRef fillColor;
@property (nullable) CGColorRef strokeColor;
@property CGFloat strokeStart;
@property CGFloat strokeEnd;
@property CGFloat lineWidth;
@property (copy) CAShapeLayerLineCap lineCap;
@property (copy) CAShapeLayerLineJoin lineJoin;
@property (nullable, copy) NSArray<NSNumber *> *lineDashPattern;
@end
@interface CAGradientLayer : CALayer
@property (nullable, copy) NSArray *colors;
@property (nullable, copy) NSArray<NSNumber *> *locations;
@property CGPoint startPoint;
@property CGPoint endPoint;
@property (copy) CAGradientLayerType type;
@end
@interface CATextLayer : CALayer
@property (nullable, copy) id string;
@property CGFloat fontSize;
@property (nullable) CGColorRef foregroundColor;
@end
@interface CAReplicatorLayer : CALayer
@property NSInteger instanceCount;
@property CFTimeInterval instanceDelay;
@end
@interface CAEmitterLayer : CALayer
@end
@interface CATransformLayer : CALayer
@end

@interface CAMediaTimingFunction : NSObject <NSSecureCoding>
+ (instancetype)functionWithName:(CAMediaTimingFunctionName)name;
+ (instancetype)functionWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
- (instancetype)initWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
@end

@protocol CAAnimationDelegate <NSObject>
@optional
- (void)animationDidStart:(CAAnimation *)anim;
- (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag;
@end
/* An animation's delegate is a strong reference, unlike almost every other delegate. */
@interface CAAnimation : NSObject <NSSecureCoding, NSCopying, CAMediaTiming>
+ (instancetype)animation;
@property (nullable, strong) CAMediaTimingFunction *timingFunction;
@property (nullable, strong) id <CAAnimationDelegate> delegate;
@property (getter=isRemovedOnCompletion) BOOL removedOnCompletion;
@end
@interface CAPropertyAnimation : CAAnimation
+ (instancetype)animationWithKeyPath:(nullable NSString *)path;
@property (nullable, copy) NSString *keyPath;
@property (getter=isAdditive) BOOL additive;
@property (getter=isCumulative) BOOL cumulative;
@end
@interface CABasicAnimation : CAPropertyAnimation
@property (nullable, strong) id fromValue;
@property (nullable, strong) id toValue;
@property (nullable, strong) id byValue;
@end
@interface CAKeyframeAnimation : CAPropertyAnimation
@property (nullable, copy) NSArray *values;
@property (nullable) CGPathRef path;
@property (nullable, copy) NSArray<NSNumber *> *keyTimes;
@property (nullable, copy) NSArray<CAMediaTimingFunction *> *timingFunctions;
@property (copy) NSString *calculationMode;
@end
@interface CASpringAnimation : CABasicAnimation
@property CGFloat mass;
@property CGFloat stiffness;
@property CGFloat damping;
@property CGFloat initialVelocity;
@property (readonly) CFTimeInterval settlingDuration;
@end
@interface CATransition : CAAnimation
@property (copy) CATransitionType type;
@property (nullable, copy) CATransitionSubtype subtype;
@end
@interface CAAnimationGroup : CAAnimation
@property (nullable, copy) NSArray<CAAnimation *> *animations;
@end

@interface CATransaction : NSObject
+ (void)begin;
+ (void)commit;
+ (void)flush;
+ (void)lock;
+ (void)unlock;
+ (CFTimeInterval)animationDuration;
+ (void)setAnimationDuration:(CFTimeInterval)dur;
+ (nullable CAMediaTimingFunction *)animationTimingFunction;
+ (void)setAnimationTimingFunction:(nullable CAMediaTimingFunction *)function;
+ (BOOL)disableActions;
+ (void)setDisableActions:(BOOL)flag;
+ (nullable void (^)(void))completionBlock;
+ (void)setCompletionBlock:(nullable void (^)(void))block;
+ (nullable id)valueForKey:(NSString *)key;
+ (void)setValue:(nullable id)anObject forKey:(NSString *)key;
@end

typedef struct { float minimum; float maximum; float preferred; } CAFrameRateRange;
@interface CADisplayLink : NSObject
+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)removeFromRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)invalidate;
@property (readonly, nonatomic) CFTimeInterval timestamp;
@property (readonly, nonatomic) CFTimeInterval duration;
@property (readonly, nonatomic) CFTimeInterval targetTimestamp;
@property (getter=isPaused, nonatomic) BOOL paused;
@property (nonatomic) NSInteger frameInterval;
@property (nonatomic) NSInteger preferredFramesPerSecond;
@property (nonatomic) CAFrameRateRange preferredFrameRateRange;
@end

/* CAEAGLLayer: the layer OpenGL ES renders into; a context allocates its renderbuffer's storage
 * from it (renderbufferStorage:fromDrawable:). */
@interface CAEAGLLayer : CALayer <EAGLDrawable>
@property BOOL presentsWithTransaction;
@end

NS_ASSUME_NONNULL_END
#include <QuartzCore/QuartzCoreGenerated.h>
#endif
