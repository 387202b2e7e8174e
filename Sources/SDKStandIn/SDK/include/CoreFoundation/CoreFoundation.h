/* capcheck SDK shim: CoreFoundation. Base types and memory management, the toll-free bridged
 * types (so `(__bridge CFStringRef)string` and friends parse), and the whole run-loop API:
 * observers, sources and timers, including the block-taking variants that keep their block
 * alive as long as the run-loop object lives. */
#ifndef __CAPCHECK_COREFOUNDATION__
#define __CAPCHECK_COREFOUNDATION__

#include <TargetConditionals.h>
#include <Availability.h>
#include <os/availability.h>
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdarg.h>
#include <limits.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>
#include <stdio.h>
#include <time.h>
/* Like the SDK's CoreFoundation.h, which code relies on for errno, assert, isdigit, setjmp. */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <locale.h>
#include <setjmp.h>
#include <signal.h>
/* CFMachPort.h reads the Mach port types: mach_port_t comes with CoreFoundation and Foundation. */
#include <mach/mach.h>
/* Darwin's <unistd.h> brings uuid_t (CFUUID's bytes, NSUUID's getUUIDBytes:). */
#include <uuid/uuid.h>
/* CFByteOrder.h reads Darwin's byte swapping. */
#include <libkern/OSByteOrder.h>

#ifdef __cplusplus
#define CF_EXTERN_C_BEGIN extern "C" {
#define CF_EXTERN_C_END }
#define CF_EXPORT extern "C"
#else
#define CF_EXTERN_C_BEGIN
#define CF_EXTERN_C_END
#define CF_EXPORT extern
#endif
#define CF_INLINE static __inline__ __attribute__((always_inline))
#define CF_RETURNS_RETAINED __attribute__((cf_returns_retained))
#define CF_RETURNS_NOT_RETAINED __attribute__((cf_returns_not_retained))
#define CF_RELEASES_ARGUMENT __attribute__((cf_consumed))
#ifndef CF_CONSUMED
#define CF_CONSUMED __attribute__((cf_consumed))
#endif
#define CF_NOESCAPE __attribute__((noescape))
#define CF_BRIDGED_TYPE(T) __attribute__((objc_bridge(T)))
#define CF_BRIDGED_MUTABLE_TYPE(T) __attribute__((objc_bridge_mutable(T)))
#define CF_RELATED_TYPE(T, C, I) __attribute__((objc_bridge_related(T, C, I)))
#define CF_IMPLICIT_BRIDGING_ENABLED _Pragma("clang arc_cf_code_audited begin")
#define CF_IMPLICIT_BRIDGING_DISABLED _Pragma("clang arc_cf_code_audited end")
#define CF_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define CF_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define CF_SWIFT_NAME(x)
#define CF_SWIFT_UNAVAILABLE(m)
#define CF_REFINED_FOR_SWIFT
#define CF_AUTOMATED_REFCOUNT_UNAVAILABLE
#define CF_FORMAT_FUNCTION(F, A) __attribute__((format(__CFString__, F, A)))
#define CF_FORMAT_ARGUMENT(A) __attribute__((format_arg(A)))
#define CF_WARN_UNUSED_RESULT __attribute__((warn_unused_result))
#define CF_AVAILABLE(m, i)
#define CF_AVAILABLE_MAC(m)
#define CF_AVAILABLE_IOS(i)
#define CF_DEPRECATED(...)
#define CF_DEPRECATED_MAC(...)
#define CF_DEPRECATED_IOS(...)
#define CF_ENUM_AVAILABLE(m, i)
#define CF_ENUM_DEPRECATED(...)
#define CF_STRING_ENUM
#define CF_EXTENSIBLE_STRING_ENUM
#define CF_TYPED_ENUM
#define CF_NO_TAIL_CALL
#if __has_feature(objc_fixed_enum) || __has_extension(cxx_strong_enums) || __has_extension(c_fixed_enum)
#define __CF_ENUM_PICK(_1, _2, NAME, ...) NAME
#define __CF_ENUM_NAMED(_type, _name) enum _name : _type _name; enum _name : _type
#define __CF_ENUM_ANON(_type) enum : _type
#define CF_ENUM(...) __CF_ENUM_PICK(__VA_ARGS__, __CF_ENUM_NAMED, __CF_ENUM_ANON)(__VA_ARGS__)
#define CF_CLOSED_ENUM(_type, _name) __CF_ENUM_NAMED(_type, _name)
#if defined(__cplusplus)
/* As Apple's SDK: in C++ an options type is its integer type, so `0` and `a | b` pass as one. */
#define CF_OPTIONS(_type, _name) _type _name; enum : _type
#else
#define CF_OPTIONS(_type, _name) __CF_ENUM_NAMED(_type, _name)
#endif
#else
#define CF_ENUM(_type, _name) _type _name; enum
#define CF_CLOSED_ENUM(_type, _name) _type _name; enum
#define CF_OPTIONS(_type, _name) _type _name; enum
#endif

/* Apple's <sys/cdefs.h> spellings of the nullability qualifiers (glibc has none of them;
   `__nonnull` stays glibc's function-like attribute macro). */
#ifndef __nullable
#define __nullable _Nullable
#endif
#ifndef __null_unspecified
#define __null_unspecified _Null_unspecified
#endif
/* Boxable structs: `@(aCGSize)` makes an NSValue. */
#define CF_BOXABLE __attribute__((objc_boxable))

CF_EXTERN_C_BEGIN
CF_ASSUME_NONNULL_BEGIN
/* As in the SDK, CoreFoundation's functions are audited for ARC: a `const void *` one returns
   (CFDictionaryGetValue, CFArrayGetValueAtIndex) converts to an object pointer without a cast. */
