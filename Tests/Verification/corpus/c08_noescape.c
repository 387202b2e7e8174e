// Blocks passed straight to a noescape parameter get the global isa though they capture locals.
void sink(void (^b)(void));
void ne(__attribute__((noescape)) void (^b)(void));
void ne2(int n, __attribute__((noescape)) void (^b)(void), void (^escaping)(void));
typedef void (*ne_fp)(__attribute__((noescape)) void (^)(void));
typedef void (^ne_bp)(__attribute__((noescape)) void (^)(void));
int global;
void f_noescape(ne_fp fp, ne_bp bp, int x) {
  __block int by = 0;
  static int st;
  ne(^{ (void)x; });
  ne(^{ by++; });
  ne(^{ (void)st; });
  ne(^{ });
  ne((^{ (void)x; }));
  ne2(1, ^{ (void)x; }, ^{ (void)x; });
  fp(^{ (void)x; });
  bp(^{ (void)x; });
  void (^local)(void) = ^{ (void)x; };
  ne(local);
  ne(^{ sink(^{ (void)x; }); });
  sink(^{ ne(^{ (void)x; }); });
  ne(x ? ^{ (void)x; } : ^{ (void)global; });
  ne((void (^)(void))^{ (void)x; });
}
