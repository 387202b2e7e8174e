/* capcheck SDK shim: the Network framework's C API. Connections, listeners and path monitors
 * are OS objects (ObjC objects under ARC) that keep their handler blocks until cancelled. */
#ifndef __CAPCHECK_NETWORK__
#define __CAPCHECK_NETWORK__
#include <os/object.h>
#include <dispatch/dispatch.h>
#include <stdint.h>
#include <stdbool.h>
OS_ASSUME_NONNULL_BEGIN
OS_OBJECT_DECL_CLASS(nw_path_monitor);
OS_OBJECT_DECL_CLASS(nw_path);
OS_OBJECT_DECL_CLASS(nw_connection);
OS_OBJECT_DECL_CLASS(nw_listener);
OS_OBJECT_DECL_CLASS(nw_endpoint);
OS_OBJECT_DECL_CLASS(nw_parameters);
OS_OBJECT_DECL_CLASS(nw_error);
OS_OBJECT_DECL_CLASS(nw_content_context);
OS_OBJECT_DECL_CLASS(nw_interface);
OS_OBJECT_DECL_CLASS(nw_protocol_options);
typedef enum { nw_path_status_invalid = 0, nw_path_status_satisfied = 1, nw_path_status_unsatisfied = 2, nw_path_status_satisfiable = 3 } nw_path_status_t;
typedef enum { nw_interface_type_other = 0, nw_interface_type_wifi = 1, nw_interface_type_cellular = 2, nw_interface_type_wired = 3, nw_interface_type_loopback = 4 } nw_interface_type_t;
typedef enum { nw_connection_state_invalid = 0, nw_connection_state_waiting = 1, nw_connection_state_preparing = 2, nw_connection_state_ready = 3, nw_connection_state_failed = 4, nw_connection_state_cancelled = 5 } nw_connection_state_t;
typedef enum { nw_listener_state_invalid = 0, nw_listener_state_waiting = 1, nw_listener_state_ready = 2, nw_listener_state_failed = 3, nw_listener_state_cancelled = 4 } nw_listener_state_t;
typedef void (^nw_path_monitor_update_handler_t)(nw_path_t path);
typedef void (^nw_connection_state_changed_handler_t)(nw_connection_state_t state, _Nullable nw_error_t error);
typedef void (^nw_connection_receive_completion_t)(_Nullable dispatch_data_t content, _Nullable nw_content_context_t context, bool is_complete, _Nullable nw_error_t error);
typedef void (^nw_connection_send_completion_t)(_Nullable nw_error_t error);
typedef void (^nw_listener_state_changed_handler_t)(nw_listener_state_t state, _Nullable nw_error_t error);
typedef void (^nw_listener_new_connection_handler_t)(nw_connection_t connection);
__OS_CAPCHECK_EXTERN nw_path_monitor_t nw_path_monitor_create(void) OS_OBJECT_RETURNS_RETAINED;
__OS_CAPCHECK_EXTERN nw_path_monitor_t nw_path_monitor_create_with_type(nw_interface_type_t required_interface_type) OS_OBJECT_RETURNS_RETAINED;
__OS_CAPCHECK_EXTERN void nw_path_monitor_set_update_handler(nw_path_monitor_t monitor, nw_path_monitor_update_handler_t update_handler);
__OS_CAPCHECK_EXTERN void nw_path_monitor_set_cancel_handler(nw_path_monitor_t monitor, dispatch_block_t cancel_handler);
__OS_CAPCHECK_EXTERN void nw_path_monitor_set_queue(nw_path_monitor_t monitor, dispatch_queue_t queue);
__OS_CAPCHECK_EXTERN void nw_path_monitor_start(nw_path_monitor_t monitor);
__OS_CAPCHECK_EXTERN void nw_path_monitor_cancel(nw_path_monitor_t monitor);
__OS_CAPCHECK_EXTERN nw_path_status_t nw_path_get_status(nw_path_t path);
__OS_CAPCHECK_EXTERN bool nw_path_is_expensive(nw_path_t path);
__OS_CAPCHECK_EXTERN bool nw_path_uses_interface_type(nw_path_t path, nw_interface_type_t interface_type);
__OS_CAPCHECK_EXTERN nw_endpoint_t nw_endpoint_create_host(const char *hostname, const char *port) OS_OBJECT_RETURNS_RETAINED;
__OS_CAPCHECK_EXTERN nw_parameters_t nw_parameters_create_secure_tcp(void (^configure_tls)(nw_protocol_options_t options), void (^configure_tcp)(nw_protocol_options_t options)) OS_OBJECT_RETURNS_RETAINED;
__OS_CAPCHECK_EXTERN nw_connection_t _Nullable nw_connection_create(nw_endpoint_t endpoint, nw_parameters_t parameters) OS_OBJECT_RETURNS_RETAINED;
__OS_CAPCHECK_EXTERN void nw_connection_set_queue(nw_connection_t connection, dispatch_queue_t queue);
__OS_CAPCHECK_EXTERN void nw_connection_set_state_changed_handler(nw_connection_t connection, _Nullable nw_connection_state_changed_handler_t handler);
__OS_CAPCHECK_EXTERN void nw_connection_start(nw_connection_t connection);
__OS_CAPCHECK_EXTERN void nw_connection_cancel(nw_connection_t connection);
__OS_CAPCHECK_EXTERN void nw_connection_receive(nw_connection_t connection, uint32_t minimum_incomplete_length, uint32_t maximum_length, nw_connection_receive_completion_t completion);
__OS_CAPCHECK_EXTERN void nw_connection_send(nw_connection_t connection, _Nullable dispatch_data_t content, nw_content_context_t context, bool is_complete, nw_connection_send_completion_t completion);
__OS_CAPCHECK_EXTERN struct nw_content_context_s _nw_content_context_default_message;
#define NW_CONNECTION_DEFAULT_MESSAGE_CONTEXT (OS_OBJECT_BRIDGE nw_content_context_t)(&_nw_content_context_default_message)
__OS_CAPCHECK_EXTERN nw_listener_t _Nullable nw_listener_create(nw_parameters_t parameters) OS_OBJECT_RETURNS_RETAINED;
__OS_CAPCHECK_EXTERN void nw_listener_set_queue(nw_listener_t listener, dispatch_queue_t queue);
__OS_CAPCHECK_EXTERN void nw_listener_set_state_changed_handler(nw_listener_t listener, _Nullable nw_listener_state_changed_handler_t handler);
__OS_CAPCHECK_EXTERN void nw_listener_set_new_connection_handler(nw_listener_t listener, _Nullable nw_listener_new_connection_handler_t handler);
__OS_CAPCHECK_EXTERN void nw_listener_start(nw_listener_t listener);
__OS_CAPCHECK_EXTERN void nw_listener_cancel(nw_listener_t listener);
OS_ASSUME_NONNULL_END
#endif