CF_IMPLICIT_BRIDGING_ENABLED

typedef unsigned char Boolean;
typedef unsigned char UInt8;
typedef signed char SInt8;
typedef unsigned short UInt16;
typedef signed short SInt16;
typedef unsigned int UInt32;
typedef signed int SInt32;
typedef uint64_t UInt64;
typedef int64_t SInt64;
typedef SInt32 OSStatus;
typedef float Float32;
typedef double Float64;
typedef UInt16 UniChar;
typedef UInt32 UTF32Char;
typedef UInt32 FourCharCode;
typedef FourCharCode OSType;
typedef UInt8 Byte;
typedef const unsigned char *ConstStr255Param;
typedef unsigned char Str255[256];
typedef long CFIndex;
typedef unsigned long CFTypeID;
typedef unsigned long CFOptionFlags;
typedef unsigned long CFHashCode;
typedef const void *CFTypeRef;
#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif
#ifndef noErr
#define noErr 0
#endif

typedef const struct CF_BRIDGED_TYPE(NSString) __CFString *CFStringRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMutableString) __CFString *CFMutableStringRef;
typedef struct CF_BRIDGED_TYPE(id) __CFAllocator const *CFAllocatorRef;
typedef const struct CF_BRIDGED_TYPE(NSArray) __CFArray *CFArrayRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMutableArray) __CFArray *CFMutableArrayRef;
typedef const struct CF_BRIDGED_TYPE(NSDictionary) __CFDictionary *CFDictionaryRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMutableDictionary) __CFDictionary *CFMutableDictionaryRef;
typedef const struct CF_BRIDGED_TYPE(NSSet) __CFSet *CFSetRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMutableSet) __CFSet *CFMutableSetRef;
typedef const struct CF_BRIDGED_TYPE(NSData) __CFData *CFDataRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMutableData) __CFData *CFMutableDataRef;
typedef const struct CF_BRIDGED_TYPE(NSNumber) __CFNumber *CFNumberRef;
typedef const struct CF_BRIDGED_TYPE(NSNumber) __CFBoolean *CFBooleanRef;
typedef const struct CF_BRIDGED_TYPE(NSDate) __CFDate *CFDateRef;
typedef const struct CF_BRIDGED_TYPE(NSURL) __CFURL *CFURLRef;
typedef const struct CF_BRIDGED_TYPE(NSError) __CFError *CFErrorRef;
typedef const struct CF_BRIDGED_TYPE(NSCharacterSet) __CFCharacterSet *CFCharacterSetRef;
typedef const struct CF_BRIDGED_TYPE(NSAttributedString) __CFAttributedString *CFAttributedStringRef;
typedef const struct CF_BRIDGED_TYPE(NSTimeZone) __CFTimeZone *CFTimeZoneRef;
typedef const struct CF_BRIDGED_TYPE(NSLocale) __CFLocale *CFLocaleRef;
typedef const struct CF_BRIDGED_TYPE(NSCalendar) __CFCalendar *CFCalendarRef;
typedef const struct CF_BRIDGED_TYPE(id) __CFUUID *CFUUIDRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSInputStream) __CFReadStream *CFReadStreamRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSOutputStream) __CFWriteStream *CFWriteStreamRef;
typedef struct { CFIndex domain; SInt32 error; } CFStreamError;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMachPort) __CFMachPort *CFMachPortRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSMessagePort) __CFMessagePort *CFMessagePortRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(id) __CFSocket *CFSocketRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(id) __CFNotificationCenter *CFNotificationCenterRef;
typedef const struct CF_BRIDGED_TYPE(id) __CFBag *CFBagRef;
typedef struct CF_BRIDGED_TYPE(id) __CFBundle *CFBundleRef;
typedef const struct CF_BRIDGED_TYPE(id) __CFNull *CFNullRef;
typedef double CFTimeInterval;
typedef CFTimeInterval CFAbsoluteTime;
typedef UInt32 CFStringEncoding;
typedef CFStringRef CFNotificationName;
typedef CFStringRef CFRunLoopMode;
typedef CFStringRef CFErrorDomain;
typedef CFStringRef CFLocaleIdentifier;
typedef CFTypeRef CFPropertyListRef;

typedef struct { CFIndex location; CFIndex length; } CFRange;
CF_INLINE CFRange CFRangeMake(CFIndex loc, CFIndex len) { CFRange range; range.location = loc; range.length = len; return range; }

typedef CF_ENUM(CFIndex, CFComparisonResult) { kCFCompareLessThan = -1L, kCFCompareEqualTo = 0, kCFCompareGreaterThan = 1 };
typedef CFComparisonResult (*CFComparatorFunction)(const void *val1, const void *val2, void * _Nullable context);
static const CFIndex kCFNotFound = -1;

CF_EXPORT const CFAllocatorRef _Nullable kCFAllocatorDefault;
CF_EXPORT const CFAllocatorRef kCFAllocatorSystemDefault;
CF_EXPORT const CFAllocatorRef kCFAllocatorMalloc;
CF_EXPORT const CFAllocatorRef kCFAllocatorNull;
CF_EXPORT const CFBooleanRef kCFBooleanTrue;
CF_EXPORT const CFBooleanRef kCFBooleanFalse;
CF_EXPORT const CFNullRef kCFNull;

