/* capcheck SDK shim: NSDate, NSTimeZone, NSLocale, NSCalendar, NSDateComponents and the
 * formatters. */
#ifndef __CAPCHECK_FOUNDATION_NSDATE__
#define __CAPCHECK_FOUNDATION_NSDATE__
#include <Foundation/NSObject.h>
@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSError, NSNumber;

NS_ASSUME_NONNULL_BEGIN

typedef double NSTimeInterval;
#define NSTimeIntervalSince1970 978307200.0

@interface NSDate : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSTimeInterval timeIntervalSinceReferenceDate;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti NS_DESIGNATED_INITIALIZER;
- (NSTimeInterval)timeIntervalSinceDate:(NSDate *)anotherDate;
@property (readonly) NSTimeInterval timeIntervalSinceNow;
@property (readonly) NSTimeInterval timeIntervalSince1970;
- (instancetype)dateByAddingTimeInterval:(NSTimeInterval)ti;
- (NSDate *)earlierDate:(NSDate *)anotherDate;
- (NSDate *)laterDate:(NSDate *)anotherDate;
- (NSComparisonResult)compare:(NSDate *)other;
- (BOOL)isEqualToDate:(NSDate *)otherDate;
+ (instancetype)date;
+ (instancetype)dateWithTimeIntervalSinceNow:(NSTimeInterval)secs;
+ (instancetype)dateWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti;
+ (instancetype)dateWithTimeIntervalSince1970:(NSTimeInterval)secs;
+ (instancetype)dateWithTimeInterval:(NSTimeInterval)secsToBeAdded sinceDate:(NSDate *)date;
@property (class, readonly, copy) NSDate *distantFuture;
@property (class, readonly, copy) NSDate *distantPast;
@property (class, readonly, copy) NSDate *now;
- (instancetype)initWithTimeIntervalSinceNow:(NSTimeInterval)secs;
- (instancetype)initWithTimeIntervalSince1970:(NSTimeInterval)secs;
- (instancetype)initWithTimeInterval:(NSTimeInterval)secsToBeAdded sinceDate:(NSDate *)date;
@property (class, readonly) NSTimeInterval timeIntervalSinceReferenceDate;
@end

@interface NSTimeZone : NSObject <NSCopying, NSSecureCoding>
@property (readonly, copy) NSString *name;
@property (class, readonly, copy) NSTimeZone *systemTimeZone;
@property (class, copy) NSTimeZone *defaultTimeZone;
@property (class, readonly, copy) NSTimeZone *localTimeZone;
+ (nullable instancetype)timeZoneWithName:(NSString *)tzName;
+ (nullable instancetype)timeZoneWithAbbreviation:(NSString *)abbreviation;
+ (instancetype)timeZoneForSecondsFromGMT:(NSInteger)seconds;
- (NSInteger)secondsFromGMTForDate:(NSDate *)aDate;
@property (readonly) NSInteger secondsFromGMT;
@end

typedef NSString *NSLocaleKey;
@interface NSLocale : NSObject <NSCopying, NSSecureCoding>
- (nullable id)objectForKey:(NSLocaleKey)key;
@property (class, readonly, strong) NSLocale *currentLocale;
@property (class, readonly, copy) NSLocale *systemLocale;
@property (class, readonly, strong) NSLocale *autoupdatingCurrentLocale;
+ (instancetype)localeWithLocaleIdentifier:(NSString *)ident;
- (instancetype)initWithLocaleIdentifier:(NSString *)string;
@property (readonly, copy) NSString *localeIdentifier;
@property (class, readonly, copy) NSArray<NSString *> *preferredLanguages;
@end

