// Swift runtime entry points RetainGraph calls, declared in C (not @_silgen_name) so their
// calling conventions are stated once, where the compiler checks them.
#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

#include <malloc.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Resolves a mangled type name found in reflection metadata, in place (symbolic references are
/// relative to where the name lives). Returns NULL when the name cannot be resolved.
__attribute__((swiftcall))
const void *_Nullable swift_getTypeByMangledNameInContext(
    const char *_Nonnull typeNameStart, size_t typeNameLength,
    const void *_Nullable context, const void *_Nullable const *_Nullable genericArgs);

/// Resolves a mangled type name whose generic parameters are described by a generic
/// environment (the shape of a closure's generic signature), with their metadata in
/// `genericArgs`. Returns NULL when the name cannot be resolved.
__attribute__((swiftcall))
const void *_Nullable swift_getTypeByMangledNameInEnvironment(
    const char *_Nonnull typeNameStart, size_t typeNameLength,
    const void *_Nullable environment, const void *_Nullable const *_Nullable genericArgs);

/// Strong retain count of a native Swift heap object (1 for an object only its creator holds).
size_t swift_retainCount(const void *_Nonnull object);
/// Unowned retain count of a native Swift heap object.
size_t swift_unownedRetainCount(const void *_Nonnull object);
/// Weak retain count of a native Swift heap object.
size_t swift_weakRetainCount(const void *_Nonnull object);

/// Loads a weak reference: +1 object or NULL when it is gone. Release the result.
void *_Nullable swift_weakLoadStrong(void *_Nonnull weakReference);
/// +1 on a native Swift heap object.
void *_Nullable swift_retain(void *_Nullable object);
/// -1 on a native Swift heap object.
void swift_release(void *_Nullable object);

/// Demangles a Swift symbol; returns a malloc'ed string (free it) or NULL.
char *_Nullable swift_demangle(const char *_Nonnull mangledName, size_t mangledNameLength,
                               char *_Nullable outputBuffer, size_t *_Nullable outputBufferSize,
                               uint32_t flags);

/// Calls an enum value witness `getEnumTag(value, metadata)` (Swift calling convention).
unsigned csr_callGetEnumTag(const void *_Nonnull witness, const void *_Nonnull value,
                            const void *_Nonnull metadata);

/// Calls an enum value witness `destructiveProjectEnumData(value, metadata)`: strips the tag
/// bits so the payload can be read. Only ever call it on a bitwise copy of the value.
void csr_callDestructiveProjectEnumData(const void *_Nonnull witness, void *_Nonnull value,
                                        const void *_Nonnull metadata);

/// Symbol name, image path and image load address of a code address via dladdr (NULL name
/// when the dynamic symbol table does not know it). Strings are owned by the dynamic loader.
int csr_symbolName(const void *_Nonnull address, const char *_Nullable *_Nonnull name,
                   const char *_Nullable *_Nonnull image, const void *_Nullable *_Nonnull imageBase);

#ifdef __cplusplus
}
#endif

#endif