CF_EXPORT CFTypeRef CFRetain(CFTypeRef cf);
CF_EXPORT void CFRelease(CFTypeRef cf);
CF_EXPORT CFTypeRef CFAutorelease(CFTypeRef CF_RELEASES_ARGUMENT arg);
CF_EXPORT CFIndex CFGetRetainCount(CFTypeRef cf);
CF_EXPORT Boolean CFEqual(CFTypeRef cf1, CFTypeRef cf2);
CF_EXPORT CFHashCode CFHash(CFTypeRef cf);
CF_EXPORT CFStringRef CFCopyDescription(CFTypeRef cf) CF_RETURNS_RETAINED;
CF_EXPORT CFTypeID CFGetTypeID(CFTypeRef cf);
CF_EXPORT CFTypeRef _Nullable CFMakeCollectable(CFTypeRef _Nullable cf);
CF_EXPORT CFTypeID CFStringGetTypeID(void);
CF_EXPORT CFTypeID CFArrayGetTypeID(void);
CF_EXPORT CFTypeID CFDictionaryGetTypeID(void);
CF_EXPORT CFTypeID CFDataGetTypeID(void);
CF_EXPORT CFTypeID CFNumberGetTypeID(void);
CF_EXPORT CFTypeID CFBooleanGetTypeID(void);
CF_EXPORT void CFShow(CFTypeRef obj);
CF_EXPORT Boolean CFBooleanGetValue(CFBooleanRef boolean);

/* Strings. */
enum {
    kCFStringEncodingMacRoman = 0, kCFStringEncodingWindowsLatin1 = 0x0500, kCFStringEncodingISOLatin1 = 0x0201,
    kCFStringEncodingNextStepLatin = 0x0B01, kCFStringEncodingASCII = 0x0600, kCFStringEncodingUnicode = 0x0100,
    kCFStringEncodingUTF8 = 0x08000100, kCFStringEncodingNonLossyASCII = 0x0BFF,
    kCFStringEncodingUTF16 = 0x0100, kCFStringEncodingUTF16BE = 0x10000100, kCFStringEncodingUTF16LE = 0x14000100,
    kCFStringEncodingUTF32 = 0x0c000100, kCFStringEncodingInvalidId = 0xffffffffU,
};
typedef CF_OPTIONS(CFOptionFlags, CFStringCompareFlags) {
    kCFCompareCaseInsensitive = 1, kCFCompareBackwards = 4, kCFCompareAnchored = 8, kCFCompareNonliteral = 16,
    kCFCompareLocalized = 32, kCFCompareNumerically = 64,
};
#define CFSTR(cStr) ((CFStringRef)__builtin___CFStringMakeConstantString("" cStr ""))
CF_EXPORT CFStringRef _Nullable CFStringCreateWithCString(CFAllocatorRef _Nullable alloc, const char *cStr, CFStringEncoding encoding) CF_RETURNS_RETAINED;
CF_EXPORT CFStringRef _Nullable CFStringCreateWithBytes(CFAllocatorRef _Nullable alloc, const UInt8 *bytes, CFIndex numBytes, CFStringEncoding encoding, Boolean isExternalRepresentation) CF_RETURNS_RETAINED;
CF_EXPORT CFStringRef CFStringCreateWithFormat(CFAllocatorRef _Nullable alloc, CFDictionaryRef _Nullable formatOptions, CFStringRef format, ...) CF_FORMAT_FUNCTION(3,4) CF_RETURNS_RETAINED;
CF_EXPORT CFStringRef CFStringCreateCopy(CFAllocatorRef _Nullable alloc, CFStringRef theString) CF_RETURNS_RETAINED;
CF_EXPORT CFMutableStringRef CFStringCreateMutable(CFAllocatorRef _Nullable alloc, CFIndex maxLength) CF_RETURNS_RETAINED;
CF_EXPORT CFMutableStringRef CFStringCreateMutableCopy(CFAllocatorRef _Nullable alloc, CFIndex maxLength, CFStringRef theString) CF_RETURNS_RETAINED;
CF_EXPORT CFIndex CFStringGetLength(CFStringRef theString);
CF_EXPORT const char * _Nullable CFStringGetCStringPtr(CFStringRef theString, CFStringEncoding encoding);
CF_EXPORT Boolean CFStringGetCString(CFStringRef theString, char *buffer, CFIndex bufferSize, CFStringEncoding encoding);
CF_EXPORT CFIndex CFStringGetMaximumSizeForEncoding(CFIndex length, CFStringEncoding encoding);
CF_EXPORT CFComparisonResult CFStringCompare(CFStringRef theString1, CFStringRef theString2, CFStringCompareFlags compareOptions);
CF_EXPORT Boolean CFStringHasPrefix(CFStringRef theString, CFStringRef prefix);
CF_EXPORT Boolean CFStringHasSuffix(CFStringRef theString, CFStringRef suffix);
CF_EXPORT void CFStringAppend(CFMutableStringRef theString, CFStringRef appendedString);
CF_EXPORT void CFStringAppendCString(CFMutableStringRef theString, const char *cStr, CFStringEncoding encoding);
CF_EXPORT CFStringRef _Nullable CFURLCreateStringByAddingPercentEscapes(CFAllocatorRef _Nullable allocator, CFStringRef originalString, CFStringRef _Nullable charactersToLeaveUnescaped, CFStringRef _Nullable legalURLCharactersToBeEscaped, CFStringEncoding encoding) CF_RETURNS_RETAINED;
CF_EXPORT CFStringRef CFUUIDCreateString(CFAllocatorRef _Nullable alloc, CFUUIDRef uuid) CF_RETURNS_RETAINED;
CF_EXPORT CFUUIDRef CFUUIDCreate(CFAllocatorRef _Nullable alloc) CF_RETURNS_RETAINED;
CF_EXPORT CFStringRef _Nullable CFStringConvertEncodingToIANACharSetName(CFStringEncoding encoding);
CF_EXPORT CFStringEncoding CFStringConvertIANACharSetNameToEncoding(CFStringRef theString);
CF_EXPORT CFStringRef _Nullable CFStringGetNameOfEncoding(CFStringEncoding encoding);
CF_EXPORT unsigned long CFStringConvertEncodingToNSStringEncoding(CFStringEncoding encoding);
CF_EXPORT CFStringEncoding CFStringConvertNSStringEncodingToEncoding(unsigned long encoding);

