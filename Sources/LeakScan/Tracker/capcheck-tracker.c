// The allocation tracker `capcheck leaks` loads into a program with LD_PRELOAD.
//
// It keeps the set of live Swift heap objects, cheaply enough to leave on for a whole test
// suite, so that at exit (or at a checkpoint) a scan can look at every object and find the
// cycles nothing outside the heap holds. The scan itself is Swift (LeakScan); this file is C
// with no Swift dependency, because LD_PRELOAD puts it into every process the command starts
// (shells, compilers, linkers), and it must cost those nothing.
//
// What it interposes, and why:
// - `swift_allocObject` and `swift_allocBox`: every class instance, closure context and box
//   created by code outside libswiftCore reaches the runtime through these exported entry
//   points (the PLT), so a definition here runs first. libswiftCore calls them internally
//   without the PLT (its symbols are protected), so objects the standard library allocates
//   for itself (a growing array's new storage, string storage) are not seen here; the scan
//   finds those by following references from the objects that are.
// - `free`: the one way every Swift object's memory goes back (swift_slowDealloc calls the C
//   library's free through the PLT). Deallocation entry points are not enough: libswiftCore
//   frees its own classes' instances (array storage) without the PLT.
//
// The registry is a bitmap with one bit per 16 bytes of address space (malloc's alignment),
// in 4 GiB leaves mapped on first use without reserving memory: marking and clearing an
// object is one atomic OR/AND, a free of memory that was never an object is two loads.
//
// While a scan runs, frees are deferred (quarantined) instead of returned to malloc, so every
// address the scan reads stays mapped and is never reused for something else; an object
// being freed meanwhile still has its header, which says it is deallocating, and the scan
// skips it. The handshake that makes "no free is half done when the scan starts" true costs
// the free path only plain stores: the scanner pays with one membarrier() system call (with a
// locked instruction on each free instead when the kernel lacks it).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

#define EXPORT __attribute__((visibility("default")))
#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

// ---------------------------------------------------------------------------------------------
// Configuration read once from the environment.

static int tracking;           // 1 when this process's Swift objects are tracked
static int backtrace_depth;    // frames recorded per allocation (0: none)
static char output_directory[PATH_MAX];
static char scanner_path[PATH_MAX];
static pid_t main_tid;

// ---------------------------------------------------------------------------------------------
// The real functions.

extern void __libc_free(void *);
typedef void *(*alloc_object_fn)(const void *, size_t, size_t);
typedef struct { void *object; void *buffer; } box_pair;
typedef box_pair (*alloc_box_fn)(const void *) __attribute__((swiftcall));

static void (*real_free)(void *);
static alloc_object_fn real_alloc_object;
static alloc_box_fn real_alloc_box;

// ---------------------------------------------------------------------------------------------
// Registry: a bitmap of object addresses.

#define LEAF_SHIFT 32                                  // one leaf per 4 GiB of addresses
#define LEAF_COUNT (1u << (47 - LEAF_SHIFT))           // user space is 47 bits
#define LEAF_WORDS ((1ull << (LEAF_SHIFT - 4)) / 64)   // one bit per 16 bytes
#define WORDS_PER_PAGE 512                             // 4 KiB of bitmap
#define LEAF_PAGES (LEAF_WORDS / WORDS_PER_PAGE)

typedef struct {
  _Atomic uint64_t words[LEAF_WORDS];
} bitmap_leaf;

typedef struct {
  bitmap_leaf *live;
  // One bit per bitmap page that ever had a bit set: the scan reads only those pages.
  _Atomic uint64_t touched[LEAF_PAGES / 64];
  uint32_t index;
} leaf;

static _Atomic(leaf *) leaves[LEAF_COUNT];
static _Atomic uint32_t leaf_list[LEAF_COUNT];
static _Atomic uint32_t leaf_list_count;

