/* capcheck SDK shim: CoreGraphics geometry, contexts, images, colours and paths. */
#ifndef __CAPCHECK_COREGRAPHICS__
#define __CAPCHECK_COREGRAPHICS__
#include <CoreFoundation/CoreFoundation.h>
#include <stdbool.h>

#define CG_EXTERN CF_EXPORT
#define CG_INLINE static inline
#define CG_AVAILABLE_STARTING(...)
#define CG_AVAILABLE_BUT_DEPRECATED(...)
#define CG_LOCAL
#define CG_BOXABLE CF_BOXABLE
/* CGBase.h's nullability spellings. */
#define cg_nullable _Nullable
#define cg_nonnull _Nonnull

CF_ASSUME_NONNULL_BEGIN
/* As in the SDK, CoreGraphics' functions are audited for ARC: an object passes to a CF parameter
   with a plain cast (`CGGradientCreateWithColors(space, (CFArrayRef)colors, NULL)`). */
CF_IMPLICIT_BRIDGING_ENABLED

typedef double CGFloat;
#define CGFLOAT_TYPE double
#define CGFLOAT_IS_DOUBLE 1
#define CGFLOAT_MIN DBL_MIN
#define CGFLOAT_MAX DBL_MAX
#define CGFLOAT_EPSILON DBL_EPSILON
#define CGFLOAT_DEFINED 1

struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CG_BOXABLE CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CG_BOXABLE CGSize CGSize;
struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CG_BOXABLE CGVector CGVector;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CG_BOXABLE CGRect CGRect;
typedef CF_ENUM(uint32_t, CGRectEdge) { CGRectMinXEdge, CGRectMinYEdge, CGRectMaxXEdge, CGRectMaxYEdge };
struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
typedef struct CG_BOXABLE CGAffineTransform CGAffineTransform;

CG_EXTERN const CGPoint CGPointZero;
CG_EXTERN const CGSize CGSizeZero;
CG_EXTERN const CGRect CGRectZero;
CG_EXTERN const CGRect CGRectNull;
CG_EXTERN const CGRect CGRectInfinite;
CG_EXTERN const CGAffineTransform CGAffineTransformIdentity;

