// The same name at several levels: each block captures the declaration it sees.
void sink(void (^b)(void));
int v = 0;
void f_levels(int v2) {
  int v = 1;
  sink(^{ (void)v; });
  {
    int v = 2;
    sink(^{ (void)v; });
    sink(^{
      int v = 3;
      sink(^{ (void)v; });
    });
  }
  sink(^{
    (void)v;
    sink(^{ int v = 4; sink(^{ (void)v; }); });
  });
  sink(^{
    sink(^{ (void)v; });
    int v = 5;
    sink(^{ (void)v; });
  });
  static int s = 1;
  sink(^{ int s = 2; (void)s; });
  sink(^{ (void)s; { int s = 3; (void)s; } });
  sink(^{ extern int v; (void)v; });
  __block int w = 0;
  sink(^{ int w = 1; (void)w; });
  sink(^{ (void)w; sink(^{ int w = 2; (void)w; }); });
  void (^param_shadow)(int) = ^(int v) { (void)v; (void)v2; };
  (void)param_shadow;
  void (^param_shadow2)(int) = ^(int v2) { sink(^{ (void)v2; (void)v; }); };
  (void)param_shadow2;
}
