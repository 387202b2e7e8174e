// Blocks written by macros: located at the macro use (or at their own ^ in a macro argument).
void sink(void (^b)(void));
#define RUN(b) sink(b)
#define MAKE_COUNTER ^{ counter++; }
#define CAPTURE(v) ^{ (void)(v); }
#define TWICE(b) do { sink(b); sink(b); } while (0)
#define WRAP(x) (x)
int counter;
void f_macros(int a) {
  RUN(^{ (void)a; });
  sink(MAKE_COUNTER);
  sink(CAPTURE(a));
  sink(CAPTURE(counter));
  sink(WRAP(^{ (void)a; }));
  sink(WRAP(WRAP(^{ counter++; })));
  RUN(
    ^{
      (void)a;
    });
}
