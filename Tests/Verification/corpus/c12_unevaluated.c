// Operands that are and are not evaluated: VLA sizes run, sizeof of a plain object does not.
#include <stddef.h>
void sink(void (^b)(void));
struct S { int a; int b; };
int g;
void f_vla(int n, int m) {
  int k = 3;
  sink(^{ (void)sizeof(int[n]); });
  sink(^{ (void)sizeof(int[4]); (void)m; });
  sink(^{ typeof(int[m]) *p = 0; (void)p; });
  sink(^{ typeof(k) z = 0; (void)z; });
  sink(^{ (void)__builtin_types_compatible_p(typeof(k), int); });
  sink(^{ (void)offsetof(struct S, b); });
  sink(^{ (void)sizeof(k++); });
  sink(^{ (void)sizeof(g); (void)_Alignof(int); });
  sink(^{ int (*p)[n] = 0; (void)p; });
  sink(^{ (void)_Generic(k, default: 0); });
  sink(^{ (void)_Generic((n, m), int: g, default: 0); });
  sink(^{ (void)(k, n); });
  sink(^{ (void)(0 && k); });
  sink(^{ (void)__builtin_constant_p(k); });
  sink(^{ (void)__builtin_expect(k, 1); });
}
void f_vla_more(int n) {
  int k = 2;
  sink(^{ typedef int row_t[n]; row_t *r = 0; (void)r; });
  sink(^{ (void)sizeof(int[k][3]); });
  sink(^{ (void)sizeof(int[3][4]); (void)_Alignof(int[3]); });
  sink(^{ sink(^{ (void)sizeof(char[n]); }); });
}
