// The roots of the program, as a conservative garbage collector sees them: every word of
// writable memory that is not inside a tracked Swift object. That is the globals (the data and
// bss of every loaded image), every thread's stack with its thread-local storage, the calling
// thread's registers (spilled onto its stack first), and the C heap, which is treated as alive:
// a Swift object that C memory points at is held. A word counts as a reference when, with the
// bits Swift may use for enum tags masked off, it is the address of a tracked object.
//
// The scan runs before the leak scan builds anything that holds object addresses, and reads
// only through process_vm_readv, so memory another thread unmaps meanwhile is skipped instead
// of faulting. Its own memory is mapped with mmap and left out.
#define _GNU_SOURCE
#include "CLeakScan.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <ucontext.h>
#include <unistd.h>

typedef struct {
  uintptr_t start, end;
} clk_range;

typedef struct {
  uintptr_t object;  // 0: empty slot
  size_t count;
  uintptr_t where[3];
} clk_hit;

#define OWN_MAX 16
#define WINDOW_BYTES (1u << 20)
// Swift keeps enum tags in the top bits and the low bits of a heap reference on x86-64;
// user space addresses have 47 bits; objects are 16-byte aligned.
#define REFERENCE_MASK 0x00007FFFFFFFFFF0ull

struct clk_roots {
  uintptr_t *objects;  // tracked objects, ascending
  size_t object_count;
  clk_range *maps;  // readable and writable mappings, ascending
  size_t map_count;
  clk_range *heaps;  // mappings that hold tracked objects
  size_t heap_count;
  clk_range *excluded;  // the tracker's and this scan's own memory
  size_t excluded_count;
  clk_hit *hits;
  size_t hit_capacity, hit_count;
  size_t bytes_read;
  int incomplete;  // a reference could not be recorded
  int pagemap;  // /proc/self/pagemap, or -1
  uintptr_t skip_until;  // the end of the last tracked object met in this mapping
  unsigned char *window;
  clk_range own[OWN_MAX];  // every mapping this scan made
  size_t own_count;
};

