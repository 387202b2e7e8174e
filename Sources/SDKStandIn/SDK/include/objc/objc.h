/* capcheck SDK shim: the Objective-C runtime's basic types (hand-written declarations). */
#ifndef __CAPCHECK_OBJC_OBJC__
#define __CAPCHECK_OBJC_OBJC__

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <objc/objc-api.h>

/* id, Class and SEL are built into the compiler in Objective-C; spelling them again here keeps
 * the typedef names visible the way Apple's header does. */
typedef struct objc_class *Class;
struct objc_object { Class _Nonnull isa; };
typedef struct objc_object *id;
typedef struct objc_selector *SEL;
typedef id _Nullable (*IMP)(id _Nonnull, SEL _Nonnull, ...);
#ifdef __OBJC__
@class Protocol;
#else
typedef struct objc_object Protocol;
#endif

/* BOOL is a real bool on arm64, as on current Apple devices. */
typedef bool BOOL;
#define OBJC_BOOL_IS_BOOL 1
#define YES __objc_yes
#define NO __objc_no

#if defined(__cplusplus)
#define __CAPCHECK_NULL nullptr
#else
#define __CAPCHECK_NULL ((void *)0)
#endif
#ifndef nil
#define nil __CAPCHECK_NULL
#endif
#ifndef Nil
#define Nil __CAPCHECK_NULL
#endif

#ifndef __strong
#if !__has_feature(objc_arc)
#define __strong
#endif
#endif
#ifndef __unsafe_unretained
#if !__has_feature(objc_arc)
#define __unsafe_unretained
#endif
#endif
#ifndef __autoreleasing
#if !__has_feature(objc_arc)
#define __autoreleasing
#endif
#endif

typedef signed char __capcheck_objc_schar;
typedef struct objc_zone *objc_zone_t;

OBJC_EXPORT const char * _Nonnull sel_getName(SEL _Nonnull sel);
OBJC_EXPORT SEL _Nonnull sel_registerName(const char * _Nonnull str);
OBJC_EXPORT const char * _Nonnull object_getClassName(id _Nullable obj);
OBJC_EXPORT BOOL sel_isEqual(SEL _Nonnull lhs, SEL _Nonnull rhs);
OBJC_EXPORT BOOL objc_isKindOfClass(id _Nullable obj, Class _Nullable cls);

#endif
