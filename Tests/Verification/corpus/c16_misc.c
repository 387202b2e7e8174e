// __auto_type, __block arrays and recursive blocks, blocks taking and returning blocks.
void sink(void (^b)(void));
typedef void (^blk_t)(void);
typedef blk_t (^maker_t)(int);
int g;
void f_misc(int n) {
  __auto_type inferred = n * 2;
  __auto_type inferred_block = ^{ (void)n; };
  __block void (^rec)(int) = 0;
  rec = ^(int k) { if (k > 0) rec(k - 1); };
  static void (^srec)(int);
  srec = ^(int k) { if (k > 0) srec(k - 1); };
  maker_t maker = ^blk_t(int v) { (void)v; blk_t made = ^{ (void)n; }; return made; };
  void (^taker)(blk_t) = ^(blk_t b) { b(); };
  __attribute__((unused)) int unused_attr = 4;
  int __attribute__((aligned(16))) aligned = 5;
  volatile int vol = 6;
  const volatile int cvol = 7;
  sink(^{ (void)inferred; });
  sink(^{ inferred_block(); });
  sink(^{ rec(3); });
  sink(^{ srec(3); });
  sink(^{ (void)maker(1); });
  sink(^{ taker(^{ (void)n; }); });
  sink(^{ taker(^{ g++; }); });
  sink(^{ (void)unused_attr; });
  sink(^{ (void)aligned; });
  sink(^{ (void)vol; });
  sink(^{ (void)cvol; });
}
