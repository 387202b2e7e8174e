// Hand-picked C cases. Each expectation comment describes the block literals whose `^` is on
// its line, in column order, separated by `|`: the kind, then name=capture/ownership[/folded].
typedef void (^blk_t)(void);
typedef int (^fn_t)(int);
void call(blk_t b);
int use(int v);
int g = 1;
static int fs;
const int gk = 4;
enum { kEnumValue = 9 };
struct P { int a, b; };
int helper(int);

blk_t fileScope = ^{ g++; fs++; };  // expect: global g=global/none fs=global/none

void shadowing(int x) {
  call(^{ use(x); });  // expect: stack x=value/none
  call(^{ int x = 2; use(x); });  // expect: global
  call(^{ use(x); { int x = 3; call(^{ use(x); }); } });  // expect: stack x=value/none | stack x=value/none
  fn_t f = ^(int x) { return x + 1; };  // expect: global
  call(^{ fn_t h = ^(int y) { return y + x; }; use(h(1)); });  // expect: stack x=value/none | stack x=value/none
  (void)f;
}

void unevaluated(int x, int y) {
  call(^{ use((int)sizeof(x)); use((int)sizeof y); });  // expect: global
  call(^{ __typeof__(x) t = 3; use(t); });  // expect: global
  call(^{ use((int)(__typeof__(y))7); });  // expect: global
  call(^{ use(_Generic(x, int: 1, default: 0)); });  // expect: global
  call(^{ use((int)__alignof__(y)); });  // expect: global
  call(^{ use((int)sizeof(x) + y); });  // expect: stack y=value/none
}

void storage(int p) {
  static int s;
  extern int e;
  register int r = p;
  call(^{ s++; e++; });  // expect: global s=pointer/none e=pointer/none
  call(^{ use(r); use(g); use(gk); });  // expect: stack r=value/none g=global/none gk=global/none
  call(^{ use(kEnumValue); use(helper(1)); });  // expect: global
  call(^{ static int inside; inside++; call(^{ inside++; }); });  // expect: global | global inside=pointer/none
}

void constants(int p) {
  const int k = 5;
  const int k2 = p;
  const int *const gp = &g;
  int x = 1;
  int *const lp = &x;
  const struct P cp = {1, 2};
  const double d = 2.5;
  const char *const str = "text";
  const int derived = k * 2 + 1;
  call(^{ use(k); });  // expect: global k=value/none/folded
  call(^{ use(k2); });  // expect: stack k2=value/none
  call(^{ use(*gp); });  // expect: global gp=value/none/folded
  call(^{ use(*lp); });  // expect: stack lp=value/none
  call(^{ use(cp.a + (int)d + str[0]); });  // expect: global cp=value/none/folded d=value/none/folded str=value/none/folded
  call(^{ use(derived); });  // expect: global derived=value/none/folded
  call(^{ use(k); use(k2); });  // expect: stack k=value/none/folded k2=value/none
}

void byref(void) {
  __block int counter = 0;
  __block int *where = 0;
  call(^{ counter++; call(^{ counter++; where = &counter; }); });  // expect: stack counter=byref/none where=byref/none | stack counter=byref/none where=byref/none
  call(^{ __block int local = 0; call(^{ local++; }); });  // expect: global | stack local=byref/none
}

void vla(int n) {
  call(^{ int buffer[n]; buffer[0] = 1; use(buffer[0]); });  // expect: stack n=value/none
}

void nesting(int a, int b, int c) {
  call(^{  // expect: stack a=value/none b=value/none c=value/none
    use(a);
    call(^{  // expect: stack b=value/none c=value/none
      use(b);
      call(^{ use(c); });  // expect: stack c=value/none
    });
  });
}

#define CALL(block) call(block)

void macros(int m) {
  CALL(^{ use(m); });  // expect: stack m=value/none
  CALL(^{ CALL(^{ use(m + 1); }); });  // expect: stack m=value/none | stack m=value/none
}