CG_INLINE CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint p; p.x = x; p.y = y; return p; }
CG_INLINE CGSize CGSizeMake(CGFloat width, CGFloat height) { CGSize s; s.width = width; s.height = height; return s; }
CG_INLINE CGVector CGVectorMake(CGFloat dx, CGFloat dy) { CGVector v; v.dx = dx; v.dy = dy; return v; }
CG_INLINE CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
    CGRect r; r.origin.x = x; r.origin.y = y; r.size.width = width; r.size.height = height; return r;
}
CG_EXTERN CGFloat CGRectGetMinX(CGRect rect);
CG_EXTERN CGFloat CGRectGetMidX(CGRect rect);
CG_EXTERN CGFloat CGRectGetMaxX(CGRect rect);
CG_EXTERN CGFloat CGRectGetMinY(CGRect rect);
CG_EXTERN CGFloat CGRectGetMidY(CGRect rect);
CG_EXTERN CGFloat CGRectGetMaxY(CGRect rect);
CG_EXTERN CGFloat CGRectGetWidth(CGRect rect);
CG_EXTERN CGFloat CGRectGetHeight(CGRect rect);
CG_EXTERN bool CGPointEqualToPoint(CGPoint point1, CGPoint point2);
CG_EXTERN bool CGSizeEqualToSize(CGSize size1, CGSize size2);
CG_EXTERN bool CGRectEqualToRect(CGRect rect1, CGRect rect2);
CG_EXTERN CGRect CGRectStandardize(CGRect rect);
CG_EXTERN bool CGRectIsEmpty(CGRect rect);
CG_EXTERN bool CGRectIsNull(CGRect rect);
CG_EXTERN bool CGRectIsInfinite(CGRect rect);
CG_EXTERN CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy);
CG_EXTERN CGRect CGRectIntegral(CGRect rect);
CG_EXTERN CGRect CGRectUnion(CGRect r1, CGRect r2);
CG_EXTERN CGRect CGRectIntersection(CGRect r1, CGRect r2);
CG_EXTERN CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy);
CG_EXTERN void CGRectDivide(CGRect rect, CGRect *slice, CGRect *remainder, CGFloat amount, CGRectEdge edge);
CG_EXTERN bool CGRectContainsPoint(CGRect rect, CGPoint point);
CG_EXTERN bool CGRectContainsRect(CGRect rect1, CGRect rect2);
CG_EXTERN bool CGRectIntersectsRect(CGRect rect1, CGRect rect2);
CG_EXTERN CGAffineTransform CGAffineTransformMake(CGFloat a, CGFloat b, CGFloat c, CGFloat d, CGFloat tx, CGFloat ty);
CG_EXTERN CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty);
CG_EXTERN CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy);
CG_EXTERN CGAffineTransform CGAffineTransformMakeRotation(CGFloat angle);
CG_EXTERN bool CGAffineTransformIsIdentity(CGAffineTransform t);
CG_EXTERN CGAffineTransform CGAffineTransformTranslate(CGAffineTransform t, CGFloat tx, CGFloat ty);
CG_EXTERN CGAffineTransform CGAffineTransformScale(CGAffineTransform t, CGFloat sx, CGFloat sy);
CG_EXTERN CGAffineTransform CGAffineTransformRotate(CGAffineTransform t, CGFloat angle);
CG_EXTERN CGAffineTransform CGAffineTransformInvert(CGAffineTransform t);
CG_EXTERN CGAffineTransform CGAffineTransformConcat(CGAffineTransform t1, CGAffineTransform t2);
CG_EXTERN CGPoint CGPointApplyAffineTransform(CGPoint point, CGAffineTransform t);
CG_EXTERN CGSize CGSizeApplyAffineTransform(CGSize size, CGAffineTransform t);
CG_EXTERN CGRect CGRectApplyAffineTransform(CGRect rect, CGAffineTransform t);
CG_EXTERN CFDictionaryRef CGRectCreateDictionaryRepresentation(CGRect) CF_RETURNS_RETAINED;