typedef NSString *NSCalendarIdentifier;
FOUNDATION_EXPORT NSCalendarIdentifier const NSCalendarIdentifierGregorian;
FOUNDATION_EXPORT NSCalendarIdentifier const NSCalendarIdentifierISO8601;
typedef NS_OPTIONS(NSUInteger, NSCalendarUnit) {
    NSCalendarUnitEra = 2, NSCalendarUnitYear = 4, NSCalendarUnitMonth = 8, NSCalendarUnitDay = 16,
    NSCalendarUnitHour = 32, NSCalendarUnitMinute = 64, NSCalendarUnitSecond = 128,
    NSCalendarUnitWeekday = 512, NSCalendarUnitWeekdayOrdinal = 1024, NSCalendarUnitQuarter = 2048,
    NSCalendarUnitWeekOfMonth = 4096, NSCalendarUnitWeekOfYear = 8192, NSCalendarUnitYearForWeekOfYear = 16384,
    NSCalendarUnitNanosecond = 32768, NSCalendarUnitCalendar = 1048576, NSCalendarUnitTimeZone = 2097152,
};
typedef NS_OPTIONS(NSUInteger, NSCalendarOptions) {
    NSCalendarWrapComponents = 1, NSCalendarMatchStrictly = 2, NSCalendarMatchNextTime = 1024,
};
@class NSDateComponents;
@interface NSCalendar : NSObject <NSCopying, NSSecureCoding>
@property (class, readonly, copy) NSCalendar *currentCalendar;
@property (class, readonly, strong) NSCalendar *autoupdatingCurrentCalendar;
+ (nullable NSCalendar *)calendarWithIdentifier:(NSCalendarIdentifier)calendarIdentifierConstant;
- (nullable id)initWithCalendarIdentifier:(NSCalendarIdentifier)ident;
@property (readonly, copy) NSCalendarIdentifier calendarIdentifier;
@property (nullable, copy) NSLocale *locale;
@property (copy) NSTimeZone *timeZone;
@property NSUInteger firstWeekday;
- (NSDateComponents *)components:(NSCalendarUnit)unitFlags fromDate:(NSDate *)date;
- (nullable NSDate *)dateFromComponents:(NSDateComponents *)comps;
- (nullable NSDate *)dateByAddingComponents:(NSDateComponents *)comps toDate:(NSDate *)date options:(NSCalendarOptions)opts;
- (nullable NSDate *)dateByAddingUnit:(NSCalendarUnit)unit value:(NSInteger)value toDate:(NSDate *)date options:(NSCalendarOptions)options;
- (NSInteger)component:(NSCalendarUnit)unit fromDate:(NSDate *)date;
- (NSDate *)startOfDayForDate:(NSDate *)date;
- (BOOL)isDateInToday:(NSDate *)date;
- (BOOL)isDate:(NSDate *)date1 inSameDayAsDate:(NSDate *)date2;
- (NSDateComponents *)components:(NSCalendarUnit)unitFlags fromDate:(NSDate *)startingDate toDate:(NSDate *)resultDate options:(NSCalendarOptions)opts;
- (NSRange)minimumRangeOfUnit:(NSCalendarUnit)unit;
- (NSRange)maximumRangeOfUnit:(NSCalendarUnit)unit;
- (NSRange)rangeOfUnit:(NSCalendarUnit)smaller inUnit:(NSCalendarUnit)larger forDate:(NSDate *)date;
- (NSUInteger)ordinalityOfUnit:(NSCalendarUnit)smaller inUnit:(NSCalendarUnit)larger forDate:(NSDate *)date;
- (void)enumerateDatesStartingAfterDate:(NSDate *)start matchingComponents:(NSDateComponents *)comps options:(NSCalendarOptions)opts usingBlock:(void (NS_NOESCAPE ^)(NSDate * _Nullable date, BOOL exactMatch, BOOL *stop))block;
@end
@interface NSDateComponents : NSObject <NSCopying, NSSecureCoding>
@property (nullable, copy) NSCalendar *calendar;
@property (nullable, copy) NSTimeZone *timeZone;
@property NSInteger era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter, weekOfMonth, weekOfYear, yearForWeekOfYear;
@property (nullable, readonly, copy) NSDate *date;
@end