static void *map_noreserve(size_t bytes) {
  void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

static leaf *leaf_for(uintptr_t address, int create) {
  uint32_t index = (uint32_t)(address >> LEAF_SHIFT);
  if (UNLIKELY(index >= LEAF_COUNT)) return NULL;
  leaf *l = atomic_load_explicit(&leaves[index], memory_order_acquire);
  if (LIKELY(l != NULL) || !create) return l;
  leaf *fresh = map_noreserve(sizeof(leaf));
  if (!fresh) return NULL;
  fresh->live = map_noreserve(sizeof(bitmap_leaf));
  if (!fresh->live) { munmap(fresh, sizeof(leaf)); return NULL; }
  fresh->index = index;
  leaf *expected = NULL;
  if (atomic_compare_exchange_strong(&leaves[index], &expected, fresh)) {
    uint32_t slot = atomic_fetch_add(&leaf_list_count, 1);
    atomic_store_explicit(&leaf_list[slot], index, memory_order_release);
    return fresh;
  }
  munmap(fresh->live, sizeof(bitmap_leaf));
  munmap(fresh, sizeof(leaf));
  return expected;
}

static inline void mark(uintptr_t address) {
  leaf *l = leaf_for(address, 1);
  if (UNLIKELY(!l)) return;
  uint64_t granule = (address & ((1ull << LEAF_SHIFT) - 1)) >> 4;
  uint64_t word = granule >> 6;
  atomic_fetch_or_explicit(&l->live->words[word], 1ull << (granule & 63), memory_order_relaxed);
  uint64_t page = word / WORDS_PER_PAGE;
  uint64_t bit = 1ull << (page & 63);
  if (!(atomic_load_explicit(&l->touched[page >> 6], memory_order_relaxed) & bit))
    atomic_fetch_or_explicit(&l->touched[page >> 6], bit, memory_order_relaxed);
}

// Clears the object's bit; returns whether it was set.
static inline int unmark(uintptr_t address) {
  leaf *l = leaf_for(address, 0);
  if (LIKELY(!l)) return 0;
  uint64_t granule = (address & ((1ull << LEAF_SHIFT) - 1)) >> 4;
  uint64_t bit = 1ull << (granule & 63);
  _Atomic uint64_t *word = &l->live->words[granule >> 6];
  if (!(atomic_load_explicit(word, memory_order_relaxed) & bit)) return 0;
  atomic_fetch_and_explicit(word, ~bit, memory_order_relaxed);
  return 1;
}

static int is_marked(uintptr_t address) {
  leaf *l = leaf_for(address, 0);
  if (!l || (address & 15)) return 0;
  uint64_t granule = (address & ((1ull << LEAF_SHIFT) - 1)) >> 4;
  return (atomic_load_explicit(&l->live->words[granule >> 6], memory_order_relaxed) >> (granule & 63)) & 1;
}

// ---------------------------------------------------------------------------------------------
// Per-thread records: the free path's "I am freeing" flag, and counters without contention.

typedef struct {
  _Atomic int freeing;     // 1 while a free may hand memory back to malloc
  int is_scanner;          // this thread runs the scan: its own frees are never deferred
  uint64_t allocations;    // tracked objects allocated by this thread
  uint64_t frees;          // tracked objects freed by this thread
  uintptr_t stack_low, stack_high;  // for frame-pointer walks (0 until known)
  char pad[16];
} thread_record;

#define MAX_RECORDS 32768
static thread_record *records;       // MAX_RECORDS entries, mapped at start
static _Atomic uint32_t record_count;
static thread_record overflow_record; // shared by threads past MAX_RECORDS (atomics only)
static __thread thread_record *my_record __attribute__((tls_model("initial-exec")));

static thread_record *current_record(void) {
  thread_record *r = my_record;
  if (LIKELY(r != NULL)) return r;
  uint32_t i = records ? atomic_fetch_add(&record_count, 1) : MAX_RECORDS;
  r = i < MAX_RECORDS ? &records[i] : &overflow_record;
  my_record = r;
  return r;
}

// ---------------------------------------------------------------------------------------------
// Scans: the quarantine and the handshake with the free path.

static _Atomic int scanning;
static int use_membarrier;
static pthread_mutex_t scan_lock = PTHREAD_MUTEX_INITIALIZER;
#define QUARANTINE_CAPACITY (1u << 24)
static void **quarantine;
static _Atomic uint32_t quarantine_count;

#define MEMBARRIER_CMD_QUERY_ 0
#define MEMBARRIER_CMD_PRIVATE_EXPEDITED_ (1 << 3)
#define MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_ (1 << 4)

static void setup_membarrier(void) {
  long commands = syscall(SYS_membarrier, MEMBARRIER_CMD_QUERY_, 0);
  if (commands < 0 || !(commands & MEMBARRIER_CMD_PRIVATE_EXPEDITED_)) return;
  if (syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_, 0) == 0) use_membarrier = 1;
}

