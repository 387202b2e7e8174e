// Variables declared in for/if/switch/while heads, compound literals, and statement expressions.
void sink(void (^b)(void));
struct S { int a; double d; };
typedef void (*fn_t)(int);
void target(int);
void f_control(int n, struct S s, fn_t fp) {
  for (int i = 0; i < n; i++) {
    sink(^{ (void)i; });
  }
  if (n > 0) {
    int pos = n;
    sink(^{ (void)pos; });
  }
  switch (n) {
  case 1: {
    int one = 1;
    sink(^{ (void)one; (void)n; });
    break;
  }
  default:
    sink(^{ (void)s; });
  }
  while (n-- > 0) {
    long w = n;
    sink(^{ (void)w; });
  }
  sink(^{ (void)s.a; (void)s.d; });
  sink(^{ fp(1); });
  sink(^{ target(2); });
  fn_t other = target;
  sink(^{ other(3); });
  sink(^{ struct S t = s; (void)t; });
  sink(^{ (void)(struct S){ n, 1.0 }; });
  sink(^{ int v = ({ int q = n; q + 1; }); (void)v; });
  struct S *ps = &s;
  sink(^{ ps->a = 1; });
  int *ip = &n;
  sink(^{ *ip = 2; });
  void *vp = 0;
  sink(^{ (void)vp; });
  char ch = 'a';
  unsigned long long ull = 1;
  _Bool flag = 1;
  sink(^{ (void)ch; (void)ull; (void)flag; });
}
