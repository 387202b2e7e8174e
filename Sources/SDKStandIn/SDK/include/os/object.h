/* capcheck SDK shim: OS_OBJECT declarations. In Objective-C, dispatch and XPC objects are
 * Objective-C objects that ARC retains and releases, exactly as on Apple platforms; in C they
 * are opaque struct pointers. */
#ifndef __CAPCHECK_OS_OBJECT__
#define __CAPCHECK_OS_OBJECT__

#include <Availability.h>
#include <TargetConditionals.h>
#include <os/availability.h>

#ifndef OS_OBJECT_HAVE_OBJC_SUPPORT
#if defined(__OBJC__)
#define OS_OBJECT_HAVE_OBJC_SUPPORT 1
#else
#define OS_OBJECT_HAVE_OBJC_SUPPORT 0
#endif
#endif

#ifndef OS_OBJECT_USE_OBJC
#if OS_OBJECT_HAVE_OBJC_SUPPORT && !defined(OS_OBJECT_DISABLE_OBJC)
#define OS_OBJECT_USE_OBJC 1
#else
#define OS_OBJECT_USE_OBJC 0
#endif
#endif

#if OS_OBJECT_USE_OBJC && __has_feature(objc_arc)
#define OS_OBJECT_USE_OBJC_RETAIN_RELEASE 1
#else
#define OS_OBJECT_USE_OBJC_RETAIN_RELEASE 0
#endif

#define OS_EXPORT extern __attribute__((visibility("default")))
#define OS_NOTHROW __attribute__((__nothrow__))
#define OS_NONNULL1 __attribute__((__nonnull__(1)))
#define OS_NONNULL2 __attribute__((__nonnull__(2)))
#define OS_NONNULL_ALL __attribute__((__nonnull__))
#define OS_WARN_RESULT __attribute__((__warn_unused_result__))
#define OS_MALLOC __attribute__((__malloc__))
#define OS_NOESCAPE __attribute__((__noescape__))
#define OS_SWIFT_UNAVAILABLE(m)
#define OS_SWIFT_NAME(n)
#define OS_REFINED_FOR_SWIFT
#define OS_ENUM(_name, _type, ...) typedef enum : _type { __VA_ARGS__ } _name##_t
#define OS_OPTIONS(_name, _type, ...) typedef enum : _type { __VA_ARGS__ } _name##_t
#define OS_CLOSED_ENUM(_name, _type, ...) typedef enum : _type { __VA_ARGS__ } _name##_t
#define OS_CLOSED_OPTIONS(_name, _type, ...) typedef enum : _type { __VA_ARGS__ } _name##_t
#define OS_ALWAYS_INLINE __attribute__((__always_inline__))
#define OS_INLINE static __inline__
#define OS_UNUSED __attribute__((__unused__))
#define OS_FORMAT_PRINTF(x, y) __attribute__((__format__(printf, x, y)))
#define OS_OBJECT_RETURNS_RETAINED __attribute__((__ns_returns_retained__))
#define OS_OBJECT_CONSUMED __attribute__((__ns_consumed__))
#define OS_OBJECT_WARN_UNUSED_RESULT
#define OS_OBJECT_SWIFT3
#define OS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define OS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")

#if OS_OBJECT_USE_OBJC
#include <objc/NSObject.h>
#define OS_OBJECT_CLASS(name) OS_##name
#define OS_OBJECT_DECL_PROTOCOL(name, ...) @protocol OS_OBJECT_CLASS(name) __VA_ARGS__ @end
#define OS_OBJECT_DECL_IMPL(name, ...) \
    OS_OBJECT_DECL_PROTOCOL(name, __VA_ARGS__) \
    typedef NSObject<OS_OBJECT_CLASS(name)> * __attribute__((objc_independent_class)) name##_t
#define OS_OBJECT_DECL(name, ...) OS_OBJECT_DECL_IMPL(name, <NSObject>)
#define OS_OBJECT_DECL_CLASS(name) OS_OBJECT_DECL_IMPL(name, <NSObject>)
#define OS_OBJECT_DECL_SUBCLASS(name, super) OS_OBJECT_DECL_IMPL(name, <OS_OBJECT_CLASS(super)>)
#define OS_OBJECT_BRIDGE __bridge
#else
#define OS_OBJECT_DECL(name, ...) typedef struct name##_s *name##_t
#define OS_OBJECT_DECL_CLASS(name) typedef struct name##_s *name##_t
#define OS_OBJECT_DECL_SUBCLASS(name, super) typedef super##_t name##_t
#define OS_OBJECT_BRIDGE
#endif

#ifdef __cplusplus
#define __OS_CAPCHECK_EXTERN extern "C"
#else
#define __OS_CAPCHECK_EXTERN extern
#endif

OS_OBJECT_DECL_CLASS(os_object);
__OS_CAPCHECK_EXTERN void *os_retain(void *object);
__OS_CAPCHECK_EXTERN void os_release(void *object);

#endif