static inline void set_freeing(thread_record *r, int value) {
  if (r == &overflow_record) {
    atomic_fetch_add(&r->freeing, value ? 1 : -1);
  } else if (value && !use_membarrier) {
    atomic_store_explicit(&r->freeing, 1, memory_order_seq_cst);
  } else {
    atomic_store_explicit(&r->freeing, value, memory_order_relaxed);
    atomic_signal_fence(memory_order_seq_cst);
  }
}

// Waits until no thread is between "saw no scan" and "memory given back".
static void wait_for_frees(void) {
  if (use_membarrier) syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED_, 0);
  else atomic_thread_fence(memory_order_seq_cst);
  uint32_t count = atomic_load(&record_count);
  if (count > MAX_RECORDS) count = MAX_RECORDS;
  for (uint32_t i = 0; i < count; i++) {
    while (atomic_load_explicit(&records[i].freeing, memory_order_acquire)) sched_yield();
  }
  while (atomic_load_explicit(&overflow_record.freeing, memory_order_acquire)) sched_yield();
}

static void release_quarantine(void) {
  uint32_t n = atomic_exchange(&quarantine_count, 0);
  if (n > QUARANTINE_CAPACITY) n = QUARANTINE_CAPACITY;
  for (uint32_t i = 0; i < n; i++) real_free(quarantine[i]);
}

// ---------------------------------------------------------------------------------------------
// Allocation backtraces (optional): a frame-pointer walk inside the thread's stack, stored
// in a striped open-addressing table keyed by object address.

#define BT_STRIPES 256
typedef struct {
  pthread_mutex_t lock;
  uintptr_t *keys;        // 0 empty
  uintptr_t *frames;      // backtrace_depth per slot
  size_t capacity, count;
  char pad[8];
} bt_stripe;
static bt_stripe bt_stripes[BT_STRIPES];

static void learn_stack(thread_record *r) {
  pthread_attr_t attr;
  void *base;
  size_t size;
  r->stack_high = 1;  // tried
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return;
  if (pthread_attr_getstack(&attr, &base, &size) == 0) {
    r->stack_low = (uintptr_t)base;
    r->stack_high = (uintptr_t)base + size;
  }
  pthread_attr_destroy(&attr);
}

static int capture_frames(uintptr_t *out, int max) {
  thread_record *r = current_record();
  if (r == &overflow_record) return 0;
  if (!r->stack_high) learn_stack(r);
  uintptr_t low = r->stack_low, high = r->stack_high;
  uintptr_t fp = (uintptr_t)__builtin_frame_address(0);
  int n = 0;
  // Skip this function and the hook: start at the hook's caller.
  for (int skip = 0; skip < 2 && fp >= low && fp + 16 <= high && !(fp & 7); skip++) {
    uintptr_t next = ((uintptr_t *)fp)[0];
    if (skip == 1) { if (max > 0) out[n++] = ((uintptr_t *)fp)[1]; }
    if (next <= fp) return n;
    fp = next;
  }
  while (n < max && fp >= low && fp + 16 <= high && !(fp & 7)) {
    uintptr_t ret = ((uintptr_t *)fp)[1];
    if (ret < 4096) break;
    out[n++] = ret;
    uintptr_t next = ((uintptr_t *)fp)[0];
    if (next <= fp) break;
    fp = next;
  }
  return n;
}

static size_t bt_slot(uintptr_t key, size_t capacity) {
  return (size_t)((key * 0x9E3779B97F4A7C15ull) >> 20) & (capacity - 1);
}

