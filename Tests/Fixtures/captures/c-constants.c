// const locals: which ones the compiler folds (the block is then global) and which it
// stores. Expectations were taken from the isa of each block in a clang -fblocks build.
typedef void (^blk_t)(void);
void call(blk_t b);
enum E { kA = 3 };
struct Q { int a; const char *s; };
int g;
int fn(int x) { return x; }
void constants_a(void) {
  const volatile int v = 1;
  call(^{ (void)v; });  // expect: global v=value/none/folded
  char *const s2 = "x";
  call(^{ (void)s2; });  // expect: global s2=value/none/folded
  const enum E e = kA;
  call(^{ (void)e; });  // expect: global e=value/none/folded
  const struct Q q = { 1, "x" };
  call(^{ (void)q; });  // expect: global q=value/none/folded
  const struct Q q2 = { 1, 0 };
  call(^{ (void)q2; });  // expect: global q2=value/none/folded
  int (*const fp)(int) = fn;
  call(^{ (void)fp; });  // expect: global fp=value/none/folded
  const int *const gp2 = &g + 1;
  call(^{ (void)gp2; });  // expect: global gp2=value/none/folded
  const _Bool bb = 1;
  call(^{ (void)bb; });  // expect: global bb=value/none/folded
  const long big = 1L << 40;
  call(^{ (void)big; });  // expect: global big=value/none/folded
  const int neg = -(3 * 4) % 5;
  call(^{ (void)neg; });  // expect: global neg=value/none/folded
  const int cond = sizeof(int) > 2 ? 1 : 0;
  call(^{ (void)cond; });  // expect: global cond=value/none/folded
  const char c = 'a';
  call(^{ (void)c; });  // expect: global c=value/none/folded
  const float f = 1.5f;
  call(^{ (void)f; });  // expect: global f=value/none/folded
  const int arrv = ((int[]){1,2})[0];
  call(^{ (void)arrv; });  // expect: global arrv=value/none/folded
  const struct Q q3 = { .a = 2 };
  call(^{ (void)q3; });  // expect: global q3=value/none/folded
  const int casted = (int)2.5;
  call(^{ (void)casted; });  // expect: global casted=value/none/folded
  const unsigned long addr = (unsigned long)&g;
  call(^{ (void)addr; });  // expect: global addr=value/none/folded
}

const int gk = 3;
static const int sgk = 4;
void run(int p) {
  int x = p;
  const int a1 = fn(1);
  call(^{ (void)a1; });  // expect: stack a1=value/none
  const int *const a2 = &x;
  call(^{ (void)a2; });  // expect: stack a2=value/none
  const struct Q a3 = { x, "s" };
  call(^{ (void)a3; });  // expect: stack a3=value/none
  const int a4 = x + 1;
  call(^{ (void)a4; });  // expect: stack a4=value/none
  const int a5 = g;
  call(^{ (void)a5; });  // expect: stack a5=value/none
  const int a6 = gk;
  call(^{ (void)a6; });  // expect: global a6=value/none/folded
  const int a7 = sgk * 2;
  call(^{ (void)a7; });  // expect: global a7=value/none/folded
  const int a8 = (int)(long)&g;
  call(^{ (void)a8; });  // expect: stack a8=value/none
  int vla[p];
  const int a9 = (int)sizeof(vla);
  call(^{ (void)a9; });  // expect: stack a9=value/none
  const int a10 = ({ 5; });
  call(^{ (void)a10; });  // expect: global a10=value/none/folded
  const int a11 = 1 / 0;
  call(^{ (void)a11; });  // expect: stack a11=value/none
  const int k1 = 2, k2 = 3;
  const int a12 = k1 + k2;
  call(^{ (void)a12; });  // expect: global a12=value/none/folded
  const double a13 = 1.0 / 3;
  call(^{ (void)a13; });  // expect: global a13=value/none/folded
  const int a14 = p > 0 ? 1 : 2;
  call(^{ (void)a14; });  // expect: stack a14=value/none
  const int a15 = 0 ? x : 2;
  call(^{ (void)a15; });  // expect: global a15=value/none/folded
  const char *const a16 = 0 ? "a" : "b";
  call(^{ (void)a16; });  // expect: global a16=value/none/folded
  const int a17 = (int)sizeof(x);
  call(^{ (void)a17; });  // expect: global a17=value/none/folded
  const int a18 = __builtin_constant_p(x);
  call(^{ (void)a18; });  // expect: stack a18=value/none
  const int a19 = (x, 3);
  call(^{ (void)a19; });  // expect: stack a19=value/none
  const int *const a20 = &sgk;
  call(^{ (void)a20; });  // expect: global a20=value/none/folded
  const struct Q a21 = a3;
  call(^{ (void)a21; });  // expect: stack a21=value/none
  const int a22 = "abc"[1];
  call(^{ (void)a22; });  // expect: global a22=value/none/folded
  const int a23 = (int)1e10;
  call(^{ (void)a23; });  // expect: global a23=value/none/folded
  // Commas inside commas: every left side, however deep, must be constant too.
  const int a24 = ((1, 2), 3);
  call(^{ (void)a24; });  // expect: global a24=value/none/folded
  const int a25 = ((x, 2), 3);
  call(^{ (void)a25; });  // expect: stack a25=value/none
  const int a26 = ((1, x), 3);
  call(^{ (void)a26; });  // expect: stack a26=value/none
  const int a27 = (1, (x, 3));
  call(^{ (void)a27; });  // expect: stack a27=value/none
  const int a28 = 1, a29 = (a28, (2, 3), 4);
  call(^{ (void)a29; });  // expect: global a29=value/none/folded
}
