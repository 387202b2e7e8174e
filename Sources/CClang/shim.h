// libclang's C API (Debian libclang-dev, LLVM 14). The include path and the
// library come from pkgconfig/capcheck-libclang.pc: Debian ships no .pc file.
#include <clang-c/Index.h>
#include <clang-c/CXCompilationDatabase.h>
