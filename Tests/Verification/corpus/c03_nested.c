// Nested blocks: captures propagate to every enclosing block.
void sink(void (^b)(void));
int g;
void f_nested(int a, int b) {
  int c = 1;
  static int s = 2;
  __block int r = 3;
  sink(^{
    sink(^{ (void)a; });
  });
  sink(^{
    (void)b;
    sink(^{
      (void)c;
      sink(^{ (void)a; (void)s; r++; g++; });
    });
  });
  sink(^{
    int a = 10;
    sink(^{ (void)a; (void)b; });
  });
  sink(^{
    sink(^{ int c = 2; sink(^{ (void)c; }); });
  });
  sink(^{
    __block int inner = 0;
    sink(^{ inner++; (void)r; });
  });
  sink(^{ sink(^{ sink(^{ sink(^{ (void)c; }); }); }); });
  sink(^{ sink(^{}); sink(^{ (void)g; }); });
  void (^blk)(void) = ^{ (void)a; };
  sink(^{ blk(); });
  sink(^{ sink(blk); });
  void (*fp)(void (^)(void)) = sink;
  sink(^{ fp(^{}); });
  sink(^{ sink(^{ fp(blk); }); });
}
