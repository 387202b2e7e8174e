// Structs, unions, pointers, function pointers, bit-fields and large values captured by value.
void sink(void (^b)(void));
struct Small { char c; };
struct Big { double d[16]; int n; };
union U { int i; float f; };
struct Bits { unsigned a : 3, b : 5; };
typedef int (*binop)(int, int);
int add(int a, int b) { return a + b; }
void f_structs(struct Big big, union U u) {
  struct Small small = { 'x' };
  struct Bits bits = { 1, 2 };
  struct Big *pbig = &big;
  binop op = add;
  int (*op2)(int, int) = add;
  void (*vf)(void (^)(void)) = sink;
  const struct Small csmall = { 'y' };
  const union U cu = { 3 };
  struct Small *const cps = &small;
  sink(^{ (void)small.c; });
  sink(^{ (void)big.n; });
  sink(^{ (void)u.f; });
  sink(^{ (void)bits.b; });
  sink(^{ pbig->n = 3; });
  sink(^{ (void)op(1, 2); });
  sink(^{ (void)op2(1, 2); });
  sink(^{ vf(^{}); });
  sink(^{ (void)add(1, 2); });
  sink(^{ (void)&add; });
  sink(^{ (void)csmall; });
  sink(^{ (void)cu.i; });
  sink(^{ (void)cps->c; });
  sink(^{ struct Small copy = small; (void)copy; });
  sink(^{ __block struct Small inner = small; sink(^{ inner.c = 'z'; }); });
}
