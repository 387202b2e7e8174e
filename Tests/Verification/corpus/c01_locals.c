// Automatic, static, global and __block variables captured by C blocks.
#include <stddef.h>
int g_int = 1;
static int file_static = 2;
extern int g_ext;
int g_ext = 3;
const int g_const = 4;
void sink(void (^b)(void));
void f_basic(int param, const char *str) {
  int local = 5;
  static int st = 6;
  __block int br = 7;
  register int reg = 8;
  sink(^{ (void)local; });
  sink(^{ (void)param; });
  sink(^{ (void)str; });
  sink(^{ (void)st; });
  sink(^{ br++; });
  sink(^{ (void)reg; });
  sink(^{ (void)g_int; });
  sink(^{ (void)file_static; });
  sink(^{ (void)g_ext; });
  sink(^{ (void)g_const; });
  sink(^{ });
  sink(^{ (void)local; (void)st; (void)br; (void)g_int; (void)param; });
  sink(^{ g_int = local + st; });
  sink(^{ st = br; });
}
void f_unevaluated(int x, int y) {
  int arr[4] = {0};
  (void)arr;
  sink(^{ (void)sizeof(x); });
  sink(^{ (void)sizeof x; });
  sink(^{ (void)_Alignof(x); });
  sink(^{ __typeof__(x) z = 0; (void)z; });
  sink(^{ typeof(y) z = 1; (void)z; });
  sink(^{ (void)_Generic(x, int: 1, default: 2); });
  sink(^{ (void)_Generic(0, int: y, default: x); });
  sink(^{ (void)sizeof(arr); });
  sink(^{ (void)sizeof(x + y); (void)y; });
  sink(^{ (void)sizeof(g_int); });
  sink(^{ (void)_Alignof(g_int); (void)g_const; });
}
void f_shadow(int x) {
  sink(^{ int x = 1; (void)x; });
  sink(^{ (void)x; { int x = 2; (void)x; } });
  sink(^{ { int x = 2; (void)x; } (void)x; });
  sink(^{ for (int x = 0; x < 2; x++) {} });
  sink(^{ for (int i = 0; i < x; i++) {} });
  sink(^{ int g_int = 9; (void)g_int; });
  sink(^{ static int x = 3; (void)x; });
}
void f_params(void) {
  int a = 1;
  void (^b1)(int) = ^(int a) { (void)a; };
  void (^b2)(int) = ^(int z) { (void)z; (void)a; };
  int (^b3)(int, int) = ^int(int p, int q) { return p + q + a; };
  (void)b1; (void)b2; (void)b3;
}