static void *map_memory(size_t bytes) {
  void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

static size_t page_round(size_t bytes) { return (bytes + 4095) & ~(size_t)4095; }

// Memory of the scan's own, remembered so that it is left out and unmapped at the end.
static void *own_memory(clk_roots *roots, size_t bytes) {
  if (roots->own_count >= OWN_MAX) return NULL;
  bytes = page_round(bytes);
  void *p = map_memory(bytes);
  if (!p) return NULL;
  roots->own[roots->own_count++] = (clk_range){(uintptr_t)p, (uintptr_t)p + bytes};
  return p;
}

static void release_own(clk_roots *roots, void *p) {
  for (size_t i = 0; i < roots->own_count; i++) {
    if (roots->own[i].start != (uintptr_t)p) continue;
    munmap(p, roots->own[i].end - roots->own[i].start);
    roots->own[i] = roots->own[--roots->own_count];
    return;
  }
}

// Index of the first element >= value.
static size_t lower_bound(const uintptr_t *values, size_t count, uintptr_t value) {
  size_t low = 0, high = count;
  while (low < high) {
    size_t mid = low + (high - low) / 2;
    if (values[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

static const clk_range *range_containing(const clk_range *ranges, size_t count, uintptr_t address) {
  size_t low = 0, high = count;
  while (low < high) {
    size_t mid = low + (high - low) / 2;
    if (ranges[mid].end <= address) low = mid + 1;
    else high = mid;
  }
  return low < count && ranges[low].start <= address ? &ranges[low] : NULL;
}

static int parse_hex(const char **text, uintptr_t *value) {
  uintptr_t v = 0;
  int digits = 0;
  for (;; (*text)++, digits++) {
    char c = **text;
    if (c >= '0' && c <= '9') v = v * 16 + (uintptr_t)(c - '0');
    else if (c >= 'a' && c <= 'f') v = v * 16 + (uintptr_t)(c - 'a' + 10);
    else break;
  }
  *value = v;
  return digits > 0;
}

// Readable and writable mappings from /proc/self/maps, except device memory and the kernel's.
static int read_maps(clk_roots *roots) {
  size_t capacity = 1 << 20, used = 0;
  char *text = own_memory(roots, capacity);
  if (!text) return 0;
  int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  for (;;) {
    if (used + 1 >= capacity) {
      char *larger = own_memory(roots, capacity * 2);
      if (!larger) { close(fd); return 0; }
      memcpy(larger, text, used);
      release_own(roots, text);
      text = larger;
      capacity *= 2;
    }
    ssize_t n = read(fd, text + used, capacity - used - 1);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    used += (size_t)n;
  }
  close(fd);
  text[used] = 0;
  size_t lines = 0;
  for (size_t i = 0; i < used; i++) lines += text[i] == '\n';
  roots->maps = own_memory(roots, (lines + 1) * sizeof(clk_range));
  if (!roots->maps) return 0;
  for (const char *line = text; *line;) {
    const char *end = strchr(line, '\n');
    if (!end) end = line + strlen(line);
    const char *p = line;
    uintptr_t start, stop;
    if (parse_hex(&p, &start) && *p++ == '-' && parse_hex(&p, &stop) && *p++ == ' ' && p + 2 < end && p[0] == 'r'
        && p[1] == 'w') {
      // The path, if any, is the last field: skip device memory and the kernel's pages.
      const char *path = memchr(p, '/', (size_t)(end - p));
      const char *bracket = memchr(p, '[', (size_t)(end - p));
      int device = path && strncmp(path, "/dev/", 5) == 0 && strncmp(path, "/dev/zero", 9) != 0;
      int kernel = bracket && (strncmp(bracket, "[vvar", 5) == 0 || strncmp(bracket, "[vsyscall", 9) == 0);
      if (!device && !kernel && stop > start) roots->maps[roots->map_count++] = (clk_range){start, stop};
    }
    line = *end ? end + 1 : end;
  }
  release_own(roots, text);
  return 1;
}

static int copy_objects(clk_roots *roots, const clk_tracker *tracker) {
  size_t capacity = tracker->copyObjects(NULL, 0) + 4096;
  for (int attempt = 0; attempt < 4; attempt++) {
    uintptr_t *buffer = own_memory(roots, capacity * sizeof(uintptr_t));
    if (!buffer) return 0;
    size_t count = tracker->copyObjects(buffer, capacity);
    if (count <= capacity) {
      roots->objects = buffer;
      roots->object_count = count;
      return 1;
    }
    release_own(roots, buffer);
    capacity = count + count / 8 + 4096;
  }
  return 0;
}

static size_t hit_slot(uintptr_t object, size_t capacity) {
  return (size_t)(((object >> 4) * 0x9E3779B97F4A7C15ull) >> 17) & (capacity - 1);
}

static int grow_hits(clk_roots *roots) {
  size_t capacity = roots->hit_capacity ? roots->hit_capacity * 2 : 4096;
  clk_hit *hits = own_memory(roots, capacity * sizeof(clk_hit));
  if (!hits) return 0;
  for (size_t i = 0; i < roots->hit_capacity; i++) {
    if (!roots->hits[i].object) continue;
    size_t j = hit_slot(roots->hits[i].object, capacity);
    while (hits[j].object) j = (j + 1) & (capacity - 1);
    hits[j] = roots->hits[i];
  }
  if (roots->hits) release_own(roots, roots->hits);
  roots->hits = hits;
  roots->hit_capacity = capacity;
  return 1;
}

static void record(clk_roots *roots, uintptr_t object, uintptr_t where) {
  if ((roots->hit_count + 1) * 2 > roots->hit_capacity && !grow_hits(roots)) {
    // Out of memory for the table: a reference would be lost, so the whole scan is.
    roots->incomplete = 1;
    return;
  }
  size_t mask = roots->hit_capacity - 1;
  size_t i = hit_slot(object, roots->hit_capacity);
  while (roots->hits[i].object && roots->hits[i].object != object) i = (i + 1) & mask;
  clk_hit *hit = &roots->hits[i];
  if (!hit->object) {
    hit->object = object;
    roots->hit_count++;
  }
  if (hit->count < 3) hit->where[hit->count] = where;
  hit->count++;
}

uintptr_t clk_roots_block_end(const clk_roots *roots, uintptr_t object) {
  if (object & 15) return 0;
  const clk_range *heap = range_containing(roots->heaps, roots->heap_count, object);
  if (!heap || object - 16 < heap->start) return 0;
  // malloc's chunk header: the chunk's size (low bits are flags) just before the object.
  uintptr_t header = *(const uintptr_t *)(object - 8);
  uintptr_t size = header & ~(uintptr_t)7;
  if (size < 32 || size > heap->end - (object - 16)) return 0;
  // An mmapped chunk (bit 1) ends at its size; a heap chunk also owns the next chunk's first word.
  uintptr_t end = (header & 2) ? object - 16 + size : object - 8 + size;
  return end < heap->end ? end : heap->end;
}

// Words read from `base`, less those inside tracked objects (their references are the graph's).
static void scan_buffer(clk_roots *roots, uintptr_t base, const uintptr_t *words, size_t count) {
  uintptr_t low = roots->objects[0], high = roots->objects[roots->object_count - 1];
  size_t i = lower_bound(roots->objects, roots->object_count, base);
  for (size_t k = 0; k < count;) {
    uintptr_t at = base + 8 * k;
    if (at < roots->skip_until) {
      k = (roots->skip_until - base + 7) / 8;
      continue;
    }
    if (i < roots->object_count && roots->objects[i] <= at) {
      uintptr_t object = roots->objects[i++];
      uintptr_t block = clk_roots_block_end(roots, object);
      if (block < object + 16) block = object + 16;
      if (block > roots->skip_until) roots->skip_until = block;
      continue;
    }
    uintptr_t candidate = words[k] & REFERENCE_MASK;
    if (candidate >= low && candidate <= high) {
      size_t j = lower_bound(roots->objects, roots->object_count, candidate);
      if (j < roots->object_count && roots->objects[j] == candidate) record(roots, candidate, at);
    }
    k++;
  }
}

static void scan_window(clk_roots *roots, uintptr_t start, uintptr_t end) {
  while (start + 8 <= end) {
    size_t want = end - start;
    struct iovec local = {roots->window, want}, remote = {(void *)start, want};
    ssize_t got = process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
    if (got <= 0) {
      // Not readable (unmapped meanwhile, or past the end of a file): skip a page.
      start = (start + 4096) & ~(uintptr_t)4095;
      continue;
    }
    roots->bytes_read += (size_t)got;
    scan_buffer(roots, start, (const uintptr_t *)roots->window, (size_t)got / 8);
    start += (size_t)got & ~(size_t)7;
  }
}

// Words in [start, end), page by page: a page that was never touched (neither in memory nor
// swapped out, says /proc/self/pagemap) holds zeros or its file's bytes, never an address of
// the heap, and is not read. Most of a thread's stack is such pages.
static void scan_words(clk_roots *roots, uintptr_t start, uintptr_t end) {
  start = (start + 7) & ~(uintptr_t)7;
  while (start + 8 <= end) {
    uintptr_t stop = ((start & ~(uintptr_t)(WINDOW_BYTES - 1)) + WINDOW_BYTES);
    if (stop > end) stop = end;
    uint64_t pages[WINDOW_BYTES / 4096];
    uintptr_t first = start / 4096, last = (stop - 1) / 4096;
    size_t count = (size_t)(last - first + 1);
    ssize_t got = roots->pagemap < 0 ? -1 : pread(roots->pagemap, pages, count * 8, (off_t)(first * 8));
    if (got != (ssize_t)(count * 8)) {
      scan_window(roots, start, stop);
    } else {
      // Runs of touched pages.
      for (size_t p = 0; p < count;) {
        while (p < count && !(pages[p] >> 62)) p++;
        size_t q = p;
        while (q < count && (pages[q] >> 62)) q++;
        if (p < count) {
          uintptr_t from = (first + p) * 4096, to = (first + q) * 4096;
          scan_window(roots, from > start ? from : start, to < stop ? to : stop);
        }
        p = q;
      }
    }
    start = stop;
  }
}

// A mapping, less the excluded ranges (sorted; each is cut out).
static void scan_mapping(clk_roots *roots, uintptr_t start, uintptr_t end) {
  roots->skip_until = 0;
  if (!roots->object_count) return;
  for (size_t e = 0; e < roots->excluded_count && start < end; e++) {
    clk_range cut = roots->excluded[e];
    if (cut.end <= start || cut.start >= end) continue;
    if (cut.start > start) scan_words(roots, start, cut.start);
    start = cut.end;
  }
  if (start < end) scan_words(roots, start, end);
}

static int compare_ranges(const void *a, const void *b) {
  uintptr_t x = ((const clk_range *)a)->start, y = ((const clk_range *)b)->start;
  return x < y ? -1 : x > y;
}

__attribute__((noinline)) clk_roots *clk_roots_scan(const clk_tracker *tracker) {
  // The caller's registers, on this stack, which is scanned from here up.
  ucontext_t registers;
  getcontext(&registers);
  volatile uintptr_t here = (uintptr_t)&registers;

  clk_roots *roots = map_memory(page_round(sizeof(clk_roots)));
  if (!roots) return NULL;
  roots->pagemap = -1;
  if (!tracker->copyObjects || !copy_objects(roots, tracker) || !read_maps(roots)) {
    clk_roots_free(roots);
    return NULL;
  }
  roots->heaps = own_memory(roots, (roots->map_count + 1) * sizeof(clk_range));
  size_t private_count = tracker->privateRanges ? tracker->privateRanges(NULL, 0) : 0;
  roots->excluded = own_memory(roots, (private_count + OWN_MAX + 1) * sizeof(clk_range));
  roots->window = own_memory(roots, WINDOW_BYTES);
  if (!roots->heaps || !roots->excluded || !roots->window || !grow_hits(roots)) {
    clk_roots_free(roots);
    return NULL;
  }
  for (size_t m = 0, i = 0; m < roots->map_count; m++) {
    i += lower_bound(roots->objects + i, roots->object_count - i, roots->maps[m].start);
    if (i < roots->object_count && roots->objects[i] < roots->maps[m].end) {
      roots->heaps[roots->heap_count++] = roots->maps[m];
    }
  }
  if (private_count) {
    size_t got = tracker->privateRanges((uintptr_t *)roots->excluded, private_count);
    roots->excluded_count = got < private_count ? got : private_count;
  }
  // The scan's own memory holds object addresses too. (The table may grow into new mappings
  // during the scan; those are not in the list read above.)
  for (size_t o = 0; o < roots->own_count; o++) roots->excluded[roots->excluded_count++] = roots->own[o];
  roots->excluded[roots->excluded_count++] =
      (clk_range){(uintptr_t)roots, (uintptr_t)roots + page_round(sizeof(clk_roots))};
  qsort(roots->excluded, roots->excluded_count, sizeof(clk_range), compare_ranges);
  roots->pagemap = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
  for (size_t m = 0; m < roots->map_count && !roots->incomplete; m++) {
    uintptr_t start = roots->maps[m].start, end = roots->maps[m].end;
    // This thread's stack: only the live part, from this frame up.
    if (here >= start && here < end) start = here & ~(uintptr_t)15;
    scan_mapping(roots, start, end);
  }
  close(roots->pagemap);
  roots->pagemap = -1;
  if (roots->incomplete) {
    clk_roots_free(roots);
    return NULL;
  }
  return roots;
}

int clk_roots_was_tracked(const clk_roots *roots, uintptr_t object) {
  size_t i = lower_bound(roots->objects, roots->object_count, object);
  return i < roots->object_count && roots->objects[i] == object;
}

size_t clk_roots_locations(const clk_roots *roots, uintptr_t object, uintptr_t *locations, size_t capacity) {
  if (!roots->hit_capacity || !object) return 0;
  size_t mask = roots->hit_capacity - 1;
  for (size_t i = hit_slot(object, roots->hit_capacity); roots->hits[i].object; i = (i + 1) & mask) {
    if (roots->hits[i].object != object) continue;
    const clk_hit *hit = &roots->hits[i];
    for (size_t k = 0; k < capacity && k < hit->count && k < 3; k++) locations[k] = hit->where[k];
    return hit->count;
  }
  return 0;
}

size_t clk_roots_bytes_read(const clk_roots *roots) { return roots->bytes_read; }

void clk_roots_free(clk_roots *roots) {
  if (!roots) return;
  if (roots->pagemap >= 0) close(roots->pagemap);
  while (roots->own_count) release_own(roots, (void *)roots->own[roots->own_count - 1].start);
  munmap(roots, page_round(sizeof(clk_roots)));
}