static int bt_grow(bt_stripe *s) {
  size_t capacity = s->capacity ? s->capacity * 2 : 1024;
  uintptr_t *keys = map_noreserve(capacity * sizeof(uintptr_t));
  uintptr_t *frames = map_noreserve(capacity * sizeof(uintptr_t) * backtrace_depth);
  if (!keys || !frames) return 0;
  for (size_t i = 0; i < s->capacity; i++) {
    if (!s->keys[i]) continue;
    size_t j = bt_slot(s->keys[i], capacity);
    while (keys[j]) j = (j + 1) & (capacity - 1);
    keys[j] = s->keys[i];
    memcpy(&frames[j * backtrace_depth], &s->frames[i * backtrace_depth], sizeof(uintptr_t) * backtrace_depth);
  }
  if (s->keys) {
    munmap(s->keys, s->capacity * sizeof(uintptr_t));
    munmap(s->frames, s->capacity * sizeof(uintptr_t) * backtrace_depth);
  }
  s->keys = keys;
  s->frames = frames;
  s->capacity = capacity;
  return 1;
}

static void bt_record(uintptr_t object) {
  uintptr_t frames[64];
  int depth = backtrace_depth < 64 ? backtrace_depth : 64;
  int n = capture_frames(frames, depth);
  memset(frames + n, 0, sizeof(uintptr_t) * (size_t)(depth - n));
  bt_stripe *s = &bt_stripes[(object >> 4) % BT_STRIPES];
  pthread_mutex_lock(&s->lock);
  if ((s->count + 1) * 2 > s->capacity && !bt_grow(s)) { pthread_mutex_unlock(&s->lock); return; }
  size_t i = bt_slot(object, s->capacity);
  while (s->keys[i] && s->keys[i] != object) i = (i + 1) & (s->capacity - 1);
  if (!s->keys[i]) s->count++;
  s->keys[i] = object;
  memcpy(&s->frames[i * backtrace_depth], frames, sizeof(uintptr_t) * backtrace_depth);
  pthread_mutex_unlock(&s->lock);
}

// Removes an entry, shifting later entries of its probe run back (no tombstones).
static void bt_forget(uintptr_t object) {
  bt_stripe *s = &bt_stripes[(object >> 4) % BT_STRIPES];
  pthread_mutex_lock(&s->lock);
  if (!s->capacity) { pthread_mutex_unlock(&s->lock); return; }
  size_t mask = s->capacity - 1;
  size_t i = bt_slot(object, s->capacity);
  while (s->keys[i] && s->keys[i] != object) i = (i + 1) & mask;
  if (s->keys[i]) {
    s->keys[i] = 0;
    s->count--;
    size_t j = i;
    while (1) {
      j = (j + 1) & mask;
      if (!s->keys[j]) break;
      size_t home = bt_slot(s->keys[j], s->capacity);
      // Move j back to i when i lies cyclically in [home, j).
      if ((j > i && (home <= i || home > j)) || (j < i && home <= i && home > j)) {
        s->keys[i] = s->keys[j];
        memcpy(&s->frames[i * backtrace_depth], &s->frames[j * backtrace_depth], sizeof(uintptr_t) * backtrace_depth);
        s->keys[j] = 0;
        i = j;
      }
    }
  }
  pthread_mutex_unlock(&s->lock);
}

// ---------------------------------------------------------------------------------------------
// The interposed entry points.

static void resolve(void) {
  if (!real_alloc_object) real_alloc_object = (alloc_object_fn)dlsym(RTLD_NEXT, "swift_allocObject");
  if (!real_alloc_box) real_alloc_box = (alloc_box_fn)dlsym(RTLD_NEXT, "swift_allocBox");
}

static inline void track(void *object) {
  thread_record *r = current_record();
  if (r != &overflow_record) r->allocations++;
  mark((uintptr_t)object);
  if (UNLIKELY(backtrace_depth)) bt_record((uintptr_t)object);
}

EXPORT void *swift_allocObject(const void *metadata, size_t size, size_t alignMask) {
  if (UNLIKELY(!real_alloc_object)) resolve();
  void *object = real_alloc_object(metadata, size, alignMask);
  if (LIKELY(tracking)) track(object);
  return object;
}

