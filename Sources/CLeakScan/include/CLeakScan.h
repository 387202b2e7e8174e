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
} clk_tracker;

/// Looks the tracker up in this process. Returns 1 when every function was found.
int clk_find_tracker(clk_tracker *_Nonnull tracker);

#ifdef __cplusplus
}
#endif

#endif
