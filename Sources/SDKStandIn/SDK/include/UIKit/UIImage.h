/* capcheck SDK shim: UIImage, UIColor, UIFont, UIBezierPath, UIGraphics and the image renderer
 * (whose drawing block runs before the call returns). */
#ifndef __CAPCHECK_UIKIT_UIIMAGE__
#define __CAPCHECK_UIKIT_UIIMAGE__
#include <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UIImageOrientation) {
    UIImageOrientationUp, UIImageOrientationDown, UIImageOrientationLeft, UIImageOrientationRight,
    UIImageOrientationUpMirrored, UIImageOrientationDownMirrored, UIImageOrientationLeftMirrored, UIImageOrientationRightMirrored,
};
typedef NS_ENUM(NSInteger, UIImageResizingMode) { UIImageResizingModeTile = 0, UIImageResizingModeStretch = 1 };
typedef NS_ENUM(NSInteger, UIImageRenderingMode) { UIImageRenderingModeAutomatic, UIImageRenderingModeAlwaysOriginal, UIImageRenderingModeAlwaysTemplate };
@class UIImageConfiguration, UIImageSymbolConfiguration, CIImage;
@interface UIImage : NSObject <NSSecureCoding>
+ (nullable UIImage *)imageNamed:(NSString *)name;
+ (nullable UIImage *)imageNamed:(NSString *)name inBundle:(nullable NSBundle *)bundle compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection;
+ (nullable UIImage *)systemImageNamed:(NSString *)name;
+ (nullable UIImage *)imageWithContentsOfFile:(NSString *)path;
+ (nullable UIImage *)imageWithData:(NSData *)data;
+ (nullable UIImage *)imageWithData:(NSData *)data scale:(CGFloat)scale;
+ (UIImage *)imageWithCGImage:(CGImageRef)cgImage;
+ (UIImage *)imageWithCGImage:(CGImageRef)cgImage scale:(CGFloat)scale orientation:(UIImageOrientation)orientation;
+ (UIImage *)imageWithCIImage:(CIImage *)ciImage;
- (nullable instancetype)initWithContentsOfFile:(NSString *)path;
- (nullable instancetype)initWithData:(NSData *)data;
- (nullable instancetype)initWithData:(NSData *)data scale:(CGFloat)scale;
- (instancetype)initWithCGImage:(CGImageRef)cgImage;
- (instancetype)initWithCGImage:(CGImageRef)cgImage scale:(CGFloat)scale orientation:(UIImageOrientation)orientation;
@property (nonatomic, readonly) CGSize size;
@property (nullable, nonatomic, readonly) CGImageRef CGImage;
@property (nullable, nonatomic, readonly) CIImage *CIImage;
@property (nonatomic, readonly) UIImageOrientation imageOrientation;
@property (nonatomic, readonly) CGFloat scale;
@property (nullable, nonatomic, readonly) NSArray<UIImage *> *images;
@property (nonatomic, readonly) NSTimeInterval duration;
+ (nullable UIImage *)animatedImageNamed:(NSString *)name duration:(NSTimeInterval)duration;
+ (nullable UIImage *)animatedImageWithImages:(NSArray<UIImage *> *)images duration:(NSTimeInterval)duration;
- (void)drawAtPoint:(CGPoint)point;
- (void)drawInRect:(CGRect)rect;
- (void)drawInRect:(CGRect)rect blendMode:(CGBlendMode)blendMode alpha:(CGFloat)alpha;
- (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets;
- (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets resizingMode:(UIImageResizingMode)resizingMode;
- (UIImage *)imageWithRenderingMode:(UIImageRenderingMode)renderingMode;
- (UIImage *)imageWithTintColor:(UIColor *)color;
@property (nonatomic, readonly) UIImageRenderingMode renderingMode;
- (nullable NSData *)pngData;
- (nullable NSData *)jpegData:(CGFloat)compressionQuality;
- (void)prepareForDisplayWithCompletionHandler:(void (^)(UIImage * _Nullable))completionHandler;
- (nullable UIImage *)imageByPreparingForDisplay;
@end
UIKIT_EXTERN NSData * _Nullable UIImagePNGRepresentation(UIImage *image);
UIKIT_EXTERN NSData * _Nullable UIImageJPEGRepresentation(UIImage *image, CGFloat compressionQuality);
UIKIT_EXTERN void UIImageWriteToSavedPhotosAlbum(UIImage *image, id _Nullable completionTarget, SEL _Nullable completionSelector, void * _Nullable contextInfo);

@interface UIColor : NSObject <NSSecureCoding, NSCopying>
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)colorWithDisplayP3Red:(CGFloat)displayP3Red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)colorWithCGColor:(CGColorRef)cgColor;
+ (UIColor *)colorWithPatternImage:(UIImage *)image;
+ (nullable UIColor *)colorNamed:(NSString *)name;
+ (UIColor *)colorWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider;
- (instancetype)initWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider;
- (UIColor *)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@property (class, nonatomic, readonly) UIColor *blackColor;
@property (class, nonatomic, readonly) UIColor *darkGrayColor;
@property (class, nonatomic, readonly) UIColor *lightGrayColor;
@property (class, nonatomic, readonly) UIColor *whiteColor;
@property (class, nonatomic, readonly) UIColor *grayColor;
@property (class, nonatomic, readonly) UIColor *redColor;
@property (class, nonatomic, readonly) UIColor *greenColor;
@property (class, nonatomic, readonly) UIColor *blueColor;
@property (class, nonatomic, readonly) UIColor *cyanColor;
@property (class, nonatomic, readonly) UIColor *yellowColor;
@property (class, nonatomic, readonly) UIColor *magentaColor;
@property (class, nonatomic, readonly) UIColor *orangeColor;
@property (class, nonatomic, readonly) UIColor *purpleColor;
@property (class, nonatomic, readonly) UIColor *brownColor;
@property (class, nonatomic, readonly) UIColor *clearColor;
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor;
@property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor;
@property (class, nonatomic, readonly) UIColor *labelColor;
@property (class, nonatomic, readonly) UIColor *secondaryLabelColor;
@property (class, nonatomic, readonly) UIColor *systemBlueColor;
@property (class, nonatomic, readonly) UIColor *systemRedColor;
@property (class, nonatomic, readonly) UIColor *systemGrayColor;
@property (class, nonatomic, readonly) UIColor *separatorColor;
@property (class, nonatomic, readonly) UIColor *tintColor;
- (void)set;
- (void)setFill;
- (void)setStroke;
- (BOOL)getRed:(nullable CGFloat *)red green:(nullable CGFloat *)green blue:(nullable CGFloat *)blue alpha:(nullable CGFloat *)alpha;
- (BOOL)getWhite:(nullable CGFloat *)white alpha:(nullable CGFloat *)alpha;
- (BOOL)getHue:(nullable CGFloat *)hue saturation:(nullable CGFloat *)saturation brightness:(nullable CGFloat *)brightness alpha:(nullable CGFloat *)alpha;
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
- (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traitCollection;
@property (nonatomic, readonly) CGColorRef CGColor;
@end

typedef CGFloat UIFontWeight;
UIKIT_EXTERN const UIFontWeight UIFontWeightRegular;
UIKIT_EXTERN const UIFontWeight UIFontWeightMedium;
UIKIT_EXTERN const UIFontWeight UIFontWeightSemibold;
UIKIT_EXTERN const UIFontWeight UIFontWeightBold;
UIKIT_EXTERN const UIFontWeight UIFontWeightLight;
typedef NSString *UIFontTextStyle;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption1;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleFootnote;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle1;
@class UIFontDescriptor;
@interface UIFont : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly) UIFontDescriptor *fontDescriptor;
+ (UIFont *)fontWithDescriptor:(UIFontDescriptor *)descriptor size:(CGFloat)pointSize;
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
+ (UIFont *)monospacedDigitSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
@property (nonatomic, readonly, strong) NSString *familyName;
@property (nonatomic, readonly, strong) NSString *fontName;
@property (nonatomic, readonly) CGFloat pointSize;
@property (nonatomic, readonly) CGFloat ascender;
@property (nonatomic, readonly) CGFloat descender;
@property (nonatomic, readonly) CGFloat lineHeight;
- (UIFont *)fontWithSize:(CGFloat)fontSize;
@end