EXPORT __attribute__((swiftcall)) box_pair swift_allocBox(const void *type) {
  if (UNLIKELY(!real_alloc_box)) resolve();
  box_pair pair = real_alloc_box(type);
  if (LIKELY(tracking)) track(pair.object);
  return pair;
}

static _Atomic int resolving_free;

EXPORT void free(void *pointer) {
  if (UNLIKELY(!real_free)) {
    // dlsym may free; until the real free is known, glibc's is the one.
    if (!atomic_exchange(&resolving_free, 1)) real_free = (void (*)(void *))dlsym(RTLD_NEXT, "free");
    if (!real_free) { __libc_free(pointer); return; }
  }
  if (!pointer || !tracking) { real_free(pointer); return; }
  thread_record *r = current_record();
  if (unmark((uintptr_t)pointer)) {
    if (r != &overflow_record) r->frees++;
    if (UNLIKELY(backtrace_depth)) bt_forget((uintptr_t)pointer);
  }
  set_freeing(r, 1);
  if (UNLIKELY(atomic_load_explicit(&scanning, memory_order_relaxed)) && !r->is_scanner) {
    uint32_t slot = atomic_fetch_add(&quarantine_count, 1);
    if (slot < QUARANTINE_CAPACITY) {
      quarantine[slot] = pointer;
      set_freeing(r, 0);
      return;
    }
    // Quarantine full: wait for the scan to end rather than free memory it may be reading.
    set_freeing(r, 0);
    while (atomic_load(&scanning)) sched_yield();
    set_freeing(r, 1);
  }
  real_free(pointer);
  set_freeing(r, 0);
}

// ---------------------------------------------------------------------------------------------
// The interface the scan (LeakScan, in Swift) uses; it finds these with dlsym, so a process
// without the tracker simply has none of them.

/// Version of this interface.
EXPORT int capcheck_tracker_version(void) { return 2; }

/// Whether objects are being tracked in this process.
EXPORT int capcheck_tracker_is_tracking(void) { return tracking; }

/// The directory `capcheck leaks` collects reports from ("" when not run by it).
EXPORT const char *capcheck_tracker_output_directory(void) { return output_directory; }

/// Kernel id of the thread that loaded the tracker (the baseline for leaked threads).
EXPORT int capcheck_tracker_main_tid(void) { return main_tid; }

/// Frames recorded per allocation (0: backtraces off).
EXPORT int capcheck_tracker_backtrace_depth(void) { return backtrace_depth; }

/// Tracked objects allocated and freed so far, over all threads.
EXPORT void capcheck_tracker_counts(uint64_t *allocations, uint64_t *frees) {
  uint64_t a = 0, f = 0;
  uint32_t count = atomic_load(&record_count);
  if (count > MAX_RECORDS) count = MAX_RECORDS;
  for (uint32_t i = 0; i < count; i++) { a += records[i].allocations; f += records[i].frees; }
  *allocations = a;
  *frees = f;
}

/// Starts a scan: from now until `capcheck_tracker_end_scan`, memory freed by other threads is
/// kept mapped and unused. Scans are serialized. Returns 0.
EXPORT int capcheck_tracker_begin_scan(void) {
  pthread_mutex_lock(&scan_lock);
  current_record()->is_scanner = 1;
  atomic_store(&scanning, 1);
  wait_for_frees();
  return 0;
}

/// Ends a scan and hands the deferred memory back to malloc.
EXPORT void capcheck_tracker_end_scan(void) {
  atomic_store(&scanning, 0);
  wait_for_frees();
  release_quarantine();
  current_record()->is_scanner = 0;
  pthread_mutex_unlock(&scan_lock);
}

