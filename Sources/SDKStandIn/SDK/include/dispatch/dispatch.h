/* capcheck SDK shim: libdispatch (Grand Central Dispatch). Queues, groups, sources and
 * semaphores are OS objects: Objective-C objects under ARC, opaque pointers in C. Blocks that
 * run before the call returns (dispatch_sync, dispatch_apply, dispatch_once) are NOESCAPE, as
 * in Apple's header; every other block parameter escapes. */
#ifndef __CAPCHECK_DISPATCH__
#define __CAPCHECK_DISPATCH__

#include <os/object.h>
#include <Block.h>
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdarg.h>
#include <unistd.h>
#include <sys/types.h>
#include <time.h>

#define DISPATCH_API_VERSION 20181008
#ifdef __cplusplus
#define DISPATCH_EXPORT extern "C" __attribute__((visibility("default")))
#else
#define DISPATCH_EXPORT extern __attribute__((visibility("default")))
#endif
#define DISPATCH_NOTHROW __attribute__((__nothrow__))
#define DISPATCH_NONNULL1 __attribute__((__nonnull__(1)))
#define DISPATCH_NONNULL2 __attribute__((__nonnull__(2)))
#define DISPATCH_NONNULL3 __attribute__((__nonnull__(3)))
#define DISPATCH_NONNULL4 __attribute__((__nonnull__(4)))
#define DISPATCH_NONNULL5 __attribute__((__nonnull__(5)))
#define DISPATCH_NONNULL6 __attribute__((__nonnull__(6)))
#define DISPATCH_NONNULL7 __attribute__((__nonnull__(7)))
#define DISPATCH_NONNULL_ALL __attribute__((__nonnull__))
#define DISPATCH_SENTINEL __attribute__((__sentinel__))
#define DISPATCH_PURE __attribute__((__pure__))
#define DISPATCH_CONST __attribute__((__const__))
#define DISPATCH_WARN_RESULT __attribute__((__warn_unused_result__))
#define DISPATCH_MALLOC __attribute__((__malloc__))
#define DISPATCH_ALWAYS_INLINE __attribute__((__always_inline__))
#define DISPATCH_UNAVAILABLE __attribute__((__unavailable__))
#define DISPATCH_NORETURN __attribute__((__noreturn__))
#define DISPATCH_NOESCAPE __attribute__((__noescape__))
#define DISPATCH_INLINE static __inline__
#define DISPATCH_EXPECT(x, v) __builtin_expect((x), (v))
#if OS_OBJECT_USE_OBJC
#define DISPATCH_RETURNS_RETAINED OS_OBJECT_RETURNS_RETAINED
#else
#define DISPATCH_RETURNS_RETAINED
#endif
#if defined(__OBJC__)
#define DISPATCH_RETURNS_RETAINED_BLOCK __attribute__((__ns_returns_retained__))
#else
#define DISPATCH_RETURNS_RETAINED_BLOCK
#endif
#define DISPATCH_REFINED_FOR_SWIFT
#define DISPATCH_SWIFT_NAME(x)
#define DISPATCH_SWIFT3_UNAVAILABLE(m)
#define DISPATCH_SWIFT_UNAVAILABLE(m)
#define DISPATCH_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define DISPATCH_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define DISPATCH_ENUM(name, type, ...) typedef enum : type { __VA_ARGS__ } name##_t
#define DISPATCH_OPTIONS(name, type, ...) typedef enum : type { __VA_ARGS__ } name##_t
#define DISPATCH_TRANSPARENT_UNION __attribute__((__transparent_union__))
#define DISPATCH_LINUX_UNAVAILABLE()

DISPATCH_ASSUME_NONNULL_BEGIN