/* Collections. */
typedef const void *_Nullable (*CFArrayRetainCallBack)(CFAllocatorRef _Nullable allocator, const void *value);
typedef void (*CFArrayReleaseCallBack)(CFAllocatorRef _Nullable allocator, const void *value);
typedef CFStringRef _Nullable (*CFArrayCopyDescriptionCallBack)(const void *value);
typedef Boolean (*CFArrayEqualCallBack)(const void *value1, const void *value2);
typedef struct {
    CFIndex version; CFArrayRetainCallBack _Nullable retain; CFArrayReleaseCallBack _Nullable release;
    CFArrayCopyDescriptionCallBack _Nullable copyDescription; CFArrayEqualCallBack _Nullable equal;
} CFArrayCallBacks;
CF_EXPORT const CFArrayCallBacks kCFTypeArrayCallBacks;
typedef void (*CFArrayApplierFunction)(const void *value, void * _Nullable context);
CF_EXPORT CFArrayRef CFArrayCreate(CFAllocatorRef _Nullable allocator, const void * _Nullable * _Nullable values, CFIndex numValues, const CFArrayCallBacks * _Nullable callBacks) CF_RETURNS_RETAINED;
CF_EXPORT CFMutableArrayRef CFArrayCreateMutable(CFAllocatorRef _Nullable allocator, CFIndex capacity, const CFArrayCallBacks * _Nullable callBacks) CF_RETURNS_RETAINED;
CF_EXPORT CFIndex CFArrayGetCount(CFArrayRef theArray);
CF_EXPORT const void * _Nullable CFArrayGetValueAtIndex(CFArrayRef theArray, CFIndex idx);
CF_EXPORT void CFArrayAppendValue(CFMutableArrayRef theArray, const void * _Nullable value);
CF_EXPORT void CFArrayRemoveValueAtIndex(CFMutableArrayRef theArray, CFIndex idx);
CF_EXPORT void CFArrayRemoveAllValues(CFMutableArrayRef theArray);
CF_EXPORT void CFArrayApplyFunction(CFArrayRef theArray, CFRange range, CFArrayApplierFunction CF_NOESCAPE applier, void * _Nullable context);
typedef struct { CFIndex version; const void *_Nullable (*_Nullable retain)(CFAllocatorRef _Nullable, const void *); void (*_Nullable release)(CFAllocatorRef _Nullable, const void *); CFStringRef _Nullable (*_Nullable copyDescription)(const void *); Boolean (*_Nullable equal)(const void *, const void *); CFHashCode (*_Nullable hash)(const void *); } CFDictionaryKeyCallBacks;
typedef struct { CFIndex version; const void *_Nullable (*_Nullable retain)(CFAllocatorRef _Nullable, const void *); void (*_Nullable release)(CFAllocatorRef _Nullable, const void *); CFStringRef _Nullable (*_Nullable copyDescription)(const void *); Boolean (*_Nullable equal)(const void *, const void *); } CFDictionaryValueCallBacks;
CF_EXPORT const CFDictionaryKeyCallBacks kCFTypeDictionaryKeyCallBacks;
CF_EXPORT const CFDictionaryKeyCallBacks kCFCopyStringDictionaryKeyCallBacks;
CF_EXPORT const CFDictionaryValueCallBacks kCFTypeDictionaryValueCallBacks;
typedef void (*CFDictionaryApplierFunction)(const void *key, const void *value, void * _Nullable context);
CF_EXPORT CFDictionaryRef CFDictionaryCreate(CFAllocatorRef _Nullable allocator, const void * _Nullable * _Nullable keys, const void * _Nullable * _Nullable values, CFIndex numValues, const CFDictionaryKeyCallBacks * _Nullable keyCallBacks, const CFDictionaryValueCallBacks * _Nullable valueCallBacks) CF_RETURNS_RETAINED;
CF_EXPORT CFMutableDictionaryRef CFDictionaryCreateMutable(CFAllocatorRef _Nullable allocator, CFIndex capacity, const CFDictionaryKeyCallBacks * _Nullable keyCallBacks, const CFDictionaryValueCallBacks * _Nullable valueCallBacks) CF_RETURNS_RETAINED;
CF_EXPORT CFIndex CFDictionaryGetCount(CFDictionaryRef theDict);
CF_EXPORT const void * _Nullable CFDictionaryGetValue(CFDictionaryRef theDict, const void *key);
CF_EXPORT Boolean CFDictionaryGetValueIfPresent(CFDictionaryRef theDict, const void *key, const void * _Nullable * _Nullable value);
CF_EXPORT void CFDictionarySetValue(CFMutableDictionaryRef theDict, const void *key, const void * _Nullable value);
CF_EXPORT void CFDictionaryAddValue(CFMutableDictionaryRef theDict, const void *key, const void * _Nullable value);
CF_EXPORT void CFDictionaryRemoveValue(CFMutableDictionaryRef theDict, const void *key);
CF_EXPORT void CFDictionaryApplyFunction(CFDictionaryRef theDict, CFDictionaryApplierFunction CF_NOESCAPE applier, void * _Nullable context);

