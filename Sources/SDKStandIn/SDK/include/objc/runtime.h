/* capcheck SDK shim: the Objective-C runtime functions code commonly calls (swizzling,
 * associated objects, introspection). */
#ifndef __CAPCHECK_OBJC_RUNTIME__
#define __CAPCHECK_OBJC_RUNTIME__

#include <objc/objc.h>
#ifdef __OBJC__
#include <objc/NSObject.h>
#endif

typedef struct objc_method *Method;
typedef struct objc_ivar *Ivar;
typedef struct objc_category *Category;
typedef struct objc_property *objc_property_t;


struct objc_method_description { SEL _Nullable name; char * _Nullable types; };
typedef struct { const char * _Nonnull name; const char * _Nonnull value; } objc_property_attribute_t;

typedef uintptr_t objc_AssociationPolicy;
enum {
    OBJC_ASSOCIATION_ASSIGN = 0,
    OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    OBJC_ASSOCIATION_RETAIN = 01401,
    OBJC_ASSOCIATION_COPY = 01403
};

OBJC_EXPORT id _Nullable object_getIvar(id _Nullable obj, Ivar _Nonnull ivar);
OBJC_EXPORT void object_setIvar(id _Nullable obj, Ivar _Nonnull ivar, id _Nullable value);
OBJC_EXPORT Class _Nullable object_getClass(id _Nullable obj);
OBJC_EXPORT Class _Nullable object_setClass(id _Nullable obj, Class _Nonnull cls);
OBJC_EXPORT BOOL object_isClass(id _Nullable obj);
OBJC_EXPORT Class _Nullable objc_getClass(const char * _Nonnull name);
OBJC_EXPORT Class _Nullable objc_getMetaClass(const char * _Nonnull name);
OBJC_EXPORT Class _Nullable objc_lookUpClass(const char * _Nonnull name);
OBJC_EXPORT Protocol * _Nullable objc_getProtocol(const char * _Nonnull name);
OBJC_EXPORT int objc_getClassList(Class _Nonnull * _Nullable buffer, int bufferCount);
OBJC_EXPORT Class _Nonnull * _Nullable objc_copyClassList(unsigned int * _Nullable outCount);
OBJC_EXPORT const char * _Nonnull class_getName(Class _Nullable cls);
OBJC_EXPORT BOOL class_isMetaClass(Class _Nullable cls);
OBJC_EXPORT Class _Nullable class_getSuperclass(Class _Nullable cls);
OBJC_EXPORT size_t class_getInstanceSize(Class _Nullable cls);
OBJC_EXPORT Ivar _Nullable class_getInstanceVariable(Class _Nullable cls, const char * _Nonnull name);
OBJC_EXPORT Ivar _Nonnull * _Nullable class_copyIvarList(Class _Nullable cls, unsigned int * _Nullable outCount);
OBJC_EXPORT Method _Nullable class_getInstanceMethod(Class _Nullable cls, SEL _Nonnull name);
OBJC_EXPORT Method _Nullable class_getClassMethod(Class _Nullable cls, SEL _Nonnull name);
OBJC_EXPORT IMP _Nullable class_getMethodImplementation(Class _Nullable cls, SEL _Nonnull name);
OBJC_EXPORT BOOL class_respondsToSelector(Class _Nullable cls, SEL _Nonnull sel);
OBJC_EXPORT Method _Nonnull * _Nullable class_copyMethodList(Class _Nullable cls, unsigned int * _Nullable outCount);
OBJC_EXPORT BOOL class_conformsToProtocol(Class _Nullable cls, Protocol * _Nullable protocol);
OBJC_EXPORT objc_property_t _Nonnull * _Nullable class_copyPropertyList(Class _Nullable cls, unsigned int * _Nullable outCount);
OBJC_EXPORT objc_property_t _Nullable class_getProperty(Class _Nullable cls, const char * _Nonnull name);
OBJC_EXPORT BOOL class_addMethod(Class _Nullable cls, SEL _Nonnull name, IMP _Nonnull imp, const char * _Nullable types);
OBJC_EXPORT IMP _Nullable class_replaceMethod(Class _Nullable cls, SEL _Nonnull name, IMP _Nonnull imp, const char * _Nullable types);
OBJC_EXPORT BOOL class_addIvar(Class _Nullable cls, const char * _Nonnull name, size_t size, uint8_t alignment, const char * _Nullable types);
OBJC_EXPORT BOOL class_addProtocol(Class _Nullable cls, Protocol * _Nonnull protocol);
OBJC_EXPORT Class _Nullable objc_allocateClassPair(Class _Nullable superclass, const char * _Nonnull name, size_t extraBytes);
OBJC_EXPORT void objc_registerClassPair(Class _Nonnull cls);
OBJC_EXPORT void objc_disposeClassPair(Class _Nonnull cls);
OBJC_EXPORT SEL _Nonnull method_getName(Method _Nonnull m);
OBJC_EXPORT IMP _Nonnull method_getImplementation(Method _Nonnull m);
OBJC_EXPORT const char * _Nullable method_getTypeEncoding(Method _Nonnull m);
OBJC_EXPORT unsigned int method_getNumberOfArguments(Method _Nonnull m);
OBJC_EXPORT IMP _Nonnull method_setImplementation(Method _Nonnull m, IMP _Nonnull imp);
OBJC_EXPORT void method_exchangeImplementations(Method _Nonnull m1, Method _Nonnull m2);
OBJC_EXPORT const char * _Nonnull ivar_getName(Ivar _Nonnull v);
OBJC_EXPORT const char * _Nullable ivar_getTypeEncoding(Ivar _Nonnull v);
OBJC_EXPORT ptrdiff_t ivar_getOffset(Ivar _Nonnull v);
OBJC_EXPORT const char * _Nonnull property_getName(objc_property_t _Nonnull property);
OBJC_EXPORT const char * _Nullable property_getAttributes(objc_property_t _Nonnull property);
OBJC_EXPORT char * _Nullable property_copyAttributeValue(objc_property_t _Nonnull property, const char * _Nonnull attributeName);
OBJC_EXPORT const char * _Nonnull protocol_getName(Protocol * _Nonnull proto);
OBJC_EXPORT BOOL protocol_conformsToProtocol(Protocol * _Nullable proto, Protocol * _Nullable other);
OBJC_EXPORT struct objc_method_description protocol_getMethodDescription(Protocol * _Nonnull proto, SEL _Nonnull aSel, BOOL isRequiredMethod, BOOL isInstanceMethod);
/* Protocols at run time: listing, building and reading them (runtime browsers, mock objects). */
OBJC_EXPORT Protocol * __unsafe_unretained _Nonnull * _Nullable objc_copyProtocolList(unsigned int * _Nullable outCount);
OBJC_EXPORT Protocol * __unsafe_unretained _Nonnull * _Nullable class_copyProtocolList(Class _Nullable cls, unsigned int * _Nullable outCount);
OBJC_EXPORT Protocol * __unsafe_unretained _Nonnull * _Nullable protocol_copyProtocolList(Protocol * _Nonnull proto, unsigned int * _Nullable outCount);
OBJC_EXPORT objc_property_t _Nonnull * _Nullable protocol_copyPropertyList(Protocol * _Nonnull proto, unsigned int * _Nullable outCount);
OBJC_EXPORT objc_property_t _Nonnull * _Nullable protocol_copyPropertyList2(Protocol * _Nonnull proto, unsigned int * _Nullable outCount, BOOL isRequiredProperty, BOOL isInstanceProperty);
OBJC_EXPORT struct objc_method_description * _Nullable protocol_copyMethodDescriptionList(Protocol * _Nonnull proto, BOOL isRequiredMethod, BOOL isInstanceMethod, unsigned int * _Nullable outCount);
OBJC_EXPORT objc_property_t _Nullable protocol_getProperty(Protocol * _Nonnull proto, const char * _Nonnull name, BOOL isRequiredProperty, BOOL isInstanceProperty);
OBJC_EXPORT BOOL protocol_isEqual(Protocol * _Nullable proto, Protocol * _Nullable other);
OBJC_EXPORT Protocol * _Nullable objc_allocateProtocol(const char * _Nonnull name);
OBJC_EXPORT void objc_registerProtocol(Protocol * _Nonnull proto);
OBJC_EXPORT void protocol_addMethodDescription(Protocol * _Nonnull proto, SEL _Nonnull name, const char * _Nullable types, BOOL isRequiredMethod, BOOL isInstanceMethod);
OBJC_EXPORT void protocol_addProtocol(Protocol * _Nonnull proto, Protocol * _Nonnull addition);
OBJC_EXPORT void protocol_addProperty(Protocol * _Nonnull proto, const char * _Nonnull name, const objc_property_attribute_t * _Nullable attributes, unsigned int attributeCount, BOOL isRequiredProperty, BOOL isInstanceProperty);
OBJC_EXPORT struct objc_method_description * _Nonnull method_getDescription(Method _Nonnull m);
OBJC_EXPORT objc_property_attribute_t * _Nullable property_copyAttributeList(objc_property_t _Nonnull property, unsigned int * _Nullable outCount);
OBJC_EXPORT BOOL class_addProperty(Class _Nullable cls, const char * _Nonnull name, const objc_property_attribute_t * _Nullable attributes, unsigned int attributeCount);
OBJC_EXPORT const char * _Nonnull * _Nullable objc_copyImageNames(unsigned int * _Nullable outCount);
OBJC_EXPORT const char * _Nonnull * _Nullable objc_copyClassNamesForImage(const char * _Nonnull image, unsigned int * _Nullable outCount);
OBJC_EXPORT const char * _Nullable class_getImageName(Class _Nullable cls);
OBJC_EXPORT void objc_setAssociatedObject(id _Nonnull object, const void * _Nonnull key, id _Nullable value, objc_AssociationPolicy policy);
OBJC_EXPORT id _Nullable objc_getAssociatedObject(id _Nonnull object, const void * _Nonnull key);
OBJC_EXPORT void objc_removeAssociatedObjects(id _Nonnull object);
OBJC_EXPORT IMP _Nonnull imp_implementationWithBlock(id _Nonnull block);
OBJC_EXPORT id _Nullable imp_getBlock(IMP _Nonnull anImp);
OBJC_EXPORT BOOL imp_removeBlock(IMP _Nonnull anImp);
OBJC_EXPORT id _Nullable objc_loadWeak(id _Nullable * _Nonnull location);
OBJC_EXPORT id _Nullable objc_storeWeak(id _Nullable * _Nonnull location, id _Nullable obj);
OBJC_EXPORT void objc_enumerationMutation(id _Nonnull obj);

/* The type encoding characters (`@encode`, method type strings), as <objc/runtime.h> defines them. */
#ifndef _C_ID
#define _C_ID '@'
#define _C_CLASS '#'
#define _C_SEL ':'
#define _C_CHR 'c'
#define _C_UCHR 'C'
#define _C_SHT 's'
#define _C_USHT 'S'
#define _C_INT 'i'
#define _C_UINT 'I'
#define _C_LNG 'l'
#define _C_ULNG 'L'
#define _C_LNG_LNG 'q'
#define _C_ULNG_LNG 'Q'
#define _C_FLT 'f'
#define _C_DBL 'd'
#define _C_BFLD 'b'
#define _C_BOOL 'B'
#define _C_VOID 'v'
#define _C_UNDEF '?'
#define _C_PTR '^'
#define _C_CHARPTR '*'
#define _C_ATOM '%'
#define _C_ARY_B '['
#define _C_ARY_E ']'
#define _C_UNION_B '('
#define _C_UNION_E ')'
#define _C_STRUCT_B '{'
#define _C_STRUCT_E '}'
#define _C_VECTOR '!'
#define _C_CONST 'r'
#endif
#endif
