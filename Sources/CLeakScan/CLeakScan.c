#define _GNU_SOURCE
#include "CLeakScan.h"
#include <dlfcn.h>
#include <string.h>

int clk_find_tracker(clk_tracker *tracker) {
  memset(tracker, 0, sizeof(*tracker));
#define FIND(field, name) *(void **)&tracker->field = dlsym(RTLD_DEFAULT, name); if (!tracker->field) return 0;
  FIND(version, "capcheck_tracker_version")
  FIND(isTracking, "capcheck_tracker_is_tracking")
  FIND(outputDirectory, "capcheck_tracker_output_directory")
  FIND(mainTID, "capcheck_tracker_main_tid")
  FIND(backtraceDepth, "capcheck_tracker_backtrace_depth")
  FIND(counts, "capcheck_tracker_counts")
  FIND(beginScan, "capcheck_tracker_begin_scan")
  FIND(endScan, "capcheck_tracker_end_scan")
  FIND(copyObjects, "capcheck_tracker_copy_objects")
  FIND(isTracked, "capcheck_tracker_is_tracked")
  FIND(backtrace, "capcheck_tracker_backtrace")
#undef FIND
  *(void **)&tracker->privateRanges = dlsym(RTLD_DEFAULT, "capcheck_tracker_private_ranges");
  return tracker->version() >= 1;
}
