#define _GNU_SOURCE
#include "CSwiftRuntime.h"
#include <dlfcn.h>

// Value witnesses use the Swift calling convention; clang can call them through a typed pointer.
typedef unsigned (*GetEnumTagFn)(const void *value, const void *metadata) __attribute__((swiftcall));
typedef void (*ProjectEnumDataFn)(void *value, const void *metadata) __attribute__((swiftcall));

unsigned csr_callGetEnumTag(const void *witness, const void *value, const void *metadata) {
  return ((GetEnumTagFn)witness)(value, metadata);
}

void csr_callDestructiveProjectEnumData(const void *witness, void *value, const void *metadata) {
  ((ProjectEnumDataFn)witness)(value, metadata);
}

int csr_symbolName(const void *address, const char **name, const char **image) {
  Dl_info info;
  *name = 0;
  *image = 0;
  if (!dladdr(address, &info)) return 0;
  *name = info.dli_sname;
  *image = info.dli_fname;
  return 1;
}