typedef NS_ENUM(NSInteger, NSTextAlignment) { NSTextAlignmentLeft = 0, NSTextAlignmentCenter = 1, NSTextAlignmentRight = 2, NSTextAlignmentJustified = 3, NSTextAlignmentNatural = 4 };
typedef NS_ENUM(NSInteger, NSLineBreakMode) {
    NSLineBreakByWordWrapping = 0, NSLineBreakByCharWrapping, NSLineBreakByClipping, NSLineBreakByTruncatingHead,
    NSLineBreakByTruncatingTail, NSLineBreakByTruncatingMiddle
};
UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSParagraphStyleAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSForegroundColorAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSBackgroundColorAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSKernAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSUnderlineStyleAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSStrikethroughStyleAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSLinkAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSAttachmentAttributeName;
@interface NSParagraphStyle : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (class, readonly, copy) NSParagraphStyle *defaultParagraphStyle;
@property (readonly) CGFloat lineSpacing;
@property (readonly) NSTextAlignment alignment;
@property (readonly) NSLineBreakMode lineBreakMode;
@end
@interface NSMutableParagraphStyle : NSParagraphStyle
@property CGFloat lineSpacing;
@property CGFloat paragraphSpacing;
@property NSTextAlignment alignment;
@property NSLineBreakMode lineBreakMode;
@property CGFloat minimumLineHeight;
@property CGFloat maximumLineHeight;
@end
@interface NSTextAttachment : NSObject <NSSecureCoding>
@property (nullable, strong) UIImage *image;
@property CGRect bounds;
+ (NSAttributedString *)attributedStringWithAttachment:(NSTextAttachment *)attachment;
@end
@interface NSString (UIStringDrawing)
- (CGSize)sizeWithAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs;
- (void)drawAtPoint:(CGPoint)point withAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs;
- (void)drawInRect:(CGRect)rect withAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs;
- (CGRect)boundingRectWithSize:(CGSize)size options:(NSUInteger)options attributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attributes context:(nullable id)context;
@end
typedef NS_OPTIONS(NSInteger, NSStringDrawingOptions) {
    NSStringDrawingTruncatesLastVisibleLine = 1 << 5, NSStringDrawingUsesLineFragmentOrigin = 1 << 0,
    NSStringDrawingUsesFontLeading = 1 << 1, NSStringDrawingUsesDeviceMetrics = 1 << 3,
};
@interface NSAttributedString (UIStringDrawing)
- (CGSize)size;
- (void)drawAtPoint:(CGPoint)point;
- (void)drawInRect:(CGRect)rect;
- (CGRect)boundingRectWithSize:(CGSize)size options:(NSStringDrawingOptions)options context:(nullable id)context;
@end

