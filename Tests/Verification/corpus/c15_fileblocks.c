// File-scope literals inside initializers of every shape; they may only use globals.
typedef int (^op_t)(int);
int base = 10;
static const int offset = 5;
op_t add_base = ^(int x) { return x + base; };
op_t add_offset = ^(int x) { return x + offset; };
op_t table[] = { ^(int x) { return x; }, ^(int x) { return -x; }, ^(int x) { return x * base; } };
struct Ops { op_t first; op_t second; } ops = { .second = ^(int x) { return x - offset; }, .first = ^(int x) { return x; } };
static op_t nested_file = ^(int x) { op_t inner = ^(int y) { return y + base; }; return inner(x); };
op_t recurse;
void install(void) {
  static op_t local_static = ^(int x) { return x + base + offset; };
  recurse = ^(int x) { return x ? recurse(x - 1) : local_static(0); };
}
op_t use_nested(void) { return nested_file; }
