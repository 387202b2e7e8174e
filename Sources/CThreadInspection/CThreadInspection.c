// Thread inspection for the thread-leak checker. Linux only: threads come from /proc/self/task,
// another thread's stack from a signal sent with tgkill whose handler runs glibc backtrace().
#define _GNU_SOURCE
#include "CThreadInspection.h"

#if defined(__linux__)

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

// ---------------------------------------------------------------------------------------------
// /proc

int32_t cti_current_tid(void) {
    return (int32_t)syscall(SYS_gettid);
}

int cti_list_threads(int32_t *tids, int capacity) {
    DIR *dir = opendir("/proc/self/task");
    if (dir == NULL) return -1;
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        const char *name = entry->d_name;
        if (name[0] < '0' || name[0] > '9') continue; // "." and ".."
        long tid = strtol(name, NULL, 10);
        if (tid <= 0) continue;
        if (count < capacity) tids[count] = (int32_t)tid;
        count++;
    }
    closedir(dir);
    return count;
}

// Reads a small /proc file into `buffer` (NUL-terminated). Returns the length or -1.
static int read_small_file(const char *path, char *buffer, int capacity) {
    if (capacity <= 0) return -1;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    int total = 0;
    while (total < capacity - 1) {
        ssize_t n = read(fd, buffer + total, (size_t)(capacity - 1 - total));
        if (n < 0) {
            if (errno == EINTR) continue;
            close(fd);
            return -1;
        }
        if (n == 0) break;
        total += (int)n;
    }
    close(fd);
    buffer[total] = '\0';
    return total;
}

int cti_thread_name(int32_t tid, char *buffer, int capacity) {
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%d/comm", (int)tid);
    int length = read_small_file(path, buffer, capacity);
    if (length < 0) return -1;
    while (length > 0 && (buffer[length - 1] == '\n' || buffer[length - 1] == '\0')) {
        buffer[--length] = '\0';
    }
    return length;
}

// ---------------------------------------------------------------------------------------------
// Stack capture

enum { STATE_IDLE = 0, STATE_WAITING = 1, STATE_WRITING = 2, STATE_DONE = 3 };

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static int g_prepare_error = 0;
static int g_signal = 0;
static sem_t g_answered;
// One capture at a time: the requester holds g_lock while a request is open.
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic int32_t g_target_tid = 0;
static _Atomic int g_state = STATE_IDLE;
static uintptr_t g_frames[CTI_MAX_FRAMES];
static int g_frame_count = 0;

int cti_capture_signal(void) {
    return g_signal;
}

// Runs on the target thread. Only async-signal-safe work: backtrace() (after the warm-up in
// cti_prepare, glibc's unwinder neither allocates nor takes the loader lock: it uses
// _dl_find_object), plain stores, sem_post. A stale or foreign delivery (the requester gave up,
// or the signal reached another thread) fails the compare-and-swap and does nothing.
static void capture_handler(int sig, siginfo_t *info, void *context) {
    (void)sig;
    (void)info;
    int saved_errno = errno;
    if ((int32_t)syscall(SYS_gettid) == atomic_load(&g_target_tid)) {
        int expected = STATE_WAITING;
        if (atomic_compare_exchange_strong(&g_state, &expected, STATE_WRITING)) {
            void *raw[CTI_MAX_FRAMES + 8];
            int n = backtrace(raw, CTI_MAX_FRAMES + 8);
            uintptr_t pc = 0;
#if defined(__x86_64__)
            pc = (uintptr_t)((ucontext_t *)context)->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
            pc = (uintptr_t)((ucontext_t *)context)->uc_mcontext.pc;
#endif
            // backtrace() starts inside this handler and the signal trampoline; the interrupted
            // code starts at the frame whose address is the saved program counter.
            int start = -1;
            for (int i = 0; i < n && pc != 0; i++) {
                if ((uintptr_t)raw[i] == pc) {
                    start = i;
                    break;
                }
            }
            int out = 0;
            if (start < 0) {
                if (pc != 0) g_frames[out++] = pc;
                start = n > 2 ? 2 : n; // handler + trampoline
            }
            for (int i = start; i < n && out < CTI_MAX_FRAMES; i++) g_frames[out++] = (uintptr_t)raw[i];
            g_frame_count = out;
            sem_post(&g_answered);
            // Last store: tells the requester the handler is about to return (and unblock the
            // signal again), so an immediate second capture does not see it as blocked.
            atomic_store(&g_state, STATE_DONE);
        }
    }
    errno = saved_errno;
}