@interface NSFormatter : NSObject <NSCopying, NSCoding>
- (nullable NSString *)stringForObjectValue:(nullable id)obj;
- (BOOL)getObjectValue:(out id _Nullable * _Nullable)obj forString:(NSString *)string errorDescription:(out NSString * _Nullable * _Nullable)error;
@end
typedef NS_ENUM(NSUInteger, NSDateFormatterStyle) {
    NSDateFormatterNoStyle = 0, NSDateFormatterShortStyle = 1, NSDateFormatterMediumStyle = 2,
    NSDateFormatterLongStyle = 3, NSDateFormatterFullStyle = 4
};
@interface NSDateFormatter : NSFormatter
- (NSString *)stringFromDate:(NSDate *)date;
- (nullable NSDate *)dateFromString:(NSString *)string;
+ (NSString *)localizedStringFromDate:(NSDate *)date dateStyle:(NSDateFormatterStyle)dstyle timeStyle:(NSDateFormatterStyle)tstyle;
@property (null_resettable, copy) NSString *dateFormat;
@property NSDateFormatterStyle dateStyle;
@property NSDateFormatterStyle timeStyle;
@property (null_resettable, copy) NSLocale *locale;
@property (null_resettable, copy) NSTimeZone *timeZone;
@property (null_resettable, copy) NSCalendar *calendar;
@property BOOL lenient;
- (void)setLocalizedDateFormatFromTemplate:(NSString *)dateFormatTemplate;
@end
@interface NSISO8601DateFormatter : NSFormatter
- (NSString *)stringFromDate:(NSDate *)date;
- (nullable NSDate *)dateFromString:(NSString *)string;
@property (null_resettable, copy) NSTimeZone *timeZone;
@property NSUInteger formatOptions;
@end
typedef NS_ENUM(NSUInteger, NSNumberFormatterStyle) {
    NSNumberFormatterNoStyle = 0, NSNumberFormatterDecimalStyle = 1, NSNumberFormatterCurrencyStyle = 2,
    NSNumberFormatterPercentStyle = 3, NSNumberFormatterScientificStyle = 4, NSNumberFormatterSpellOutStyle = 5
};
@interface NSNumberFormatter : NSFormatter
- (nullable NSString *)stringFromNumber:(NSNumber *)number;
- (nullable NSNumber *)numberFromString:(NSString *)string;
@property NSNumberFormatterStyle numberStyle;
@property (null_resettable, copy) NSLocale *locale;
@property NSUInteger minimumFractionDigits;
@property NSUInteger maximumFractionDigits;
@property (null_resettable, copy) NSString *currencyCode;
@end
typedef NS_OPTIONS(NSUInteger, NSByteCountFormatterUnits) { NSByteCountFormatterUseDefault = 0, NSByteCountFormatterUseAll = 0x0FFFF };
typedef NS_ENUM(NSInteger, NSByteCountFormatterCountStyle) {
    NSByteCountFormatterCountStyleFile = 0, NSByteCountFormatterCountStyleMemory = 1,
    NSByteCountFormatterCountStyleDecimal = 2, NSByteCountFormatterCountStyleBinary = 3
};
@interface NSByteCountFormatter : NSFormatter
+ (NSString *)stringFromByteCount:(long long)byteCount countStyle:(NSByteCountFormatterCountStyle)countStyle;
- (NSString *)stringFromByteCount:(long long)byteCount;
@property NSByteCountFormatterUnits allowedUnits;
@property NSByteCountFormatterCountStyle countStyle;
@end

FOUNDATION_EXPORT NSString * const NSSystemClockDidChangeNotification;
FOUNDATION_EXPORT NSString * const NSSystemTimeZoneDidChangeNotification;
FOUNDATION_EXPORT NSString * const NSCurrentLocaleDidChangeNotification;

NS_ASSUME_NONNULL_END
#endif
