/* capcheck SDK shim: NSValue, NSNumber, NSDecimalNumber, NSNull. */
#ifndef __CAPCHECK_FOUNDATION_NSVALUE__
#define __CAPCHECK_FOUNDATION_NSVALUE__
#include <Foundation/NSObject.h>
#include <Foundation/NSRange.h>

NS_ASSUME_NONNULL_BEGIN

@interface NSValue : NSObject <NSCopying, NSSecureCoding>
- (void)getValue:(void *)value size:(NSUInteger)size;
- (void)getValue:(void *)value;
@property (readonly) const char *objCType NS_RETURNS_INNER_POINTER;
- (instancetype)initWithBytes:(const void *)value objCType:(const char *)type NS_DESIGNATED_INITIALIZER;
+ (NSValue *)valueWithBytes:(const void *)value objCType:(const char *)type;
+ (NSValue *)value:(const void *)value withObjCType:(const char *)type;
+ (NSValue *)valueWithNonretainedObject:(nullable id)anObject;
@property (nullable, readonly) id nonretainedObjectValue;
+ (NSValue *)valueWithPointer:(nullable const void *)pointer;
@property (nullable, readonly) void *pointerValue;
- (BOOL)isEqualToValue:(NSValue *)value;
+ (NSValue *)valueWithRange:(NSRange)range;
@property (readonly) NSRange rangeValue;
@end

@interface NSNumber : NSValue
- (instancetype)initWithChar:(char)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithUnsignedChar:(unsigned char)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithShort:(short)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithUnsignedShort:(unsigned short)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithInt:(int)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithUnsignedInt:(unsigned int)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithLong:(long)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithUnsignedLong:(unsigned long)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithLongLong:(long long)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithUnsignedLongLong:(unsigned long long)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithFloat:(float)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithDouble:(double)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithBool:(BOOL)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithInteger:(NSInteger)value NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithUnsignedInteger:(NSUInteger)value NS_DESIGNATED_INITIALIZER;
@property (readonly) char charValue;
@property (readonly) unsigned char unsignedCharValue;
@property (readonly) short shortValue;
@property (readonly) unsigned short unsignedShortValue;
@property (readonly) int intValue;
@property (readonly) unsigned int unsignedIntValue;
@property (readonly) long longValue;
@property (readonly) unsigned long unsignedLongValue;
@property (readonly) long long longLongValue;
@property (readonly) unsigned long long unsignedLongLongValue;
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue;
@property (readonly) NSUInteger unsignedIntegerValue;
@property (readonly, copy) NSString *stringValue;
- (NSComparisonResult)compare:(NSNumber *)otherNumber;
- (BOOL)isEqualToNumber:(NSNumber *)number;
- (NSString *)descriptionWithLocale:(nullable id)locale;
+ (NSNumber *)numberWithChar:(char)value;
+ (NSNumber *)numberWithUnsignedChar:(unsigned char)value;
+ (NSNumber *)numberWithShort:(short)value;
+ (NSNumber *)numberWithUnsignedShort:(unsigned short)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
@end

/* A decimal number's value: the SDK's bit fields and mantissa, which code reads directly. */
#define NS_DECIMAL_MANTISSA_SIZE 8
typedef struct {
    signed int _exponent:8;
    unsigned int _length:4;
    unsigned int _isNegative:1;
    unsigned int _isCompact:1;
    unsigned int _reserved:18;
    unsigned short _mantissa[NS_DECIMAL_MANTISSA_SIZE];
} NSDecimal;
FOUNDATION_EXPORT NSString *NSDecimalString(const NSDecimal *dcm, id _Nullable locale);

@interface NSNumber (NSDecimalNumberExtensions)
@property (readonly) NSDecimal decimalValue;
@end

@interface NSDecimalNumber : NSNumber
- (instancetype)initWithDecimal:(NSDecimal)dcm NS_DESIGNATED_INITIALIZER;
+ (NSDecimalNumber *)decimalNumberWithDecimal:(NSDecimal)dcm;
+ (NSDecimalNumber *)decimalNumberWithString:(nullable NSString *)numberValue;
+ (NSDecimalNumber *)decimalNumberWithMantissa:(unsigned long long)mantissa exponent:(short)exponent isNegative:(BOOL)flag;
@property (class, readonly, copy) NSDecimalNumber *zero;
@property (class, readonly, copy) NSDecimalNumber *one;
@property (class, readonly, copy) NSDecimalNumber *notANumber;
- (NSDecimalNumber *)decimalNumberByAdding:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberBySubtracting:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberByMultiplyingBy:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberByDividingBy:(NSDecimalNumber *)decimalNumber;
@end

@interface NSNull : NSObject <NSCopying, NSSecureCoding>
+ (NSNull *)null;
@end

NS_ASSUME_NONNULL_END
#endif