typedef NS_OPTIONS(NSUInteger, UIRectCorner) {
    UIRectCornerTopLeft = 1 << 0, UIRectCornerTopRight = 1 << 1, UIRectCornerBottomLeft = 1 << 2,
    UIRectCornerBottomRight = 1 << 3, UIRectCornerAllCorners = ~0UL
};
@interface UIBezierPath : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)bezierPath;
+ (instancetype)bezierPathWithRect:(CGRect)rect;
+ (instancetype)bezierPathWithOvalInRect:(CGRect)rect;
+ (instancetype)bezierPathWithRoundedRect:(CGRect)rect cornerRadius:(CGFloat)cornerRadius;
+ (instancetype)bezierPathWithRoundedRect:(CGRect)rect byRoundingCorners:(UIRectCorner)corners cornerRadii:(CGSize)cornerRadii;
+ (instancetype)bezierPathWithArcCenter:(CGPoint)center radius:(CGFloat)radius startAngle:(CGFloat)startAngle endAngle:(CGFloat)endAngle clockwise:(BOOL)clockwise;
+ (instancetype)bezierPathWithCGPath:(CGPathRef)CGPath;
@property (nonatomic) CGPathRef CGPath;
- (void)moveToPoint:(CGPoint)point;
- (void)addLineToPoint:(CGPoint)point;
- (void)addCurveToPoint:(CGPoint)endPoint controlPoint1:(CGPoint)controlPoint1 controlPoint2:(CGPoint)controlPoint2;
- (void)addQuadCurveToPoint:(CGPoint)endPoint controlPoint:(CGPoint)controlPoint;
- (void)addArcWithCenter:(CGPoint)center radius:(CGFloat)radius startAngle:(CGFloat)startAngle endAngle:(CGFloat)endAngle clockwise:(BOOL)clockwise;
- (void)closePath;
- (void)removeAllPoints;
- (void)appendPath:(UIBezierPath *)bezierPath;
@property (nonatomic) CGFloat lineWidth;
- (void)fill;
- (void)stroke;
- (void)addClip;
- (BOOL)containsPoint:(CGPoint)point;
@property (nonatomic, readonly) CGRect bounds;
@end

