// What LeakScan needs in C: two Swift runtime entry points, and the allocation tracker's
// interface, found at run time (the tracker is only there when `capcheck leaks` preloaded it).
#ifndef CLEAKSCAN_H
#define CLEAKSCAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether a native Swift heap object has started to deinitialize.
bool swift_isDeallocating(const void *_Nonnull object);

/// The tracker's functions (see capcheck-tracker.c); all NULL when it is not loaded.
typedef struct {
    int (*_Nullable version)(void);
    int (*_Nullable isTracking)(void);
    const char *_Nonnull (*_Nullable outputDirectory)(void);
    int (*_Nullable mainTID)(void);
    int (*_Nullable backtraceDepth)(void);
    void (*_Nullable counts)(uint64_t *_Nonnull allocations, uint64_t *_Nonnull frees);
    int (*_Nullable beginScan)(void);
    void (*_Nullable endScan)(void);
    size_t (*_Nullable copyObjects)(uintptr_t *_Nullable buffer, size_t capacity);
    int (*_Nullable isTracked)(uintptr_t address);
    int (*_Nullable backtrace)(uintptr_t object, uintptr_t *_Nonnull frames, int max);
    /// Version 2 on; NULL for an older tracker.
    size_t (*_Nullable privateRanges)(uintptr_t *_Nullable pairs, size_t capacity);
} clk_tracker;

/// Looks the tracker up in this process. Returns 1 when every function was found.
int clk_find_tracker(clk_tracker *_Nonnull tracker);

/// What the program's roots hold: every word of writable memory that is not inside a tracked
/// object (globals, thread stacks and their thread-local storage, the calling thread's registers,
/// and C memory) that points at a tracked object. Made by `clk_roots_scan`.
typedef struct clk_roots clk_roots;

/// Scans the roots for references to the tracked objects live now. Call it inside the tracker's
/// scan window (frees deferred) and before the scan allocates anything that holds object
/// addresses. Returns NULL when memory for the scan cannot be had.
clk_roots *_Nullable clk_roots_scan(const clk_tracker *_Nonnull tracker);

/// Whether `object` was a tracked object when the roots were scanned.
int clk_roots_was_tracked(const clk_roots *_Nonnull roots, uintptr_t object);

/// Where root words that point at `object` lie: writes up to `capacity` addresses and returns
/// how many words point at it (more than `capacity`: the rest were not kept).
size_t clk_roots_locations(
    const clk_roots *_Nonnull roots, uintptr_t object, uintptr_t *_Nonnull locations, size_t capacity);

/// The end of the heap block that the object at `object` starts (from malloc's chunk header),
/// or 0 when `object` does not lie in memory the scan saw tracked objects in.
uintptr_t clk_roots_block_end(const clk_roots *_Nonnull roots, uintptr_t object);

/// Bytes of memory the scan read.
size_t clk_roots_bytes_read(const clk_roots *_Nonnull roots);

/// Releases the scan's memory.
void clk_roots_free(clk_roots *_Nullable roots);

#ifdef __cplusplus
}
#endif

#endif