/* Data, numbers, dates, URLs. */
CF_EXPORT CFDataRef CFDataCreate(CFAllocatorRef _Nullable allocator, const UInt8 * _Nullable bytes, CFIndex length) CF_RETURNS_RETAINED;
CF_EXPORT CFMutableDataRef CFDataCreateMutable(CFAllocatorRef _Nullable allocator, CFIndex capacity) CF_RETURNS_RETAINED;
CF_EXPORT CFIndex CFDataGetLength(CFDataRef theData);
CF_EXPORT const UInt8 * _Nullable CFDataGetBytePtr(CFDataRef theData);
CF_EXPORT void CFDataAppendBytes(CFMutableDataRef theData, const UInt8 *bytes, CFIndex length);
typedef CF_ENUM(CFIndex, CFNumberType) {
    kCFNumberSInt8Type = 1, kCFNumberSInt16Type = 2, kCFNumberSInt32Type = 3, kCFNumberSInt64Type = 4,
    kCFNumberFloat32Type = 5, kCFNumberFloat64Type = 6, kCFNumberCharType = 7, kCFNumberShortType = 8,
    kCFNumberIntType = 9, kCFNumberLongType = 10, kCFNumberLongLongType = 11, kCFNumberFloatType = 12,
    kCFNumberDoubleType = 13, kCFNumberCFIndexType = 14, kCFNumberNSIntegerType = 15, kCFNumberCGFloatType = 16,
};
CF_EXPORT CFNumberRef _Nullable CFNumberCreate(CFAllocatorRef _Nullable allocator, CFNumberType theType, const void *valuePtr) CF_RETURNS_RETAINED;
CF_EXPORT Boolean CFNumberGetValue(CFNumberRef number, CFNumberType theType, void *valuePtr);
CF_EXPORT CFAbsoluteTime CFAbsoluteTimeGetCurrent(void);
CF_EXPORT const CFTimeInterval kCFAbsoluteTimeIntervalSince1970;
CF_EXPORT CFURLRef _Nullable CFURLCreateWithString(CFAllocatorRef _Nullable allocator, CFStringRef URLString, CFURLRef _Nullable baseURL) CF_RETURNS_RETAINED;
CF_EXPORT CFStringRef CFURLGetString(CFURLRef anURL);
CF_EXPORT CFErrorRef CFErrorCreate(CFAllocatorRef _Nullable allocator, CFErrorDomain domain, CFIndex code, CFDictionaryRef _Nullable userInfo) CF_RETURNS_RETAINED;
CF_EXPORT CFIndex CFErrorGetCode(CFErrorRef err);

/* Run loops. */
typedef struct CF_BRIDGED_MUTABLE_TYPE(id) __CFRunLoop *CFRunLoopRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(id) __CFRunLoopSource *CFRunLoopSourceRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(id) __CFRunLoopObserver *CFRunLoopObserverRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(NSTimer) __CFRunLoopTimer *CFRunLoopTimerRef;

typedef CF_ENUM(SInt32, CFRunLoopRunResult) {
    kCFRunLoopRunFinished = 1, kCFRunLoopRunStopped = 2, kCFRunLoopRunTimedOut = 3, kCFRunLoopRunHandledSource = 4
};
typedef CF_OPTIONS(CFOptionFlags, CFRunLoopActivity) {
    kCFRunLoopEntry = (1UL << 0), kCFRunLoopBeforeTimers = (1UL << 1), kCFRunLoopBeforeSources = (1UL << 2),
    kCFRunLoopBeforeWaiting = (1UL << 5), kCFRunLoopAfterWaiting = (1UL << 6), kCFRunLoopExit = (1UL << 7),
    kCFRunLoopAllActivities = 0x0FFFFFFFU
};
CF_EXPORT const CFRunLoopMode kCFRunLoopDefaultMode;
CF_EXPORT const CFRunLoopMode kCFRunLoopCommonModes;

CF_EXPORT CFTypeID CFRunLoopGetTypeID(void);
CF_EXPORT CFRunLoopRef CFRunLoopGetCurrent(void);
CF_EXPORT CFRunLoopRef CFRunLoopGetMain(void);
CF_EXPORT CFRunLoopMode _Nullable CFRunLoopCopyCurrentMode(CFRunLoopRef rl) CF_RETURNS_RETAINED;
CF_EXPORT CFArrayRef CFRunLoopCopyAllModes(CFRunLoopRef rl) CF_RETURNS_RETAINED;
CF_EXPORT void CFRunLoopAddCommonMode(CFRunLoopRef rl, CFRunLoopMode mode);
CF_EXPORT CFAbsoluteTime CFRunLoopGetNextTimerFireDate(CFRunLoopRef rl, CFRunLoopMode mode);
CF_EXPORT void CFRunLoopRun(void);
CF_EXPORT CFRunLoopRunResult CFRunLoopRunInMode(CFRunLoopMode mode, CFTimeInterval seconds, Boolean returnAfterSourceHandled);
CF_EXPORT Boolean CFRunLoopIsWaiting(CFRunLoopRef rl);
CF_EXPORT void CFRunLoopWakeUp(CFRunLoopRef rl);
CF_EXPORT void CFRunLoopStop(CFRunLoopRef rl);
CF_EXPORT void CFRunLoopPerformBlock(CFRunLoopRef rl, CFTypeRef _Nullable mode, void (^block)(void));
CF_EXPORT Boolean CFRunLoopContainsSource(CFRunLoopRef rl, CFRunLoopSourceRef source, CFRunLoopMode mode);
CF_EXPORT void CFRunLoopAddSource(CFRunLoopRef rl, CFRunLoopSourceRef source, CFRunLoopMode mode);
CF_EXPORT void CFRunLoopRemoveSource(CFRunLoopRef rl, CFRunLoopSourceRef source, CFRunLoopMode mode);
CF_EXPORT Boolean CFRunLoopContainsObserver(CFRunLoopRef rl, CFRunLoopObserverRef observer, CFRunLoopMode mode);
CF_EXPORT void CFRunLoopAddObserver(CFRunLoopRef rl, CFRunLoopObserverRef observer, CFRunLoopMode mode);
CF_EXPORT void CFRunLoopRemoveObserver(CFRunLoopRef rl, CFRunLoopObserverRef observer, CFRunLoopMode mode);
CF_EXPORT Boolean CFRunLoopContainsTimer(CFRunLoopRef rl, CFRunLoopTimerRef timer, CFRunLoopMode mode);
CF_EXPORT void CFRunLoopAddTimer(CFRunLoopRef rl, CFRunLoopTimerRef timer, CFRunLoopMode mode);
CF_EXPORT void CFRunLoopRemoveTimer(CFRunLoopRef rl, CFRunLoopTimerRef timer, CFRunLoopMode mode);

