/* capcheck SDK shim: the Mach calls Apple-platform code uses for thread and memory statistics. */
#ifndef __CAPCHECK_MACH__
#define __CAPCHECK_MACH__
#include <stdint.h>
#include <mach/kern_return.h>
#include <mach/mach_time.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef unsigned int natural_t;
typedef int integer_t;
typedef natural_t mach_port_t;
typedef mach_port_t task_t;
typedef mach_port_t thread_t;
typedef mach_port_t thread_act_t;
typedef thread_act_t *thread_act_array_t;
typedef thread_t *thread_array_t;
typedef natural_t mach_msg_type_number_t;
typedef uintptr_t vm_address_t;
typedef uintptr_t vm_size_t;
typedef uintptr_t vm_offset_t;
typedef natural_t task_flavor_t;
typedef natural_t thread_flavor_t;
typedef integer_t *task_info_t;
typedef integer_t *thread_info_t;
typedef natural_t vm_map_t;
#define MACH_PORT_NULL 0
#define TASK_BASIC_INFO 5
#define MACH_TASK_BASIC_INFO 20
#define TASK_VM_INFO 22
#define THREAD_BASIC_INFO 3
#define THREAD_INFO_MAX 32
#define TASK_INFO_MAX 1024
typedef integer_t thread_info_data_t[THREAD_INFO_MAX];
typedef integer_t task_info_data_t[TASK_INFO_MAX];
#define TH_USAGE_SCALE 1000
#define TH_FLAGS_IDLE 0x2
struct time_value { integer_t seconds; integer_t microseconds; };
typedef struct time_value time_value_t;
struct thread_basic_info {
    time_value_t user_time; time_value_t system_time; integer_t cpu_usage; integer_t policy;
    integer_t run_state; integer_t flags; integer_t suspend_count; integer_t sleep_time;
};
typedef struct thread_basic_info thread_basic_info_data_t;
typedef struct thread_basic_info *thread_basic_info_t;
#define THREAD_BASIC_INFO_COUNT ((mach_msg_type_number_t)(sizeof(thread_basic_info_data_t) / sizeof(natural_t)))
struct mach_task_basic_info {
    uint64_t virtual_size; uint64_t resident_size; uint64_t resident_size_max;
    time_value_t user_time; time_value_t system_time; integer_t policy; integer_t suspend_count;
};
typedef struct mach_task_basic_info mach_task_basic_info_data_t;
#define MACH_TASK_BASIC_INFO_COUNT ((mach_msg_type_number_t)(sizeof(mach_task_basic_info_data_t) / sizeof(natural_t)))
typedef struct { uint64_t virtual_size; integer_t region_count; integer_t page_size; uint64_t resident_size; uint64_t resident_size_peak; uint64_t device; uint64_t device_peak; uint64_t internal; uint64_t internal_peak; uint64_t external; uint64_t external_peak; uint64_t reusable; uint64_t reusable_peak; uint64_t purgeable_volatile_pmap; uint64_t purgeable_volatile_resident; uint64_t purgeable_volatile_virtual; uint64_t compressed; uint64_t compressed_peak; uint64_t compressed_lifetime; uint64_t phys_footprint; } task_vm_info_data_t;
#define TASK_VM_INFO_COUNT ((mach_msg_type_number_t)(sizeof(task_vm_info_data_t) / sizeof(natural_t)))
extern mach_port_t mach_task_self_;
#define mach_task_self() mach_task_self_
extern mach_port_t mach_thread_self(void);
extern kern_return_t task_info(task_t target_task, task_flavor_t flavor, task_info_t task_info_out, mach_msg_type_number_t *task_info_outCnt);
extern kern_return_t task_threads(task_t target_task, thread_act_array_t *act_list, mach_msg_type_number_t *act_listCnt);
extern kern_return_t thread_info(thread_act_t target_act, thread_flavor_t flavor, thread_info_t thread_info_out, mach_msg_type_number_t *thread_info_outCnt);
extern kern_return_t thread_suspend(thread_act_t target_act);
extern kern_return_t thread_resume(thread_act_t target_act);
extern kern_return_t vm_deallocate(vm_map_t target_task, vm_address_t address, vm_size_t size);
extern kern_return_t vm_read_overwrite(vm_map_t target_task, vm_address_t address, vm_size_t size, vm_address_t data, vm_size_t *outsize);
extern kern_return_t mach_port_deallocate(task_t task, mach_port_t name);
#ifdef __cplusplus
}
#endif
/* Task and host statistics, from API/Darwin.api. */
#include <mach/task_info.h>
#include <mach/host_info.h>
#include <mach/vm_region.h>
/* Messages, from API/MachMessages.api. */
#include <mach/message.h>
#endif