/// Writes the addresses of tracked live objects into `buffer` (at most `capacity`), lowest
/// first; returns how many there are (more than `capacity`: call again with a larger buffer).
EXPORT size_t capcheck_tracker_copy_objects(uintptr_t *buffer, size_t capacity) {
  size_t n = 0;
  uint32_t leaves_known = atomic_load(&leaf_list_count);
  // Leaves in address order, so the result is sorted.
  uint32_t order[LEAF_COUNT < 4096 ? LEAF_COUNT : 4096];
  uint32_t count = 0;
  for (uint32_t i = 0; i < leaves_known && count < sizeof(order) / sizeof(order[0]); i++)
    order[count++] = atomic_load(&leaf_list[i]);
  for (uint32_t i = 1; i < count; i++) {
    uint32_t v = order[i], j = i;
    while (j > 0 && order[j - 1] > v) { order[j] = order[j - 1]; j--; }
    order[j] = v;
  }
  for (uint32_t k = 0; k < count; k++) {
    leaf *l = atomic_load(&leaves[order[k]]);
    if (!l) continue;
    uintptr_t base = (uintptr_t)order[k] << LEAF_SHIFT;
    for (uint64_t t = 0; t < LEAF_PAGES / 64; t++) {
      uint64_t pages = atomic_load_explicit(&l->touched[t], memory_order_relaxed);
      while (pages) {
        uint64_t page = t * 64 + (uint64_t)__builtin_ctzll(pages);
        pages &= pages - 1;
        for (uint64_t w = page * WORDS_PER_PAGE; w < (page + 1) * WORDS_PER_PAGE; w++) {
          uint64_t bits = atomic_load_explicit(&l->live->words[w], memory_order_relaxed);
          while (bits) {
            uint64_t b = (uint64_t)__builtin_ctzll(bits);
            bits &= bits - 1;
            if (n < capacity) buffer[n] = base + ((w * 64 + b) << 4);
            n++;
          }
        }
      }
    }
  }
  return n;
}

/// Memory of the tracker's own that holds object addresses (the allocation backtrace tables,
/// the quarantine), as start/end pairs in `pairs` (at most `capacity` pairs); returns how many
/// there are. A scan of the program's roots leaves them out: they are no reference the
/// program holds.
EXPORT size_t capcheck_tracker_private_ranges(uintptr_t *pairs, size_t capacity) {
  size_t n = 0;
#define ADD_RANGE(start, bytes) \
  do { \
    if (n < capacity) { pairs[2 * n] = (uintptr_t)(start); pairs[2 * n + 1] = (uintptr_t)(start) + (bytes); } \
    n++; \
  } while (0)
  if (quarantine) ADD_RANGE(quarantine, sizeof(void *) * QUARANTINE_CAPACITY);
  if (backtrace_depth) {
    for (int i = 0; i < BT_STRIPES; i++) {
      bt_stripe *s = &bt_stripes[i];
      pthread_mutex_lock(&s->lock);
      if (s->keys) ADD_RANGE(s->keys, s->capacity * sizeof(uintptr_t));
      pthread_mutex_unlock(&s->lock);
    }
  }
#undef ADD_RANGE
  return n;
}

/// Whether `address` is a tracked live object.
EXPORT int capcheck_tracker_is_tracked(uintptr_t address) { return is_marked(address); }