typedef struct {
    CFIndex version;
    void * _Nullable info;
    const void * _Nullable (* _Nullable retain)(const void * _Nullable info);
    void (* _Nullable release)(const void * _Nullable info);
    CFStringRef _Nullable (* _Nullable copyDescription)(const void * _Nullable info);
    Boolean (* _Nullable equal)(const void * _Nullable info1, const void * _Nullable info2);
    CFHashCode (* _Nullable hash)(const void * _Nullable info);
    void (* _Nullable schedule)(void * _Nullable info, CFRunLoopRef rl, CFRunLoopMode mode);
    void (* _Nullable cancel)(void * _Nullable info, CFRunLoopRef rl, CFRunLoopMode mode);
    void (* _Nullable perform)(void * _Nullable info);
} CFRunLoopSourceContext;
CF_EXPORT CFTypeID CFRunLoopSourceGetTypeID(void);
CF_EXPORT CFRunLoopSourceRef CFRunLoopSourceCreate(CFAllocatorRef _Nullable allocator, CFIndex order, CFRunLoopSourceContext *context) CF_RETURNS_RETAINED;
CF_EXPORT CFIndex CFRunLoopSourceGetOrder(CFRunLoopSourceRef source);
CF_EXPORT void CFRunLoopSourceInvalidate(CFRunLoopSourceRef source);
CF_EXPORT Boolean CFRunLoopSourceIsValid(CFRunLoopSourceRef source);
CF_EXPORT void CFRunLoopSourceGetContext(CFRunLoopSourceRef source, CFRunLoopSourceContext *context);
CF_EXPORT void CFRunLoopSourceSignal(CFRunLoopSourceRef source);

typedef struct {
    CFIndex version;
    void * _Nullable info;
    const void * _Nullable (* _Nullable retain)(const void * _Nullable info);
    void (* _Nullable release)(const void * _Nullable info);
    CFStringRef _Nullable (* _Nullable copyDescription)(const void * _Nullable info);
} CFRunLoopObserverContext;
typedef void (*CFRunLoopObserverCallBack)(CFRunLoopObserverRef observer, CFRunLoopActivity activity, void * _Nullable info);
CF_EXPORT CFTypeID CFRunLoopObserverGetTypeID(void);
CF_EXPORT CFRunLoopObserverRef CFRunLoopObserverCreate(CFAllocatorRef _Nullable allocator, CFOptionFlags activities, Boolean repeats, CFIndex order, CFRunLoopObserverCallBack _Nullable callout, CFRunLoopObserverContext * _Nullable context) CF_RETURNS_RETAINED;
CF_EXPORT CFRunLoopObserverRef CFRunLoopObserverCreateWithHandler(CFAllocatorRef _Nullable allocator, CFOptionFlags activities, Boolean repeats, CFIndex order, void (^block)(CFRunLoopObserverRef observer, CFRunLoopActivity activity)) CF_RETURNS_RETAINED;
CF_EXPORT CFOptionFlags CFRunLoopObserverGetActivities(CFRunLoopObserverRef observer);
CF_EXPORT Boolean CFRunLoopObserverDoesRepeat(CFRunLoopObserverRef observer);
CF_EXPORT CFIndex CFRunLoopObserverGetOrder(CFRunLoopObserverRef observer);
CF_EXPORT void CFRunLoopObserverInvalidate(CFRunLoopObserverRef observer);
CF_EXPORT Boolean CFRunLoopObserverIsValid(CFRunLoopObserverRef observer);
CF_EXPORT void CFRunLoopObserverGetContext(CFRunLoopObserverRef observer, CFRunLoopObserverContext *context);

