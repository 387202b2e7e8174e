/* capcheck SDK shim: unified logging. The macros evaluate their arguments like a function call
 * so that a block using os_log captures what the real macro would. */
#ifndef __CAPCHECK_OS_LOG__
#define __CAPCHECK_OS_LOG__
#include <os/object.h>
#include <stdint.h>
#include <stdbool.h>
OS_OBJECT_DECL(os_log);
typedef uint8_t os_log_type_t;
enum { OS_LOG_TYPE_DEFAULT = 0x00, OS_LOG_TYPE_INFO = 0x01, OS_LOG_TYPE_DEBUG = 0x02, OS_LOG_TYPE_ERROR = 0x10, OS_LOG_TYPE_FAULT = 0x11 };
__OS_CAPCHECK_EXTERN struct os_log_s _os_log_default;
#define OS_LOG_DEFAULT (OS_OBJECT_BRIDGE os_log_t)(&_os_log_default)
#define OS_LOG_DISABLED ((os_log_t)0)
#define OS_LOG_CATEGORY_POINTS_OF_INTEREST "PointsOfInterest"
#define OS_LOG_CATEGORY_DYNAMIC_TRACING "DynamicTracing"
#define OS_LOG_CATEGORY_DYNAMIC_STACK_TRACING "DynamicStackTracing"
__OS_CAPCHECK_EXTERN os_log_t os_log_create(const char *subsystem, const char *category);
__OS_CAPCHECK_EXTERN bool os_log_type_enabled(os_log_t oslog, os_log_type_t type);
__OS_CAPCHECK_EXTERN void __capcheck_os_log_impl(os_log_t log, os_log_type_t type, const char *format, ...);
#define os_log_with_type(log, type, format, ...) __capcheck_os_log_impl((log), (type), format, ##__VA_ARGS__)
#define os_log(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_DEFAULT, format, ##__VA_ARGS__)
#define os_log_info(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_INFO, format, ##__VA_ARGS__)
#define os_log_debug(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_DEBUG, format, ##__VA_ARGS__)
#define os_log_error(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_ERROR, format, ##__VA_ARGS__)
#define os_log_fault(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_FAULT, format, ##__VA_ARGS__)
#endif