typedef struct CF_BRIDGED_TYPE(id) CGContext *CGContextRef;
typedef struct CF_BRIDGED_TYPE(id) CGImage *CGImageRef;
typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;
typedef struct CF_BRIDGED_TYPE(id) CGColorSpace *CGColorSpaceRef;
typedef const struct CF_BRIDGED_TYPE(id) CGPath *CGPathRef;
typedef struct CF_BRIDGED_TYPE(id) CGPath *CGMutablePathRef;
typedef struct CF_BRIDGED_TYPE(id) CGDataProvider *CGDataProviderRef;
typedef struct CF_BRIDGED_TYPE(id) CGGradient *CGGradientRef;
typedef struct CF_BRIDGED_TYPE(id) CGFont *CGFontRef;
typedef unsigned short CGGlyph;
typedef CF_ENUM(int32_t, CGColorSpaceModel) {
    kCGColorSpaceModelUnknown = -1, kCGColorSpaceModelMonochrome, kCGColorSpaceModelRGB, kCGColorSpaceModelCMYK,
    kCGColorSpaceModelLab, kCGColorSpaceModelDeviceN, kCGColorSpaceModelIndexed, kCGColorSpaceModelPattern, kCGColorSpaceModelXYZ
};
typedef CF_ENUM(int32_t, CGColorRenderingIntent) {
    kCGRenderingIntentDefault, kCGRenderingIntentAbsoluteColorimetric, kCGRenderingIntentRelativeColorimetric,
    kCGRenderingIntentPerceptual, kCGRenderingIntentSaturation
};
typedef CF_ENUM(uint32_t, CGImageAlphaInfo) {
    kCGImageAlphaNone, kCGImageAlphaPremultipliedLast, kCGImageAlphaPremultipliedFirst, kCGImageAlphaLast,
    kCGImageAlphaFirst, kCGImageAlphaNoneSkipLast, kCGImageAlphaNoneSkipFirst, kCGImageAlphaOnly
};
typedef CF_OPTIONS(uint32_t, CGBitmapInfo) {
    kCGBitmapAlphaInfoMask = 0x1F, kCGBitmapFloatComponents = (1 << 8), kCGBitmapByteOrderMask = 0x7000,
    kCGBitmapByteOrderDefault = (0 << 12), kCGBitmapByteOrder16Little = (1 << 12), kCGBitmapByteOrder32Little = (2 << 12),
    kCGBitmapByteOrder16Big = (3 << 12), kCGBitmapByteOrder32Big = (4 << 12)
};
#define kCGBitmapByteOrder32Host kCGBitmapByteOrder32Little
typedef CF_ENUM(int32_t, CGInterpolationQuality) {
    kCGInterpolationDefault = 0, kCGInterpolationNone = 1, kCGInterpolationLow = 2, kCGInterpolationMedium = 4, kCGInterpolationHigh = 3
};
typedef CF_ENUM(int32_t, CGBlendMode) {
    kCGBlendModeNormal, kCGBlendModeMultiply, kCGBlendModeScreen, kCGBlendModeOverlay, kCGBlendModeDarken,
    kCGBlendModeLighten, kCGBlendModeColorDodge, kCGBlendModeColorBurn, kCGBlendModeSoftLight, kCGBlendModeHardLight,
    kCGBlendModeDifference, kCGBlendModeExclusion, kCGBlendModeHue, kCGBlendModeSaturation, kCGBlendModeColor,
    kCGBlendModeLuminosity, kCGBlendModeClear, kCGBlendModeCopy, kCGBlendModeSourceIn, kCGBlendModeSourceOut,
    kCGBlendModeSourceAtop, kCGBlendModeDestinationOver, kCGBlendModeDestinationIn, kCGBlendModeDestinationOut,
    kCGBlendModeDestinationAtop, kCGBlendModeXOR, kCGBlendModePlusDarker, kCGBlendModePlusLighter
};
typedef CF_ENUM(int32_t, CGLineCap) { kCGLineCapButt, kCGLineCapRound, kCGLineCapSquare };
typedef CF_ENUM(int32_t, CGLineJoin) { kCGLineJoinMiter, kCGLineJoinRound, kCGLineJoinBevel };
typedef CF_ENUM(int32_t, CGPathDrawingMode) { kCGPathFill, kCGPathEOFill, kCGPathStroke, kCGPathFillStroke, kCGPathEOFillStroke };