typedef struct {
    CFIndex version;
    void * _Nullable info;
    const void * _Nullable (* _Nullable retain)(const void * _Nullable info);
    void (* _Nullable release)(const void * _Nullable info);
    CFStringRef _Nullable (* _Nullable copyDescription)(const void * _Nullable info);
} CFRunLoopTimerContext;
typedef void (*CFRunLoopTimerCallBack)(CFRunLoopTimerRef timer, void * _Nullable info);
CF_EXPORT CFTypeID CFRunLoopTimerGetTypeID(void);
CF_EXPORT CFRunLoopTimerRef CFRunLoopTimerCreate(CFAllocatorRef _Nullable allocator, CFAbsoluteTime fireDate, CFTimeInterval interval, CFOptionFlags flags, CFIndex order, CFRunLoopTimerCallBack _Nullable callout, CFRunLoopTimerContext * _Nullable context) CF_RETURNS_RETAINED;
CF_EXPORT CFRunLoopTimerRef CFRunLoopTimerCreateWithHandler(CFAllocatorRef _Nullable allocator, CFAbsoluteTime fireDate, CFTimeInterval interval, CFOptionFlags flags, CFIndex order, void (^block)(CFRunLoopTimerRef timer)) CF_RETURNS_RETAINED;
CF_EXPORT CFAbsoluteTime CFRunLoopTimerGetNextFireDate(CFRunLoopTimerRef timer);
CF_EXPORT void CFRunLoopTimerSetNextFireDate(CFRunLoopTimerRef timer, CFAbsoluteTime fireDate);
CF_EXPORT CFTimeInterval CFRunLoopTimerGetInterval(CFRunLoopTimerRef timer);
CF_EXPORT Boolean CFRunLoopTimerDoesRepeat(CFRunLoopTimerRef timer);
CF_EXPORT CFIndex CFRunLoopTimerGetOrder(CFRunLoopTimerRef timer);
CF_EXPORT void CFRunLoopTimerInvalidate(CFRunLoopTimerRef timer);
CF_EXPORT Boolean CFRunLoopTimerIsValid(CFRunLoopTimerRef timer);
CF_EXPORT void CFRunLoopTimerGetContext(CFRunLoopTimerRef timer, CFRunLoopTimerContext *context);
CF_EXPORT CFTimeInterval CFRunLoopTimerGetTolerance(CFRunLoopTimerRef timer);
CF_EXPORT void CFRunLoopTimerSetTolerance(CFRunLoopTimerRef timer, CFTimeInterval tolerance);

/* Mach ports, sockets, streams, notifications: the other things run loops wait on. */
typedef struct { CFIndex version; void * _Nullable info; const void * _Nullable (* _Nullable retain)(const void * _Nullable); void (* _Nullable release)(const void * _Nullable); CFStringRef _Nullable (* _Nullable copyDescription)(const void * _Nullable); } CFMachPortContext;
typedef void (*CFMachPortCallBack)(CFMachPortRef port, void *msg, CFIndex size, void * _Nullable info);
CF_EXPORT CFMachPortRef _Nullable CFMachPortCreate(CFAllocatorRef _Nullable allocator, CFMachPortCallBack callout, CFMachPortContext * _Nullable context, Boolean * _Nullable shouldFreeInfo) CF_RETURNS_RETAINED;
CF_EXPORT CFRunLoopSourceRef _Nullable CFMachPortCreateRunLoopSource(CFAllocatorRef _Nullable allocator, CFMachPortRef port, CFIndex order) CF_RETURNS_RETAINED;
CF_EXPORT void CFMachPortInvalidate(CFMachPortRef port);
typedef CF_OPTIONS(CFOptionFlags, CFSocketCallBackType) {
    kCFSocketNoCallBack = 0, kCFSocketReadCallBack = 1, kCFSocketAcceptCallBack = 2, kCFSocketDataCallBack = 3,
    kCFSocketConnectCallBack = 4, kCFSocketWriteCallBack = 8
};
typedef int CFSocketNativeHandle;
typedef struct { CFIndex version; void * _Nullable info; const void * _Nullable (* _Nullable retain)(const void * _Nullable); void (* _Nullable release)(const void * _Nullable); CFStringRef _Nullable (* _Nullable copyDescription)(const void * _Nullable); } CFSocketContext;
typedef void (*CFSocketCallBack)(CFSocketRef s, CFSocketCallBackType type, CFDataRef _Nullable address, const void * _Nullable data, void * _Nullable info);
CF_EXPORT CFSocketRef _Nullable CFSocketCreateWithNative(CFAllocatorRef _Nullable allocator, CFSocketNativeHandle sock, CFOptionFlags callBackTypes, CFSocketCallBack _Nullable callout, const CFSocketContext * _Nullable context) CF_RETURNS_RETAINED;
CF_EXPORT CFRunLoopSourceRef _Nullable CFSocketCreateRunLoopSource(CFAllocatorRef _Nullable allocator, CFSocketRef s, CFIndex order) CF_RETURNS_RETAINED;
CF_EXPORT void CFSocketInvalidate(CFSocketRef s);
typedef CF_OPTIONS(CFOptionFlags, CFStreamEventType) {
    kCFStreamEventNone = 0, kCFStreamEventOpenCompleted = 1, kCFStreamEventHasBytesAvailable = 2,
    kCFStreamEventCanAcceptBytes = 4, kCFStreamEventErrorOccurred = 8, kCFStreamEventEndEncountered = 16
};
typedef struct { CFIndex version; void * _Nullable info; void * _Nullable (* _Nullable retain)(void * _Nullable); void (* _Nullable release)(void * _Nullable); CFStringRef _Nullable (* _Nullable copyDescription)(void * _Nullable); } CFStreamClientContext;
typedef void (*CFReadStreamClientCallBack)(CFReadStreamRef _Nullable stream, CFStreamEventType type, void * _Nullable clientCallBackInfo);
typedef void (*CFWriteStreamClientCallBack)(CFWriteStreamRef _Nullable stream, CFStreamEventType type, void * _Nullable clientCallBackInfo);
CF_EXPORT void CFStreamCreatePairWithSocketToHost(CFAllocatorRef _Nullable alloc, CFStringRef host, UInt32 port, CFReadStreamRef _Nullable * _Nullable readStream, CFWriteStreamRef _Nullable * _Nullable writeStream);
CF_EXPORT Boolean CFReadStreamOpen(CFReadStreamRef _Nullable stream);
CF_EXPORT void CFReadStreamClose(CFReadStreamRef _Nullable stream);
CF_EXPORT Boolean CFWriteStreamOpen(CFWriteStreamRef _Nullable stream);
CF_EXPORT void CFWriteStreamClose(CFWriteStreamRef _Nullable stream);
CF_EXPORT Boolean CFReadStreamSetClient(CFReadStreamRef _Nullable stream, CFOptionFlags streamEvents, CFReadStreamClientCallBack _Nullable clientCB, CFStreamClientContext * _Nullable clientContext);
CF_EXPORT Boolean CFWriteStreamSetClient(CFWriteStreamRef _Nullable stream, CFOptionFlags streamEvents, CFWriteStreamClientCallBack _Nullable clientCB, CFStreamClientContext * _Nullable clientContext);
CF_EXPORT void CFReadStreamScheduleWithRunLoop(CFReadStreamRef _Nullable stream, CFRunLoopRef _Nullable runLoop, CFRunLoopMode _Nullable runLoopMode);
CF_EXPORT void CFReadStreamUnscheduleFromRunLoop(CFReadStreamRef _Nullable stream, CFRunLoopRef _Nullable runLoop, CFRunLoopMode _Nullable runLoopMode);
CF_EXPORT void CFWriteStreamScheduleWithRunLoop(CFWriteStreamRef _Nullable stream, CFRunLoopRef _Nullable runLoop, CFRunLoopMode _Nullable runLoopMode);
CF_EXPORT void CFWriteStreamUnscheduleFromRunLoop(CFWriteStreamRef _Nullable stream, CFRunLoopRef _Nullable runLoop, CFRunLoopMode _Nullable runLoopMode);
typedef CF_ENUM(CFIndex, CFNotificationSuspensionBehavior) {
    CFNotificationSuspensionBehaviorDrop = 1, CFNotificationSuspensionBehaviorCoalesce = 2,
    CFNotificationSuspensionBehaviorHold = 3, CFNotificationSuspensionBehaviorDeliverImmediately = 4
};
typedef void (*CFNotificationCallback)(CFNotificationCenterRef center, void * _Nullable observer, CFNotificationName _Nullable name, const void * _Nullable object, CFDictionaryRef _Nullable userInfo);
CF_EXPORT CFNotificationCenterRef CFNotificationCenterGetLocalCenter(void);
CF_EXPORT CFNotificationCenterRef CFNotificationCenterGetDarwinNotifyCenter(void);
CF_EXPORT void CFNotificationCenterAddObserver(CFNotificationCenterRef center, const void * _Nullable observer, CFNotificationCallback callBack, CFStringRef _Nullable name, const void * _Nullable object, CFNotificationSuspensionBehavior suspensionBehavior);
CF_EXPORT void CFNotificationCenterRemoveObserver(CFNotificationCenterRef center, const void * _Nullable observer, CFNotificationName _Nullable name, const void * _Nullable object);
CF_EXPORT void CFNotificationCenterRemoveEveryObserver(CFNotificationCenterRef center, const void * _Nullable observer);
CF_EXPORT void CFNotificationCenterPostNotification(CFNotificationCenterRef center, CFNotificationName name, const void * _Nullable object, CFDictionaryRef _Nullable userInfo, Boolean deliverImmediately);