static void prepare_once(void) {
    // Warm-up: the first backtrace() dlopens libgcc_s.
    void *warm[4];
    (void)backtrace(warm, 4);
    if (sem_init(&g_answered, 0, 0) != 0) {
        g_prepare_error = errno;
        return;
    }
    // Pick a real-time signal nobody in the process handles yet, from the top down (glibc and
    // common libraries take the low ones).
    int first = SIGRTMAX - 3;
    int last = SIGRTMIN + 2;
    for (int sig = first; sig >= last; sig--) {
        struct sigaction current;
        if (sigaction(sig, NULL, &current) != 0) continue;
        if ((current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_DFL) {
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_sigaction = capture_handler;
            action.sa_flags = SA_SIGINFO | SA_RESTART;
            sigemptyset(&action.sa_mask);
            if (sigaction(sig, &action, NULL) == 0) {
                g_signal = sig;
                return;
            }
        }
    }
    g_prepare_error = EBUSY;
}

int cti_prepare(void) {
    pthread_once(&g_once, prepare_once);
    return g_prepare_error;
}

int cti_signal_blocked(int32_t tid) {
    if (cti_prepare() != 0) return -1;
    char path[64];
    char status[4096];
    snprintf(path, sizeof path, "/proc/self/task/%d/status", (int)tid);
    if (read_small_file(path, status, sizeof status) < 0) return -1;
    const char *line = strstr(status, "\nSigBlk:");
    if (line == NULL) return -1;
    unsigned long long mask = strtoull(line + 8, NULL, 16);
    return (mask >> (g_signal - 1)) & 1ULL ? 1 : 0;
}

int cti_set_capture_signal_blocked(int blocked) {
    int error = cti_prepare();
    if (error != 0) return error;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, g_signal);
    return pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

cti_capture_status cti_capture_stack(int32_t tid, uintptr_t *frames, int capacity, int *count,
                                     int timeout_ms, int check_mask) {
    *count = 0;
    if (cti_prepare() != 0) return CTI_CAPTURE_FAILED;

    if (tid == cti_current_tid()) {
        void *raw[CTI_MAX_FRAMES + 1];
        int n = backtrace(raw, CTI_MAX_FRAMES + 1);
        int out = 0;
        for (int i = 1; i < n && out < capacity; i++) frames[out++] = (uintptr_t)raw[i]; // not us
        *count = out;
        return CTI_CAPTURE_OK;
    }
    if (check_mask && cti_signal_blocked(tid) == 1) {
        // A thread inside the handler has the signal blocked for a moment: look again once.
        struct timespec pause = {0, 2000000L};
        nanosleep(&pause, NULL);
        if (cti_signal_blocked(tid) == 1) return CTI_CAPTURE_SIGNAL_BLOCKED;
    }

    pthread_mutex_lock(&g_lock);
    while (sem_trywait(&g_answered) == 0) {
    }
    atomic_store(&g_target_tid, tid);
    atomic_store(&g_state, STATE_WAITING);

    if (syscall(SYS_tgkill, getpid(), tid, g_signal) != 0) {
        int error = errno;
        atomic_store(&g_state, STATE_IDLE);
        atomic_store(&g_target_tid, 0);
        pthread_mutex_unlock(&g_lock);
        return error == ESRCH ? CTI_CAPTURE_NO_SUCH_THREAD : CTI_CAPTURE_FAILED;
    }

    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    deadline.tv_sec += timeout_ms / 1000;
    deadline.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (deadline.tv_nsec >= 1000000000L) {
        deadline.tv_sec += 1;
        deadline.tv_nsec -= 1000000000L;
    }

    cti_capture_status status = CTI_CAPTURE_OK;
    for (;;) {
        if (sem_clockwait(&g_answered, CLOCK_MONOTONIC, &deadline) == 0) break;
        if (errno == EINTR) continue;
        // Timed out. If the handler has not started, withdraw the request so a late delivery
        // does nothing; if it is writing right now, it is about to post: wait for it.
        int expected = STATE_WAITING;
        if (atomic_compare_exchange_strong(&g_state, &expected, STATE_IDLE)) {
            status = CTI_CAPTURE_TIMED_OUT;
        } else {
            while (sem_wait(&g_answered) != 0 && errno == EINTR) {
            }
        }
        break;
    }

    if (status == CTI_CAPTURE_OK) {
        // The handler posts just before its last store; let it get there.
        for (int spins = 0; atomic_load(&g_state) != STATE_DONE && spins < 100000; spins++) sched_yield();
        int n = g_frame_count < capacity ? g_frame_count : capacity;
        memcpy(frames, g_frames, (size_t)n * sizeof(uintptr_t));
        *count = n;
    }
    atomic_store(&g_state, STATE_IDLE);
    atomic_store(&g_target_tid, 0);
    pthread_mutex_unlock(&g_lock);
    return status;
}

int cti_describe_address(uintptr_t address, const char **image, uintptr_t *image_base,
                         const char **symbol, uintptr_t *symbol_address) {
    Dl_info info;
    memset(&info, 0, sizeof info);
    if (dladdr((const void *)address, &info) == 0) return 0;
    *image = info.dli_fname;
    *image_base = (uintptr_t)info.dli_fbase;
    *symbol = info.dli_sname;
    *symbol_address = (uintptr_t)info.dli_saddr;
    return 1;
}

// Exported by libswiftCore, which every Swift program using this module links.
extern char *swift_demangle(const char *mangledName, size_t mangledNameLength, char *outputBuffer,
                            size_t *outputBufferSize, uint32_t flags);

char *cti_swift_demangle(const char *mangled, size_t length) {
    return swift_demangle(mangled, length, NULL, NULL, 0);
}

// ---------------------------------------------------------------------------------------------
// Stack scan (threads that block the capture signal: libdispatch workers block every signal, and
// a thread started from one inherits that mask)

int cti_thread_syscall_registers(int32_t tid, uintptr_t *stack_pointer, uintptr_t *program_counter) {
    char path[64];
    char text[512];
    snprintf(path, sizeof path, "/proc/self/task/%d/syscall", (int)tid);
    if (read_small_file(path, text, sizeof text) < 0) return -1;
    // "nr arg1 ... arg6 sp pc" while blocked in a call; "-1 sp pc" or "running" otherwise.
    if (strncmp(text, "running", 7) == 0) return 0;
    unsigned long long fields[9];
    int n = 0;
    char *cursor = text;
    while (n < 9) {
        char *end;
        unsigned long long value = strtoull(cursor, &end, 0);
        if (end == cursor) break;
        fields[n++] = value;
        cursor = end;
    }
    if (n == 9) {
        *stack_pointer = (uintptr_t)fields[7];
        *program_counter = (uintptr_t)fields[8];
        return 1;
    }
    if (n == 3) { // not in a system call: sp and pc are still valid for a stopped/blocked thread
        *stack_pointer = (uintptr_t)fields[1];
        *program_counter = (uintptr_t)fields[2];
        return 0;
    }
    return -1;
}

typedef struct {
    uintptr_t start, end;
} mapping;

// Executable mappings and the mapping that contains `address`, from /proc/self/maps.
static int read_mappings(uintptr_t address, mapping *executable, int capacity, mapping *containing) {
    FILE *maps = fopen("/proc/self/maps", "re");
    if (maps == NULL) return -1;
    char line[512];
    int count = 0;
    containing->start = containing->end = 0;
    while (fgets(line, sizeof line, maps) != NULL) {
        unsigned long long start, end;
        char perms[5] = {0};
        if (sscanf(line, "%llx-%llx %4s", &start, &end, perms) != 3) continue;
        if (address >= start && address < end) {
            containing->start = (uintptr_t)start;
            containing->end = (uintptr_t)end;
        }
        if (perms[2] == 'x' && count < capacity) {
            executable[count].start = (uintptr_t)start;
            executable[count].end = (uintptr_t)end;
            count++;
        }
    }
    fclose(maps);
    return count;
}

static int read_memory(uintptr_t address, void *buffer, size_t length) {
    struct iovec local = {buffer, length};
    struct iovec remote = {(void *)address, length};
    return process_vm_readv(getpid(), &local, 1, &remote, 1, 0) == (ssize_t)length ? 0 : -1;
}

static int in_mappings(uintptr_t address, const mapping *maps, int count) {
    for (int i = 0; i < count; i++) {
        if (address >= maps[i].start && address < maps[i].end) return 1;
    }
    return 0;
}

// Whether the bytes before `address` end in an x86-64 call instruction: E8 rel32, or FF /2 with
// the common operand encodings (register, [reg], [reg+disp8], [reg+disp32], [rip+disp32], SIB).
static int follows_call(uintptr_t address, const mapping *maps, int count) {
#if defined(__x86_64__)
    if (!in_mappings(address - 7, maps, count)) return 0;
    unsigned char code[7];
    if (read_memory(address - 7, code, sizeof code) != 0) return 0;
    if (code[2] == 0xE8) return 1;                                               // call rel32
    if (code[5] == 0xFF && (code[6] & 0xF8) == 0xD0) return 1;                   // call *%reg
    if (code[5] == 0xFF && (code[6] & 0xF8) == 0x10 && (code[6] & 7) != 4 && (code[6] & 7) != 5) return 1; // call *(%reg)
    if (code[4] == 0xFF && (code[5] & 0xF8) == 0x50) return 1;                   // call *disp8(%reg)
    if (code[4] == 0xFF && code[5] == 0x14) return 1;                            // call *(SIB)
    if (code[1] == 0xFF && (code[2] & 0xF8) == 0x90) return 1;                   // call *disp32(%reg)
    if (code[1] == 0xFF && code[2] == 0x15) return 1;                            // call *disp32(%rip)
    if (code[3] == 0xFF && code[4] == 0x54) return 1;                            // call *disp8(SIB)
    if (code[0] == 0xFF && code[1] == 0x94) return 1;                            // call *disp32(SIB)
    return 0;
#else
    (void)address;
    return in_mappings(address, maps, count);
#endif
}

int cti_scan_stack(uintptr_t stack_pointer, uintptr_t program_counter, uintptr_t *frames, int capacity) {
    if (capacity <= 0) return 0;
    enum { MAX_MAPPINGS = 1024, MAX_SCAN_WORDS = 64 * 1024 };
    // Static: 512 KB of stack copy is too much for the caller's stack. Guarded by scan_lock.
    static mapping executable[MAX_MAPPINGS];
    static uintptr_t words[MAX_SCAN_WORDS];
    static unsigned char is_return[MAX_SCAN_WORDS];
    static pthread_mutex_t scan_lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&scan_lock);
    mapping stack;
    int count = read_mappings(stack_pointer, executable, MAX_MAPPINGS, &stack);
    if (count < 0 || stack.end == 0) {
        pthread_mutex_unlock(&scan_lock);
        return -1;
    }
    uintptr_t base = stack_pointer & ~(uintptr_t)7;
    size_t total = (stack.end - base) / sizeof(uintptr_t);
    if (total > MAX_SCAN_WORDS) total = MAX_SCAN_WORDS;
    // Copy the stack in pages so an unreadable page ends the copy instead of failing it all.
    size_t copied = 0;
    while (copied < total) {
        size_t chunk = total - copied < 512 ? total - copied : 512;
        if (read_memory(base + copied * sizeof(uintptr_t), words + copied, chunk * sizeof(uintptr_t)) != 0) break;
        copied += chunk;
    }
    for (size_t i = 0; i < copied; i++) {
        uintptr_t word = words[i];
        is_return[i] = word > 4096 && in_mappings(word, executable, count) && follows_call(word, executable, count);
    }
    // Walk the candidates upwards. Where a candidate's slot is preceded by a saved frame pointer
    // that leads to another candidate higher up (the frame-pointer chain Swift and most of the
    // runtime keep), jump along the chain: stale return addresses between real frames (left by
    // calls that have returned) are skipped. Where the chain breaks (a frame without a frame
    // pointer, e.g. in libc), fall back to the next candidate.
    int out = 0;
    frames[out++] = program_counter;
    size_t i = 0;
    while (i < copied && !is_return[i]) i++;
    while (i < copied && out < capacity) {
        frames[out++] = words[i];
        size_t next = i + 1;
        if (i > 0) {
            uintptr_t saved = words[i - 1];
            uintptr_t slot_address = base + i * sizeof(uintptr_t);
            if ((saved & 7) == 0 && saved > slot_address && saved < base + copied * sizeof(uintptr_t)) {
                size_t link = (saved - base) / sizeof(uintptr_t) + 1; // return address above saved rbp
                if (link < copied && is_return[link]) next = link;
            }
        }
        i = next;
        while (i < copied && !is_return[i]) i++;
    }
    pthread_mutex_unlock(&scan_lock);
    return out;
}

