/* capcheck SDK shim: Foundation's annotation macros, basic types and runtime functions.
 * Annotations that only matter to Swift import or availability expand to nothing; the ones
 * that change how blocks are analysed (NS_NOESCAPE, nullability, ownership) keep their
 * meaning. */
#ifndef __CAPCHECK_FOUNDATION_NSOBJCRUNTIME__
#define __CAPCHECK_FOUNDATION_NSOBJCRUNTIME__

#include <TargetConditionals.h>
#include <Availability.h>
#include <AvailabilityMacros.h>
#include <os/availability.h>
#include <objc/objc.h>
#include <objc/NSObjCRuntime.h>
#include <stdarg.h>
#include <stdint.h>
#include <limits.h>
#include <float.h>

#ifdef __cplusplus
#define FOUNDATION_EXTERN extern "C"
#else
#define FOUNDATION_EXTERN extern
#endif
#define FOUNDATION_EXPORT FOUNDATION_EXTERN
#define FOUNDATION_IMPORT FOUNDATION_EXTERN
#define FOUNDATION_STATIC_INLINE static __inline__
#define FOUNDATION_EXTERN_INLINE extern __inline__
#define NS_INLINE static __inline__ __attribute__((always_inline))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define NS_FORMAT_ARGUMENT(A) __attribute__((format_arg(A)))
#define NS_REQUIRES_NIL_TERMINATION __attribute__((sentinel(0, 1)))
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_AUTOMATED_REFCOUNT_UNAVAILABLE OBJC_ARC_UNAVAILABLE
#define NS_AUTOMATED_REFCOUNT_WEAK_UNAVAILABLE
#define NS_NOESCAPE __attribute__((noescape))
#define NS_RETURNS_RETAINED __attribute__((ns_returns_retained))
#define NS_RETURNS_NOT_RETAINED __attribute__((ns_returns_not_retained))
#define NS_RETURNS_INNER_POINTER __attribute__((objc_returns_inner_pointer))
#define NS_RELEASES_ARGUMENT __attribute__((ns_consumed))
#define NS_CONSUMED __attribute__((ns_consumed))
#define NS_CONSUMES_SELF __attribute__((ns_consumes_self))
#define NS_VALID_UNTIL_END_OF_SCOPE __attribute__((objc_precise_lifetime))
#define NS_METHOD_FAMILY(X) __attribute__((objc_method_family(X)))
#define NS_REQUIRES_PROPERTY_DEFINITIONS __attribute__((objc_requires_property_definitions))
#define NS_ROOT_CLASS __attribute__((objc_root_class))
#define NS_OBJC_RUNTIME_NAME(x)
#define NS_SWIFT_NAME(x)
#define NS_SWIFT_UNAVAILABLE(m)
#define NS_SWIFT_UNAVAILABLE_FROM_ASYNC(m)
#define NS_SWIFT_NOTHROW
#define NS_SWIFT_SENDABLE
#define NS_SWIFT_NONSENDABLE
#define NS_SWIFT_UI_ACTOR
#define NS_SWIFT_NONISOLATED
#define NS_SWIFT_DISABLE_ASYNC
#define NS_SWIFT_ASYNC(n)
#define NS_SWIFT_ASYNC_NAME(x)
#define NS_SWIFT_ASYNC_THROWS_ON_FALSE(n)
#define NS_SWIFT_BRIDGED_TYPEDEF
#define NS_REFINED_FOR_SWIFT
#define NS_HEADER_AUDIT_BEGIN(...)
#define NS_HEADER_AUDIT_END(...)
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_STRING_ENUM
#define NS_EXTENSIBLE_STRING_ENUM
#define NS_TYPED_ENUM
#define NS_TYPED_EXTENSIBLE_ENUM
#define __NS_ERROR_ENUM_PICK(_1, _2, NAME, ...) NAME
#define __NS_NAMED_ERROR_ENUM(_domain, _name) enum _name : NSInteger _name; enum _name : NSInteger
#define __NS_ANON_ERROR_ENUM(_domain) enum : NSInteger
#define NS_ERROR_ENUM(...) __NS_ERROR_ENUM_PICK(__VA_ARGS__, __NS_NAMED_ERROR_ENUM, __NS_ANON_ERROR_ENUM)(__VA_ARGS__)
#define NS_WARN_UNUSED_RESULT __attribute__((warn_unused_result))
#define NS_UNAVAILABLE_FOR_SWIFT
#define NS_EXTENSION_UNAVAILABLE(m)
#define NS_EXTENSION_UNAVAILABLE_IOS(m)
#define NS_EXTENSION_UNAVAILABLE_MAC(m)
#define NS_CLASS_AVAILABLE(m, i)
#define NS_CLASS_AVAILABLE_IOS(i)
#define NS_CLASS_AVAILABLE_MAC(m)
#define NS_CLASS_DEPRECATED(...)
#define NS_CLASS_DEPRECATED_IOS(...)
#define NS_CLASS_DEPRECATED_MAC(...)
#define NS_AVAILABLE(m, i)
#define NS_AVAILABLE_IOS(i)
#define NS_AVAILABLE_MAC(m)
#define NS_DEPRECATED(...)
#define NS_DEPRECATED_IOS(...)
#define NS_DEPRECATED_MAC(...)
#define NS_DEPRECATED_WITH_REPLACEMENT_MAC(...)
#define NS_ENUM_AVAILABLE(m, i)
#define NS_ENUM_AVAILABLE_IOS(i)
#define NS_ENUM_AVAILABLE_MAC(m)
#define NS_ENUM_DEPRECATED(...)
#define NS_ENUM_DEPRECATED_IOS(...)
#define NS_ENUM_DEPRECATED_MAC(...)
#define NS_UNAVAILABLE_IOS(m)
#define NS_AVAILABLE_IPHONE(i)
#define NS_DEPRECATED_IPHONE(...)
#define NS_NONATOMIC_IOSONLY nonatomic
#define NS_DIRECT __attribute__((objc_direct))
#define NS_DIRECT_MEMBERS __attribute__((objc_direct_members))
#define NS_NO_TAIL_CALL __attribute__((not_tail_called))
#define NS_PROTOCOL_REQUIRES_EXPLICIT_IMPLEMENTATION __attribute__((objc_protocol_requires_explicit_implementation))
#define NS_CLASS_AVAILABLE_IOS_ONLY(i)
#define NS_SWIFT_UNAVAILABLE_IOS(m)
#define NS_NORETURN __attribute__((noreturn))
#define NS_UNAVAILABLE_MAC
#define NS_BRIDGED_TYPE(T)
#define CF_BRIDGED_TYPE(T) __attribute__((objc_bridge(T)))