/* Objects. */
OS_OBJECT_DECL_CLASS(dispatch_object);
OS_OBJECT_DECL_SUBCLASS(dispatch_queue, dispatch_object);
OS_OBJECT_DECL_SUBCLASS(dispatch_queue_global, dispatch_queue);
OS_OBJECT_DECL_SUBCLASS(dispatch_queue_serial, dispatch_queue);
OS_OBJECT_DECL_SUBCLASS(dispatch_queue_main, dispatch_queue_serial);
OS_OBJECT_DECL_SUBCLASS(dispatch_queue_concurrent, dispatch_queue);
OS_OBJECT_DECL_SUBCLASS(dispatch_queue_attr, dispatch_object);
OS_OBJECT_DECL_SUBCLASS(dispatch_group, dispatch_object);
OS_OBJECT_DECL_SUBCLASS(dispatch_source, dispatch_object);
OS_OBJECT_DECL_SUBCLASS(dispatch_semaphore, dispatch_object);
OS_OBJECT_DECL_SUBCLASS(dispatch_data, dispatch_object);
OS_OBJECT_DECL_SUBCLASS(dispatch_io, dispatch_object);
OS_OBJECT_DECL_SUBCLASS(dispatch_workloop, dispatch_queue);

typedef void (^dispatch_block_t)(void);
typedef void (*dispatch_function_t)(void *_Nullable);
typedef uint64_t dispatch_time_t;
typedef long dispatch_once_t;
typedef long dispatch_queue_priority_t;
typedef int dispatch_fd_t;
typedef unsigned int dispatch_qos_class_t;
/* The same QoS classes as <sys/qos.h>, under the same guard. */
#ifndef __CAPCHECK_QOS_CLASSES__
#define __CAPCHECK_QOS_CLASSES__
typedef unsigned int qos_class_t;
enum {
    QOS_CLASS_USER_INTERACTIVE = 0x21, QOS_CLASS_USER_INITIATED = 0x19, QOS_CLASS_DEFAULT = 0x15,
    QOS_CLASS_UTILITY = 0x11, QOS_CLASS_BACKGROUND = 0x09, QOS_CLASS_UNSPECIFIED = 0x00,
};
#define QOS_MIN_RELATIVE_PRIORITY (-15)
#endif

#if OS_OBJECT_USE_OBJC_RETAIN_RELEASE
DISPATCH_EXPORT void dispatch_retain(dispatch_object_t object) __attribute__((unavailable("not available in automatic reference counting mode")));
DISPATCH_EXPORT void dispatch_release(dispatch_object_t object) __attribute__((unavailable("not available in automatic reference counting mode")));
#else
DISPATCH_EXPORT void dispatch_retain(dispatch_object_t object);
DISPATCH_EXPORT void dispatch_release(dispatch_object_t object);
#endif
DISPATCH_EXPORT void *_Nullable dispatch_get_context(dispatch_object_t object);
DISPATCH_EXPORT void dispatch_set_context(dispatch_object_t object, void *_Nullable context);
DISPATCH_EXPORT void dispatch_set_finalizer_f(dispatch_object_t object, dispatch_function_t _Nullable finalizer);
DISPATCH_EXPORT void dispatch_activate(dispatch_object_t object);
DISPATCH_EXPORT void dispatch_suspend(dispatch_object_t object);
DISPATCH_EXPORT void dispatch_resume(dispatch_object_t object);
DISPATCH_EXPORT void dispatch_set_qos_class_floor(dispatch_object_t object, dispatch_qos_class_t qos_class, int relative_priority);

/* Time. */
#define NSEC_PER_SEC 1000000000ull
#define NSEC_PER_MSEC 1000000ull
#define USEC_PER_SEC 1000000ull
#define NSEC_PER_USEC 1000ull
#define DISPATCH_TIME_NOW (0ull)
#define DISPATCH_TIME_FOREVER (~0ull)
#define DISPATCH_WALLTIME_NOW (~1ull)
DISPATCH_EXPORT dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
DISPATCH_EXPORT dispatch_time_t dispatch_walltime(const struct timespec *_Nullable when, int64_t delta);

