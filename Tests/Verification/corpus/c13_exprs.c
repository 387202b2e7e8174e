// Blocks inside expressions: conditionals, statement expressions, initializer lists, casts.
void sink(void (^b)(void));
typedef void (^blk_t)(void);
struct Box { blk_t b; int n; };
int g;
void f_exprs(int a, int flag) {
  blk_t c = flag ? ^{ (void)a; } : ^{ g++; };
  blk_t arr[3] = { ^{ (void)a; }, ^{ }, ^{ (void)flag; } };
  struct Box box = { ^{ (void)a; }, 1 };
  struct Box box2 = { .n = 2, .b = ^{ g = 2; } };
  blk_t se = ({ int t = a; (void)t; ^{ g++; }; });
  blk_t cast = (blk_t)^{ (void)a; };
  blk_t paren = (^{ (void)flag; });
  int r = ^int(int x) { return x + a; }(2);
  int r2 = ^{ return 5; }();
  (^{ g = a; })();
  sink(c); sink(arr[0]); sink(box.b); sink(box2.b); sink(se); sink(cast); sink(paren);
  (void)r; (void)r2;
  blk_t chain = ^{ sink(^{ sink(^{ (void)a; }); }); };
  sink(chain);
  sink(^{ int inner = a; sink(^{ sink(^{ (void)inner; }); }); });
}