#if __has_attribute(objc_subclassing_restricted)
#define NS_SWIFT_SUBCLASSING_RESTRICTED
#endif

#if __has_feature(objc_fixed_enum) || __has_extension(cxx_strong_enums)
#define __NS_ENUM_FIXED(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_ENUM(...) __NS_ENUM_PICK(__VA_ARGS__, __NS_ENUM_NAMED, __NS_ENUM_ANON)(__VA_ARGS__)
#define __NS_ENUM_PICK(_1, _2, NAME, ...) NAME
#define __NS_ENUM_NAMED(_type, _name) __NS_ENUM_FIXED(_type, _name)
#define __NS_ENUM_ANON(_type) enum : _type
#define NS_CLOSED_ENUM(_type, _name) __NS_ENUM_FIXED(_type, _name)
#if defined(__cplusplus)
/* As Apple's SDK: in C++ an options type is its integer type, so `0` and `a | b` pass as one. */
#define NS_OPTIONS(_type, _name) _type _name; enum : _type
#else
#define NS_OPTIONS(_type, _name) __NS_ENUM_FIXED(_type, _name)
#endif
#else
#define NS_ENUM(_type, _name) _type _name; enum
#define NS_OPTIONS(_type, _name) _type _name; enum
#define NS_CLOSED_ENUM(_type, _name) _type _name; enum
#endif

#ifndef NS_BLOCKS_AVAILABLE
#define NS_BLOCKS_AVAILABLE 1
#endif
#ifndef NS_NONATOMIC_IPHONEONLY
#define NS_NONATOMIC_IPHONEONLY nonatomic
#endif

#define NSFoundationVersionNumber10_0 397.40
#define NSFoundationVersionNumber_iOS_8_0 1140.11
FOUNDATION_EXPORT double NSFoundationVersionNumber;

@class NSString, Protocol;
typedef NSString *NSNotificationName;

typedef NS_ENUM(NSInteger, NSComparisonResult) {
    NSOrderedAscending = -1L, NSOrderedSame, NSOrderedDescending
};
typedef NSComparisonResult (^NSComparator)(id obj1, id obj2);

typedef NS_OPTIONS(NSUInteger, NSEnumerationOptions) {
    NSEnumerationConcurrent = (1UL << 0),
    NSEnumerationReverse = (1UL << 1),
};
typedef NS_OPTIONS(NSUInteger, NSSortOptions) {
    NSSortConcurrent = (1UL << 0),
    NSSortStable = (1UL << 4),
};
typedef NS_ENUM(NSInteger, NSQualityOfService) {
    NSQualityOfServiceUserInteractive = 0x21,
    NSQualityOfServiceUserInitiated = 0x19,
    NSQualityOfServiceUtility = 0x11,
    NSQualityOfServiceBackground = 0x09,
    NSQualityOfServiceDefault = -1
};
static const NSInteger NSNotFound = NSIntegerMax;

FOUNDATION_EXPORT NSString *NSStringFromSelector(SEL aSelector);
FOUNDATION_EXPORT SEL NSSelectorFromString(NSString *aSelectorName);
FOUNDATION_EXPORT NSString *NSStringFromClass(Class aClass);
FOUNDATION_EXPORT Class NSClassFromString(NSString *aClassName);
FOUNDATION_EXPORT NSString *NSStringFromProtocol(Protocol *proto);
FOUNDATION_EXPORT Protocol *NSProtocolFromString(NSString *namestr);
FOUNDATION_EXPORT const char *NSGetSizeAndAlignment(const char *typePtr, NSUInteger *sizep, NSUInteger *alignp);
FOUNDATION_EXPORT void NSLog(NSString *format, ...) NS_FORMAT_FUNCTION(1,2) NS_NO_TAIL_CALL;
FOUNDATION_EXPORT void NSLogv(NSString *format, va_list args) NS_FORMAT_FUNCTION(1,0) NS_NO_TAIL_CALL;

#if !defined(MIN)
#define MIN(A,B) ({ __typeof__(A) __a = (A); __typeof__(B) __b = (B); __a < __b ? __a : __b; })
#endif
#if !defined(MAX)
#define MAX(A,B) ({ __typeof__(A) __a = (A); __typeof__(B) __b = (B); __a < __b ? __b : __a; })
#endif
#if !defined(ABS)
#define ABS(A) ({ __typeof__(A) __a = (A); __a < 0 ? -__a : __a; })
#endif

#endif