/* Queues. */
#define DISPATCH_QUEUE_PRIORITY_HIGH 2
#define DISPATCH_QUEUE_PRIORITY_DEFAULT 0
#define DISPATCH_QUEUE_PRIORITY_LOW (-2)
#define DISPATCH_QUEUE_PRIORITY_BACKGROUND INT16_MIN
#define DISPATCH_QUEUE_WIDTH_MAX_LOGICAL_CPUS (-3)
#define DISPATCH_TARGET_QUEUE_DEFAULT NULL
#define DISPATCH_CURRENT_QUEUE_LABEL NULL
#define DISPATCH_APPLY_AUTO NULL
#define DISPATCH_QUEUE_SERIAL NULL
#define DISPATCH_QUEUE_SERIAL_INACTIVE dispatch_queue_attr_make_initially_inactive(DISPATCH_QUEUE_SERIAL)
#define DISPATCH_QUEUE_CONCURRENT (OS_OBJECT_BRIDGE dispatch_queue_attr_t)(&_dispatch_queue_attr_concurrent)
#define DISPATCH_QUEUE_CONCURRENT_INACTIVE dispatch_queue_attr_make_initially_inactive(DISPATCH_QUEUE_CONCURRENT)
#define DISPATCH_QUEUE_SERIAL_WITH_AUTORELEASE_POOL dispatch_queue_attr_make_with_autorelease_frequency(DISPATCH_QUEUE_SERIAL, DISPATCH_AUTORELEASE_FREQUENCY_WORK_ITEM)
#define DISPATCH_QUEUE_CONCURRENT_WITH_AUTORELEASE_POOL dispatch_queue_attr_make_with_autorelease_frequency(DISPATCH_QUEUE_CONCURRENT, DISPATCH_AUTORELEASE_FREQUENCY_WORK_ITEM)
DISPATCH_EXPORT struct dispatch_queue_attr_s _dispatch_queue_attr_concurrent;

DISPATCH_ENUM(dispatch_autorelease_frequency, unsigned long,
    DISPATCH_AUTORELEASE_FREQUENCY_INHERIT = 0,
    DISPATCH_AUTORELEASE_FREQUENCY_WORK_ITEM = 1,
    DISPATCH_AUTORELEASE_FREQUENCY_NEVER = 2,
);

