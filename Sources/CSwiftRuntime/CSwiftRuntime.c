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

int csr_symbolName(const void *address, const char **name, const char **image, const void **imageBase) {
  Dl_info info;
  *name = 0;
  *image = 0;
  *imageBase = 0;
  if (!dladdr(address, &info)) return 0;
  /* dladdr only sees the dynamic symbol table: closures are local symbols. */
  *name = info.dli_saddr == address || info.dli_sname ? info.dli_sname : 0;
  *image = info.dli_fname;
  *imageBase = info.dli_fbase;
  return 1;
}