/// The return addresses recorded when `object` was allocated, innermost first; how many.
EXPORT int capcheck_tracker_backtrace(uintptr_t object, uintptr_t *frames, int max) {
  if (!backtrace_depth) return 0;
  bt_stripe *s = &bt_stripes[(object >> 4) % BT_STRIPES];
  int n = 0;
  pthread_mutex_lock(&s->lock);
  if (s->capacity) {
    size_t i = bt_slot(object, s->capacity);
    while (s->keys[i] && s->keys[i] != object) i = (i + 1) & (s->capacity - 1);
    if (s->keys[i]) {
      for (int k = 0; k < backtrace_depth && k < max && s->frames[i * backtrace_depth + k]; k++)
        frames[n++] = s->frames[i * backtrace_depth + k];
    }
  }
  pthread_mutex_unlock(&s->lock);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Start and exit.

static void write_file(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return;
  size_t left = strlen(text);
  while (left > 0) {
    ssize_t w = write(fd, text, left);
    if (w <= 0) break;
    text += w;
    left -= (size_t)w;
  }
  close(fd);
}

// "<dir>/<pid>.<suffix>"
static void process_file(char *out, size_t size, const char *suffix) {
  snprintf(out, size, "%s/%d.%s", output_directory, (int)getpid(), suffix);
}

// Whether the executable lies under one of the colon-separated path prefixes in `list`.
static int executable_under(const char *list, const char *exe) {
  while (list && *list) {
    const char *end = strchr(list, ':');
    size_t len = end ? (size_t)(end - list) : strlen(list);
    if (len > 0 && strncmp(exe, list, len) == 0 && (exe[len] == '/' || exe[len] == 0)) return 1;
    list = end ? end + 1 : NULL;
  }
  return 0;
}

typedef int (*exit_scan_fn)(const char *report_path);

static void scan_at_exit(void) {
  if (!tracking || !output_directory[0]) return;
  char report[PATH_MAX + 32], error[PATH_MAX + 32];
  process_file(report, sizeof(report), "json");
  process_file(error, sizeof(error), "error");
  if (!scanner_path[0]) { write_file(error, "CAPCHECK_LEAKS_SCANNER is not set: no scanner to run at exit\n"); return; }
  void *scanner = dlopen(scanner_path, RTLD_NOW | RTLD_LOCAL);
  if (!scanner) {
    char message[PATH_MAX + 512];
    snprintf(message, sizeof(message), "cannot load the scanner %s: %s\n", scanner_path, dlerror());
    write_file(error, message);
    return;
  }
  exit_scan_fn scan = (exit_scan_fn)dlsym(scanner, "capcheck_leaks_exit_scan");
  if (!scan) { write_file(error, "the scanner has no capcheck_leaks_exit_scan\n"); return; }
  scan(report);
}

__attribute__((constructor)) static void start(void) {
  if (!real_free) real_free = (void (*)(void *))dlsym(RTLD_NEXT, "free");
  resolve();
  main_tid = (pid_t)syscall(SYS_gettid);
  // Not a Swift process (a shell, a compiler driver, the linker): stay out of the way.
  if (!real_alloc_object || !dlsym(RTLD_DEFAULT, "swift_retainCount")) return;
  char exe[PATH_MAX];
  ssize_t len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
  exe[len > 0 ? len : 0] = 0;
  if (executable_under(getenv("CAPCHECK_LEAKS_SKIP"), exe)) return;
  const char *directory = getenv("CAPCHECK_LEAKS_DIR");
  if (directory && strlen(directory) < sizeof(output_directory)) strcpy(output_directory, directory);
  const char *scanner = getenv("CAPCHECK_LEAKS_SCANNER");
  if (scanner && strlen(scanner) < sizeof(scanner_path)) strcpy(scanner_path, scanner);
  const char *depth = getenv("CAPCHECK_LEAKS_BACKTRACE_DEPTH");
  if (depth) {
    int d = atoi(depth);
    backtrace_depth = d < 0 ? 0 : d > 64 ? 64 : d;
    for (int i = 0; i < BT_STRIPES; i++) pthread_mutex_init(&bt_stripes[i].lock, NULL);
  }
  records = map_noreserve(sizeof(thread_record) * MAX_RECORDS);
  quarantine = map_noreserve(sizeof(void *) * QUARANTINE_CAPACITY);
  if (!records || !quarantine) return;
  setup_membarrier();
  if (output_directory[0]) {
    // The start record: says this process was tracked, so a missing report means it did not
    // exit normally. Its content is the executable and the arguments, one per line.
    char path[PATH_MAX + 32], text[8192];
    process_file(path, sizeof(path), "start");
    size_t used = (size_t)snprintf(text, sizeof(text), "%s\n", exe);
    int fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
      ssize_t n = read(fd, text + used, sizeof(text) - used - 2);
      if (n > 0) {
        for (ssize_t i = 0; i < n; i++) if (text[used + (size_t)i] == 0) text[used + (size_t)i] = '\n';
        used += (size_t)n;
      }
      close(fd);
    }
    text[used] = 0;
    write_file(path, text);
    // A Swift Testing exit test's child: how it ends is what its test checks, so a missing
    // report from it is no failure of the run.
    if (getenv("SWT_EXIT_TEST_ID")) {
      process_file(path, sizeof(path), "exit-test");
      write_file(path, "");
    }
  }
  atexit(scan_at_exit);
  tracking = 1;
}