#else // not Linux: no /proc, no tgkill. Every call reports that it cannot help.

#include <stdlib.h>

int32_t cti_current_tid(void) { return -1; }
int cti_list_threads(int32_t *tids, int capacity) { (void)tids; (void)capacity; return -1; }
int cti_thread_name(int32_t tid, char *buffer, int capacity) { (void)tid; (void)buffer; (void)capacity; return -1; }
int cti_signal_blocked(int32_t tid) { (void)tid; return -1; }
int cti_prepare(void) { return 38; /* ENOSYS */ }
int cti_capture_signal(void) { return 0; }
cti_capture_status cti_capture_stack(int32_t tid, uintptr_t *frames, int capacity, int *count,
                                     int timeout_ms, int check_mask) {
    (void)tid; (void)frames; (void)capacity; (void)timeout_ms; (void)check_mask;
    *count = 0;
    return CTI_CAPTURE_FAILED;
}
int cti_thread_syscall_registers(int32_t tid, uintptr_t *stack_pointer, uintptr_t *program_counter) {
    (void)tid; (void)stack_pointer; (void)program_counter;
    return -1;
}
int cti_scan_stack(uintptr_t stack_pointer, uintptr_t program_counter, uintptr_t *frames, int capacity) {
    (void)stack_pointer; (void)program_counter; (void)frames; (void)capacity;
    return -1;
}
int cti_describe_address(uintptr_t address, const char **image, uintptr_t *image_base,
                         const char **symbol, uintptr_t *symbol_address) {
    (void)address; (void)image; (void)image_base; (void)symbol; (void)symbol_address;
    return 0;
}
char *cti_swift_demangle(const char *mangled, size_t length) { (void)mangled; (void)length; return NULL; }
int cti_set_capture_signal_blocked(int blocked) { (void)blocked; return 38; }

#endif