CG_EXTERN CGColorSpaceRef _Nullable CGColorSpaceCreateDeviceRGB(void) CF_RETURNS_RETAINED;
CG_EXTERN CGColorSpaceRef _Nullable CGColorSpaceCreateDeviceGray(void) CF_RETURNS_RETAINED;
CG_EXTERN void CGColorSpaceRelease(CGColorSpaceRef _Nullable space);
CG_EXTERN CGContextRef _Nullable CGBitmapContextCreate(void * _Nullable data, size_t width, size_t height, size_t bitsPerComponent, size_t bytesPerRow, CGColorSpaceRef _Nullable space, uint32_t bitmapInfo) CF_RETURNS_RETAINED;
CG_EXTERN CGImageRef _Nullable CGBitmapContextCreateImage(CGContextRef _Nullable context) CF_RETURNS_RETAINED;
CG_EXTERN void * _Nullable CGBitmapContextGetData(CGContextRef _Nullable context);
CG_EXTERN void CGContextRelease(CGContextRef _Nullable c);
CG_EXTERN CGContextRef _Nullable CGContextRetain(CGContextRef _Nullable c);
CG_EXTERN void CGContextSaveGState(CGContextRef _Nullable c);
CG_EXTERN void CGContextRestoreGState(CGContextRef _Nullable c);
CG_EXTERN void CGContextScaleCTM(CGContextRef _Nullable c, CGFloat sx, CGFloat sy);
CG_EXTERN void CGContextTranslateCTM(CGContextRef _Nullable c, CGFloat tx, CGFloat ty);
CG_EXTERN void CGContextRotateCTM(CGContextRef _Nullable c, CGFloat angle);
CG_EXTERN void CGContextConcatCTM(CGContextRef _Nullable c, CGAffineTransform transform);
CG_EXTERN void CGContextSetLineWidth(CGContextRef _Nullable c, CGFloat width);
CG_EXTERN void CGContextSetLineCap(CGContextRef _Nullable c, CGLineCap cap);
CG_EXTERN void CGContextSetLineJoin(CGContextRef _Nullable c, CGLineJoin join);
CG_EXTERN void CGContextSetBlendMode(CGContextRef _Nullable c, CGBlendMode mode);
CG_EXTERN void CGContextSetInterpolationQuality(CGContextRef _Nullable c, CGInterpolationQuality quality);
CG_EXTERN void CGContextSetFillColorWithColor(CGContextRef _Nullable c, CGColorRef _Nullable color);
CG_EXTERN void CGContextSetStrokeColorWithColor(CGContextRef _Nullable c, CGColorRef _Nullable color);
CG_EXTERN void CGContextSetRGBFillColor(CGContextRef _Nullable c, CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha);
CG_EXTERN void CGContextSetRGBStrokeColor(CGContextRef _Nullable c, CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha);
CG_EXTERN void CGContextFillRect(CGContextRef _Nullable c, CGRect rect);
CG_EXTERN void CGContextStrokeRect(CGContextRef _Nullable c, CGRect rect);
CG_EXTERN void CGContextClearRect(CGContextRef _Nullable c, CGRect rect);
CG_EXTERN void CGContextFillEllipseInRect(CGContextRef _Nullable c, CGRect rect);
CG_EXTERN void CGContextBeginPath(CGContextRef _Nullable c);
CG_EXTERN void CGContextMoveToPoint(CGContextRef _Nullable c, CGFloat x, CGFloat y);
CG_EXTERN void CGContextAddLineToPoint(CGContextRef _Nullable c, CGFloat x, CGFloat y);
CG_EXTERN void CGContextAddRect(CGContextRef _Nullable c, CGRect rect);
CG_EXTERN void CGContextAddPath(CGContextRef _Nullable c, CGPathRef _Nullable path);
CG_EXTERN void CGContextClosePath(CGContextRef _Nullable c);
CG_EXTERN void CGContextDrawPath(CGContextRef _Nullable c, CGPathDrawingMode mode);
CG_EXTERN void CGContextStrokePath(CGContextRef _Nullable c);
CG_EXTERN void CGContextFillPath(CGContextRef _Nullable c);
CG_EXTERN void CGContextClip(CGContextRef _Nullable c);
CG_EXTERN void CGContextClipToRect(CGContextRef _Nullable c, CGRect rect);
CG_EXTERN void CGContextDrawImage(CGContextRef _Nullable c, CGRect rect, CGImageRef _Nullable image);
CG_EXTERN CGImageRef _Nullable CGImageRetain(CGImageRef _Nullable image);
CG_EXTERN void CGImageRelease(CGImageRef _Nullable image);
CG_EXTERN size_t CGImageGetWidth(CGImageRef _Nullable image);
CG_EXTERN size_t CGImageGetHeight(CGImageRef _Nullable image);
CG_EXTERN size_t CGImageGetBitsPerComponent(CGImageRef _Nullable image);
CG_EXTERN size_t CGImageGetBytesPerRow(CGImageRef _Nullable image);
CG_EXTERN CGImageAlphaInfo CGImageGetAlphaInfo(CGImageRef _Nullable image);
CG_EXTERN CGBitmapInfo CGImageGetBitmapInfo(CGImageRef _Nullable image);
CG_EXTERN CGColorSpaceRef _Nullable CGImageGetColorSpace(CGImageRef _Nullable image);
CG_EXTERN CGImageRef _Nullable CGImageCreateWithImageInRect(CGImageRef _Nullable image, CGRect rect) CF_RETURNS_RETAINED;
CG_EXTERN CGColorRef _Nullable CGColorRetain(CGColorRef _Nullable color);
CG_EXTERN void CGColorRelease(CGColorRef _Nullable color);
CG_EXTERN CGColorRef _Nullable CGColorCreate(CGColorSpaceRef _Nullable space, const CGFloat * _Nullable components) CF_RETURNS_RETAINED;
CG_EXTERN CGMutablePathRef CGPathCreateMutable(void) CF_RETURNS_RETAINED;
CG_EXTERN void CGPathMoveToPoint(CGMutablePathRef _Nullable path, const CGAffineTransform * _Nullable m, CGFloat x, CGFloat y);
CG_EXTERN void CGPathAddLineToPoint(CGMutablePathRef _Nullable path, const CGAffineTransform * _Nullable m, CGFloat x, CGFloat y);
CG_EXTERN void CGPathAddRect(CGMutablePathRef _Nullable path, const CGAffineTransform * _Nullable m, CGRect rect);
CG_EXTERN void CGPathAddEllipseInRect(CGMutablePathRef _Nullable path, const CGAffineTransform * _Nullable m, CGRect rect);
CG_EXTERN void CGPathCloseSubpath(CGMutablePathRef _Nullable path);
CG_EXTERN void CGPathRelease(CGPathRef _Nullable path);
CG_EXTERN CGPathRef _Nullable CGPathRetain(CGPathRef _Nullable path);
CG_EXTERN CGPathRef CGPathCreateWithRect(CGRect rect, const CGAffineTransform * _Nullable transform) CF_RETURNS_RETAINED;
CG_EXTERN CGDataProviderRef _Nullable CGDataProviderCreateWithCFData(CFDataRef _Nullable data) CF_RETURNS_RETAINED;
CG_EXTERN void CGDataProviderRelease(CGDataProviderRef _Nullable provider);
CG_EXTERN CGImageRef _Nullable CGImageCreateWithPNGDataProvider(CGDataProviderRef _Nullable source, const CGFloat * _Nullable decode, bool shouldInterpolate, int32_t intent) CF_RETURNS_RETAINED;
CG_EXTERN CGImageRef _Nullable CGImageCreateWithJPEGDataProvider(CGDataProviderRef _Nullable source, const CGFloat * _Nullable decode, bool shouldInterpolate, int32_t intent) CF_RETURNS_RETAINED;
/* CGColor.h, CGPath.h, CGContext.h, CGGradient.h: queries real trees use. */
CG_EXTERN CFTypeID CGColorGetTypeID(void);
CG_EXTERN CGFloat CGColorGetAlpha(CGColorRef _Nullable color);
CG_EXTERN size_t CGColorGetNumberOfComponents(CGColorRef _Nullable color);
CG_EXTERN const CGFloat * _Nullable CGColorGetComponents(CGColorRef _Nullable color);
CG_EXTERN CGColorSpaceRef _Nullable CGColorGetColorSpace(CGColorRef _Nullable color);
CG_EXTERN CGColorRef _Nullable CGColorCreateCopyWithAlpha(CGColorRef _Nullable color, CGFloat alpha) CF_RETURNS_RETAINED;
CG_EXTERN CGMutablePathRef _Nullable CGPathCreateMutableCopy(CGPathRef _Nullable path) CF_RETURNS_RETAINED;
CG_EXTERN bool CGColorEqualToColor(CGColorRef _Nullable color1, CGColorRef _Nullable color2);
CG_EXTERN bool CGPathIsRect(CGPathRef _Nullable path, CGRect * _Nullable rect);
CG_EXTERN bool CGPathIsEmpty(CGPathRef _Nullable path);
CG_EXTERN CGRect CGPathGetBoundingBox(CGPathRef _Nullable path);
CG_EXTERN CGRect CGContextGetClipBoundingBox(CGContextRef _Nullable c);
CG_EXTERN CGGradientRef _Nullable CGGradientCreateWithColors(CGColorSpaceRef _Nullable space, CFArrayRef _Nullable colors, const CGFloat * _Nullable locations) CF_RETURNS_RETAINED;
CG_EXTERN void CGGradientRelease(CGGradientRef _Nullable gradient);

CF_IMPLICIT_BRIDGING_DISABLED
CF_ASSUME_NONNULL_END
#include <CoreGraphics/CoreGraphicsGenerated.h>
#endif