/* Bundles and preferences. */
CF_EXPORT CFBundleRef _Nullable CFBundleGetMainBundle(void);
CF_EXPORT CFTypeRef _Nullable CFBundleGetValueForInfoDictionaryKey(CFBundleRef bundle, CFStringRef key);
CF_EXPORT CFPropertyListRef _Nullable CFPreferencesCopyAppValue(CFStringRef key, CFStringRef applicationID) CF_RETURNS_RETAINED;

CF_IMPLICIT_BRIDGING_DISABLED
CF_ASSUME_NONNULL_END
CF_EXTERN_C_END

/* Areas described in API/CoreFoundation.api. */
#include <CoreFoundation/CFBase.h>
#include <CoreFoundation/CFBinaryHeap.h>
#include <CoreFoundation/CFBundle.h>
#include <CoreFoundation/CFStreamErrors.h>
#include <CoreFoundation/CFSet.h>
#include <CoreFoundation/CFStringTokenizer.h>
#include <CoreFoundation/CFAttributedString.h>
#include <CoreFoundation/CFDictionary.h>
#include <CoreFoundation/CFNumber.h>
#include <CoreFoundation/CFURL.h>
#include <CoreFoundation/CFByteOrder.h>
#include <CoreFoundation/CFString.h>

/* Apple's <sys/cdefs.h> spells _Nonnull as the object-like `__nonnull` (`NSString * __nonnull s`,
   older Objective-C). glibc's `__nonnull (params)` is a function-like attribute macro its headers
   write after function declarations, and a function-like macro not followed by `(` is left as an
   identifier, a syntax error. In Objective-C every glibc header that uses it is read here first
   (their guards keep them from being read again), then `__nonnull` takes Apple's meaning. A file
   that includes another glibc header using `__nonnull` after this point (Linux-only ones such as
   <sys/timex.h>, or rare ones such as <ftw.h>, <aio.h>, <mqueue.h>) gets an error in it. */
#if defined(__OBJC__) && !defined(__CAPCHECK_DARWIN_NONNULL__)
#define __CAPCHECK_DARWIN_NONNULL__
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <wchar.h>
#include <time.h>
#include <math.h>
#include <dlfcn.h>
#include <dirent.h>
#include <fcntl.h>
#include <getopt.h>
#include <unistd.h>
#include <pwd.h>
#include <spawn.h>
#include <execinfo.h>
#include <utime.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <sys/resource.h>
#undef __nonnull
#define __nonnull _Nonnull
#endif

#endif