UIKIT_EXTERN CGContextRef _Nullable UIGraphicsGetCurrentContext(void) CF_RETURNS_NOT_RETAINED;
UIKIT_EXTERN void UIGraphicsPushContext(CGContextRef context);
UIKIT_EXTERN void UIGraphicsPopContext(void);
UIKIT_EXTERN void UIRectFill(CGRect rect);
UIKIT_EXTERN void UIGraphicsBeginImageContext(CGSize size);
UIKIT_EXTERN void UIGraphicsBeginImageContextWithOptions(CGSize size, BOOL opaque, CGFloat scale);
UIKIT_EXTERN UIImage * _Nullable UIGraphicsGetImageFromCurrentImageContext(void);
UIKIT_EXTERN void UIGraphicsEndImageContext(void);

@interface UIGraphicsRendererFormat : NSObject <NSCopying>
+ (instancetype)defaultFormat;
@property (nonatomic, readonly) CGRect bounds;
@end
typedef NS_ENUM(NSInteger, UIGraphicsImageRendererFormatRange) {
    UIGraphicsImageRendererFormatRangeUnspecified = -1,
    UIGraphicsImageRendererFormatRangeAutomatic = 0,
    UIGraphicsImageRendererFormatRangeExtended,
    UIGraphicsImageRendererFormatRangeStandard
} API_AVAILABLE(ios(12.0));
@interface UIGraphicsImageRendererFormat : UIGraphicsRendererFormat
@property (nonatomic) CGFloat scale;
@property (nonatomic) BOOL opaque;
@property (nonatomic) UIGraphicsImageRendererFormatRange preferredRange API_AVAILABLE(ios(12.0));
+ (instancetype)preferredFormat;
@end
@interface UIGraphicsRendererContext : NSObject
@property (nonatomic, readonly) CGContextRef CGContext;
@property (nonatomic, readonly) __kindof UIGraphicsRendererFormat *format;
- (void)fillRect:(CGRect)rect;
- (void)strokeRect:(CGRect)rect;
- (void)clipToRect:(CGRect)rect;
@end
@interface UIGraphicsImageRendererContext : UIGraphicsRendererContext
@property (nonatomic, readonly) UIImage *currentImage;
@end
typedef void (^UIGraphicsImageDrawingActions)(UIGraphicsImageRendererContext *rendererContext);
@interface UIGraphicsRenderer : NSObject
- (instancetype)initWithBounds:(CGRect)bounds format:(UIGraphicsRendererFormat *)format NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) __kindof UIGraphicsRendererFormat *format;
@end
@interface UIGraphicsImageRenderer : UIGraphicsRenderer
- (instancetype)initWithSize:(CGSize)size;
- (instancetype)initWithSize:(CGSize)size format:(UIGraphicsImageRendererFormat *)format;
- (instancetype)initWithBounds:(CGRect)bounds format:(UIGraphicsImageRendererFormat *)format NS_DESIGNATED_INITIALIZER;
- (UIImage *)imageWithActions:(NS_NOESCAPE UIGraphicsImageDrawingActions)actions;
- (NSData *)PNGDataWithActions:(NS_NOESCAPE UIGraphicsImageDrawingActions)actions;
- (NSData *)JPEGDataWithCompressionQuality:(CGFloat)compressionQuality actions:(NS_NOESCAPE UIGraphicsImageDrawingActions)actions;
@end

NS_ASSUME_NONNULL_END
#endif
