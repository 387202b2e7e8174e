// Blocks at file scope and in static initializers: always global.
int counter;
static int hidden;
void (^file_block)(void) = ^{ counter++; };
static void (^static_block)(void) = ^{ hidden++; };
int (^const const_block)(int) = ^(int x) { return x + counter; };
void (^arr_blocks[2])(void) = { ^{ counter = 1; }, ^{ hidden = 2; } };
struct Holder { void (^b)(void); int n; };
struct Holder holder = { ^{ counter--; }, 3 };
void sink(void (^b)(void));
void f_statics(int p) {
  static void (^sb)(void) = ^{ counter++; };
  static int (^sb2)(int) = ^(int x) { return x * 2; };
  void (^local)(void) = ^{ (void)p; };
  sink(sb); sink(local); (void)sb2;
  sink(^{ sink(file_block); sink(static_block); });
  sink(^{ (void)holder.n; });
  sink(^{ (void)arr_blocks; });
}
