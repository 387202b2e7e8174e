// Thread inspection helpers for RetainGraph's thread-leak checker: list this process's threads
// from /proc, read their OS names, and capture another thread's stack by sending it a signal whose
// handler calls glibc backtrace() and posts a semaphore.
#ifndef CTHREADINSPECTION_H
#define CTHREADINSPECTION_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Largest number of return addresses one stack capture records.
#define CTI_MAX_FRAMES 128

/// Outcome of `cti_capture_stack`.
typedef enum {
    /// The stack was captured.
    CTI_CAPTURE_OK = 0,
    /// The thread did not run the handler before the timeout (signal blocked, stopped, in the kernel).
    CTI_CAPTURE_TIMED_OUT = 1,
    /// No such thread in this process (it ended).
    CTI_CAPTURE_NO_SUCH_THREAD = 2,
    /// The signal handler could not be installed or the signal could not be sent.
    CTI_CAPTURE_FAILED = 3,
    /// The thread blocks the capture signal: it was not sent, so nothing stays queued on it.
    CTI_CAPTURE_SIGNAL_BLOCKED = 4,
} cti_capture_status;

/// Kernel thread id of the calling thread.
int32_t cti_current_tid(void);

/// Writes up to `capacity` thread ids of this process (from /proc/self/task) into `tids`.
/// Returns how many threads there are (may exceed `capacity`: call again with more room),
/// or -1 when /proc/self/task cannot be read (errno says why).
int cti_list_threads(int32_t *tids, int capacity);

/// Copies the OS name of thread `tid` (/proc/self/task/<tid>/comm, at most 15 bytes) into
/// `buffer` without the trailing newline, NUL-terminated. Returns its length or -1.
int cti_thread_name(int32_t tid, char *buffer, int capacity);

/// 1 when thread `tid` blocks the capture signal (SigBlk in /proc/self/task/<tid>/status),
/// 0 when it does not, -1 when that cannot be read.
int cti_signal_blocked(int32_t tid);

/// Installs the capture signal handler and warms up backtrace() (its first call loads libgcc_s,
/// which is not async-signal-safe). Idempotent. Returns 0, or an errno value.
int cti_prepare(void);

/// The real-time signal used to interrupt a thread for a stack capture.
int cti_capture_signal(void);

/// Captures the return addresses of thread `tid` (frame 0 is the interrupted program counter)
/// into `frames`, writes their number to `count`. Waits at most `timeout_ms` for the thread to
/// answer. With `check_mask` set, a thread that blocks the signal is not signalled at all.
/// Captures are serialized; safe to call from any thread, including `tid` itself.
cti_capture_status cti_capture_stack(int32_t tid, uintptr_t *frames, int capacity, int *count,
                                     int timeout_ms, int check_mask);

/// For a thread blocked in a system call (/proc/self/task/<tid>/syscall), its stack pointer and
/// program counter. Returns 1 when blocked in a system call, 0 when running or not in one, -1 when
/// the file cannot be read.
int cti_thread_syscall_registers(int32_t tid, uintptr_t *stack_pointer, uintptr_t *program_counter);

/// Stack scan for a thread that cannot be interrupted: walks the words of the stack mapping from
/// `stack_pointer` up and keeps those that point just behind a call instruction in an executable
/// mapping (likely return addresses). Memory is read with process_vm_readv, so an unmapped
/// address is an error, never a crash. Frame 0 is `program_counter`. Returns the number of
/// frames written, or -1.
int cti_scan_stack(uintptr_t stack_pointer, uintptr_t program_counter, uintptr_t *frames, int capacity);

/// What the dynamic loader knows about an address (dladdr): the image path, and the nearest
/// exported symbol below it with the distance to it. Pointers stay valid while the image is loaded.
/// Returns 1 when the address lies in a loaded image, 0 otherwise.
int cti_describe_address(uintptr_t address, const char **image, uintptr_t *image_base,
                         const char **symbol, uintptr_t *symbol_address);

/// Demangles a Swift symbol with the runtime's swift_demangle. Returns a malloc'd string the
/// caller frees, or NULL when `mangled` is not a Swift symbol.
char *cti_swift_demangle(const char *mangled, size_t length);

/// Blocks (or unblocks) the capture signal in the calling thread: tests use it to make a thread
/// that cannot answer, or one that can although it was started from a libdispatch worker (which
/// blocks every signal, a mask new threads inherit). Returns 0 or an errno value.
int cti_set_capture_signal_blocked(int blocked);

#ifdef __cplusplus
}
#endif

#endif