DISPATCH_EXPORT void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT void dispatch_async_f(dispatch_queue_t queue, void *_Nullable context, dispatch_function_t work);
DISPATCH_EXPORT void dispatch_sync(dispatch_queue_t queue, DISPATCH_NOESCAPE dispatch_block_t block);
DISPATCH_EXPORT void dispatch_sync_f(dispatch_queue_t queue, void *_Nullable context, dispatch_function_t work);
DISPATCH_EXPORT void dispatch_async_and_wait(dispatch_queue_t queue, DISPATCH_NOESCAPE dispatch_block_t block);
DISPATCH_EXPORT void dispatch_apply(size_t iterations, dispatch_queue_t _Nullable queue, DISPATCH_NOESCAPE void (^block)(size_t iteration));
DISPATCH_EXPORT void dispatch_apply_f(size_t iterations, dispatch_queue_t _Nullable queue, void *_Nullable context, void (*work)(void *_Nullable context, size_t iteration));
DISPATCH_EXPORT dispatch_queue_t dispatch_get_current_queue(void);
DISPATCH_EXPORT struct dispatch_queue_s _dispatch_main_q;
DISPATCH_EXPORT dispatch_queue_main_t dispatch_get_main_queue(void);
DISPATCH_EXPORT dispatch_queue_global_t dispatch_get_global_queue(intptr_t identifier, uintptr_t flags);
DISPATCH_EXPORT dispatch_queue_attr_t dispatch_queue_attr_make_initially_inactive(dispatch_queue_attr_t _Nullable attr);
DISPATCH_EXPORT dispatch_queue_attr_t dispatch_queue_attr_make_with_autorelease_frequency(dispatch_queue_attr_t _Nullable attr, dispatch_autorelease_frequency_t frequency);
DISPATCH_EXPORT dispatch_queue_attr_t dispatch_queue_attr_make_with_qos_class(dispatch_queue_attr_t _Nullable attr, dispatch_qos_class_t qos_class, int relative_priority);
DISPATCH_EXPORT dispatch_queue_t dispatch_queue_create_with_target(const char *_Nullable label, dispatch_queue_attr_t _Nullable attr, dispatch_queue_t _Nullable target) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT dispatch_queue_t dispatch_queue_create(const char *_Nullable label, dispatch_queue_attr_t _Nullable attr) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT const char *dispatch_queue_get_label(dispatch_queue_t _Nullable queue);
DISPATCH_EXPORT dispatch_qos_class_t dispatch_queue_get_qos_class(dispatch_queue_t queue, int *_Nullable relative_priority_ptr);
DISPATCH_EXPORT void dispatch_set_target_queue(dispatch_object_t object, dispatch_queue_t _Nullable queue);
DISPATCH_EXPORT void dispatch_main(void) DISPATCH_NORETURN;
DISPATCH_EXPORT void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT void dispatch_after_f(dispatch_time_t when, dispatch_queue_t queue, void *_Nullable context, dispatch_function_t work);
DISPATCH_EXPORT void dispatch_barrier_async(dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT void dispatch_barrier_async_f(dispatch_queue_t queue, void *_Nullable context, dispatch_function_t work);
DISPATCH_EXPORT void dispatch_barrier_sync(dispatch_queue_t queue, DISPATCH_NOESCAPE dispatch_block_t block);
DISPATCH_EXPORT void dispatch_barrier_sync_f(dispatch_queue_t queue, void *_Nullable context, dispatch_function_t work);
DISPATCH_EXPORT void dispatch_barrier_async_and_wait(dispatch_queue_t queue, DISPATCH_NOESCAPE dispatch_block_t block);
DISPATCH_EXPORT void dispatch_queue_set_specific(dispatch_queue_t queue, const void *key, void *_Nullable context, dispatch_function_t _Nullable destructor);
DISPATCH_EXPORT void *_Nullable dispatch_queue_get_specific(dispatch_queue_t queue, const void *key);
DISPATCH_EXPORT void *_Nullable dispatch_get_specific(const void *key);
DISPATCH_EXPORT void dispatch_assert_queue(dispatch_queue_t queue);
DISPATCH_EXPORT void dispatch_assert_queue_barrier(dispatch_queue_t queue);
DISPATCH_EXPORT void dispatch_assert_queue_not(dispatch_queue_t queue);
DISPATCH_EXPORT dispatch_workloop_t dispatch_workloop_create(const char *_Nullable label) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT dispatch_workloop_t dispatch_workloop_create_inactive(const char *_Nullable label) DISPATCH_RETURNS_RETAINED;

/* Blocks with flags. */
DISPATCH_OPTIONS(dispatch_block_flags, unsigned long,
    DISPATCH_BLOCK_BARRIER = 0x1, DISPATCH_BLOCK_DETACHED = 0x2, DISPATCH_BLOCK_ASSIGN_CURRENT = 0x4,
    DISPATCH_BLOCK_NO_QOS_CLASS = 0x8, DISPATCH_BLOCK_INHERIT_QOS_CLASS = 0x10, DISPATCH_BLOCK_ENFORCE_QOS_CLASS = 0x20,
);
DISPATCH_EXPORT dispatch_block_t dispatch_block_create(dispatch_block_flags_t flags, dispatch_block_t block) DISPATCH_RETURNS_RETAINED_BLOCK;
DISPATCH_EXPORT dispatch_block_t dispatch_block_create_with_qos_class(dispatch_block_flags_t flags, dispatch_qos_class_t qos_class, int relative_priority, dispatch_block_t block) DISPATCH_RETURNS_RETAINED_BLOCK;
DISPATCH_EXPORT void dispatch_block_perform(dispatch_block_flags_t flags, DISPATCH_NOESCAPE dispatch_block_t block);
DISPATCH_EXPORT intptr_t dispatch_block_wait(dispatch_block_t block, dispatch_time_t timeout);
DISPATCH_EXPORT void dispatch_block_notify(dispatch_block_t block, dispatch_queue_t queue, dispatch_block_t notification_block);
DISPATCH_EXPORT void dispatch_block_cancel(dispatch_block_t block);
DISPATCH_EXPORT intptr_t dispatch_block_testcancel(dispatch_block_t block);

/* Groups. */
DISPATCH_EXPORT dispatch_group_t dispatch_group_create(void) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT void dispatch_group_async(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT void dispatch_group_async_f(dispatch_group_t group, dispatch_queue_t queue, void *_Nullable context, dispatch_function_t work);
DISPATCH_EXPORT intptr_t dispatch_group_wait(dispatch_group_t group, dispatch_time_t timeout);
DISPATCH_EXPORT void dispatch_group_notify(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT void dispatch_group_notify_f(dispatch_group_t group, dispatch_queue_t queue, void *_Nullable context, dispatch_function_t work);
DISPATCH_EXPORT void dispatch_group_enter(dispatch_group_t group);
DISPATCH_EXPORT void dispatch_group_leave(dispatch_group_t group);

/* Semaphores. */
DISPATCH_EXPORT dispatch_semaphore_t dispatch_semaphore_create(intptr_t value) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT intptr_t dispatch_semaphore_wait(dispatch_semaphore_t dsema, dispatch_time_t timeout);
DISPATCH_EXPORT intptr_t dispatch_semaphore_signal(dispatch_semaphore_t dsema);

/* Once. */
DISPATCH_EXPORT void dispatch_once(dispatch_once_t *predicate, DISPATCH_NOESCAPE dispatch_block_t block);
DISPATCH_EXPORT void dispatch_once_f(dispatch_once_t *predicate, void *_Nullable context, dispatch_function_t function);

/* Sources. */
typedef const struct dispatch_source_type_s *dispatch_source_type_t;
#define DISPATCH_SOURCE_TYPE_DECL(name) DISPATCH_EXPORT const struct dispatch_source_type_s _dispatch_source_type_##name
DISPATCH_SOURCE_TYPE_DECL(data_add);
DISPATCH_SOURCE_TYPE_DECL(data_or);
DISPATCH_SOURCE_TYPE_DECL(data_replace);
DISPATCH_SOURCE_TYPE_DECL(mach_send);
DISPATCH_SOURCE_TYPE_DECL(mach_recv);
DISPATCH_SOURCE_TYPE_DECL(memorypressure);
DISPATCH_SOURCE_TYPE_DECL(proc);
DISPATCH_SOURCE_TYPE_DECL(read);
DISPATCH_SOURCE_TYPE_DECL(signal);
DISPATCH_SOURCE_TYPE_DECL(timer);
DISPATCH_SOURCE_TYPE_DECL(vnode);
DISPATCH_SOURCE_TYPE_DECL(write);
#define DISPATCH_SOURCE_TYPE_DATA_ADD (&_dispatch_source_type_data_add)
#define DISPATCH_SOURCE_TYPE_DATA_OR (&_dispatch_source_type_data_or)
#define DISPATCH_SOURCE_TYPE_DATA_REPLACE (&_dispatch_source_type_data_replace)
#define DISPATCH_SOURCE_TYPE_MACH_SEND (&_dispatch_source_type_mach_send)
#define DISPATCH_SOURCE_TYPE_MACH_RECV (&_dispatch_source_type_mach_recv)
#define DISPATCH_SOURCE_TYPE_MEMORYPRESSURE (&_dispatch_source_type_memorypressure)
#define DISPATCH_SOURCE_TYPE_PROC (&_dispatch_source_type_proc)
#define DISPATCH_SOURCE_TYPE_READ (&_dispatch_source_type_read)
#define DISPATCH_SOURCE_TYPE_SIGNAL (&_dispatch_source_type_signal)
#define DISPATCH_SOURCE_TYPE_TIMER (&_dispatch_source_type_timer)
#define DISPATCH_SOURCE_TYPE_VNODE (&_dispatch_source_type_vnode)
#define DISPATCH_SOURCE_TYPE_WRITE (&_dispatch_source_type_write)
typedef unsigned long dispatch_source_mach_send_flags_t;
typedef unsigned long dispatch_source_memorypressure_flags_t;
typedef unsigned long dispatch_source_proc_flags_t;
typedef unsigned long dispatch_source_vnode_flags_t;
typedef unsigned long dispatch_source_timer_flags_t;
#define DISPATCH_MACH_SEND_DEAD 0x1
#define DISPATCH_MEMORYPRESSURE_NORMAL 0x01
#define DISPATCH_MEMORYPRESSURE_WARN 0x02
#define DISPATCH_MEMORYPRESSURE_CRITICAL 0x04
#define DISPATCH_PROC_EXIT 0x80000000
#define DISPATCH_PROC_FORK 0x40000000
#define DISPATCH_PROC_EXEC 0x20000000
#define DISPATCH_PROC_SIGNAL 0x08000000
#define DISPATCH_VNODE_DELETE 0x1
#define DISPATCH_VNODE_WRITE 0x2
#define DISPATCH_VNODE_EXTEND 0x4
#define DISPATCH_VNODE_ATTRIB 0x8
#define DISPATCH_VNODE_LINK 0x10
#define DISPATCH_VNODE_RENAME 0x20
#define DISPATCH_VNODE_REVOKE 0x40
#define DISPATCH_VNODE_FUNLOCK 0x100
#define DISPATCH_TIMER_STRICT 0x1
DISPATCH_EXPORT dispatch_source_t dispatch_source_create(dispatch_source_type_t type, uintptr_t handle, uintptr_t mask, dispatch_queue_t _Nullable queue) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT void dispatch_source_set_event_handler(dispatch_source_t source, dispatch_block_t _Nullable handler);
DISPATCH_EXPORT void dispatch_source_set_event_handler_f(dispatch_source_t source, dispatch_function_t _Nullable handler);
DISPATCH_EXPORT void dispatch_source_set_cancel_handler(dispatch_source_t source, dispatch_block_t _Nullable handler);
DISPATCH_EXPORT void dispatch_source_set_cancel_handler_f(dispatch_source_t source, dispatch_function_t _Nullable handler);
DISPATCH_EXPORT void dispatch_source_set_registration_handler(dispatch_source_t source, dispatch_block_t _Nullable handler);
DISPATCH_EXPORT void dispatch_source_set_registration_handler_f(dispatch_source_t source, dispatch_function_t _Nullable handler);
DISPATCH_EXPORT void dispatch_source_cancel(dispatch_source_t source);
DISPATCH_EXPORT intptr_t dispatch_source_testcancel(dispatch_source_t source);
DISPATCH_EXPORT uintptr_t dispatch_source_get_handle(dispatch_source_t source);
DISPATCH_EXPORT uintptr_t dispatch_source_get_mask(dispatch_source_t source);
DISPATCH_EXPORT uintptr_t dispatch_source_get_data(dispatch_source_t source);
DISPATCH_EXPORT void dispatch_source_merge_data(dispatch_source_t source, uintptr_t value);
DISPATCH_EXPORT void dispatch_source_set_timer(dispatch_source_t source, dispatch_time_t start, uint64_t interval, uint64_t leeway);

/* Data and I/O. */
#define DISPATCH_DATA_DESTRUCTOR_DEFAULT NULL
#define DISPATCH_DATA_DESTRUCTOR_FREE (_dispatch_data_destructor_free)
#define DISPATCH_DATA_DESTRUCTOR_MUNMAP (_dispatch_data_destructor_munmap)
DISPATCH_EXPORT const dispatch_block_t _dispatch_data_destructor_free;
DISPATCH_EXPORT const dispatch_block_t _dispatch_data_destructor_munmap;
DISPATCH_EXPORT struct dispatch_data_s _dispatch_data_empty;
#define dispatch_data_empty (OS_OBJECT_BRIDGE dispatch_data_t)(&_dispatch_data_empty)
DISPATCH_EXPORT dispatch_data_t dispatch_data_create(const void *buffer, size_t size, dispatch_queue_t _Nullable queue, dispatch_block_t _Nullable destructor) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT size_t dispatch_data_get_size(dispatch_data_t data);
DISPATCH_EXPORT dispatch_data_t dispatch_data_create_map(dispatch_data_t data, const void *_Nullable *_Nullable buffer_ptr, size_t *_Nullable size_ptr) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT dispatch_data_t dispatch_data_create_concat(dispatch_data_t data1, dispatch_data_t data2) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT dispatch_data_t dispatch_data_create_subrange(dispatch_data_t data, size_t offset, size_t length) DISPATCH_RETURNS_RETAINED;
typedef bool (^dispatch_data_applier_t)(dispatch_data_t region, size_t offset, const void *buffer, size_t size);
DISPATCH_EXPORT bool dispatch_data_apply(dispatch_data_t data, DISPATCH_NOESCAPE dispatch_data_applier_t applier);
typedef unsigned long dispatch_io_type_t;
typedef unsigned long dispatch_io_close_flags_t;
typedef unsigned long dispatch_io_interval_flags_t;
#define DISPATCH_IO_STREAM 0
#define DISPATCH_IO_RANDOM 1
#define DISPATCH_IO_STOP 0x1
#define DISPATCH_IO_STRICT_INTERVAL 0x1
typedef void (^dispatch_io_handler_t)(bool done, dispatch_data_t _Nullable data, int error);
DISPATCH_EXPORT void dispatch_read(dispatch_fd_t fd, size_t length, dispatch_queue_t queue, void (^handler)(dispatch_data_t data, int error));
DISPATCH_EXPORT void dispatch_write(dispatch_fd_t fd, dispatch_data_t data, dispatch_queue_t queue, void (^handler)(dispatch_data_t _Nullable data, int error));
DISPATCH_EXPORT dispatch_io_t dispatch_io_create(dispatch_io_type_t type, dispatch_fd_t fd, dispatch_queue_t queue, void (^cleanup_handler)(int error)) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT dispatch_io_t dispatch_io_create_with_path(dispatch_io_type_t type, const char *path, int oflag, mode_t mode, dispatch_queue_t queue, void (^cleanup_handler)(int error)) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT dispatch_io_t dispatch_io_create_with_io(dispatch_io_type_t type, dispatch_io_t io, dispatch_queue_t queue, void (^cleanup_handler)(int error)) DISPATCH_RETURNS_RETAINED;
DISPATCH_EXPORT void dispatch_io_read(dispatch_io_t channel, off_t offset, size_t length, dispatch_queue_t queue, dispatch_io_handler_t io_handler);
DISPATCH_EXPORT void dispatch_io_write(dispatch_io_t channel, off_t offset, dispatch_data_t data, dispatch_queue_t queue, dispatch_io_handler_t io_handler);
DISPATCH_EXPORT void dispatch_io_close(dispatch_io_t channel, dispatch_io_close_flags_t flags);
DISPATCH_EXPORT void dispatch_io_barrier(dispatch_io_t channel, dispatch_block_t barrier);
DISPATCH_EXPORT void dispatch_io_set_high_water(dispatch_io_t channel, size_t high_water);
DISPATCH_EXPORT void dispatch_io_set_low_water(dispatch_io_t channel, size_t low_water);

DISPATCH_ASSUME_NONNULL_END

#endif
