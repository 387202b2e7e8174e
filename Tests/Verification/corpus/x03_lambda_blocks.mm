// Blocks and lambdas nested in each other; noescape parameters of C++ members; ObjC literals of blocks.
__attribute__((objc_root_class))
@interface Root { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
@end
@interface NSArray : Root
+ (instancetype)arrayWithObjects:(const id [])objects count:(unsigned long)cnt;
@end
typedef void (^Blk)(void);
void sink(Blk b);
struct Runner {
  int state = 0;
  void now(__attribute__((noescape)) Blk b) { b(); }
  static void staticNow(__attribute__((noescape)) Blk b) { b(); }
  void later(Blk b) { sink(b); }
  void run(int x) {
    now(^{ (void)x; });
    now(^{ state++; });
    staticNow(^{ (void)x; });
    later(^{ (void)x; });
  }
};
template <typename F> void call(F f) { f(); }
void f_mix(int x, int y) {
  sink(^{ [&] { sink(^{ (void)x; }); }(); });
  sink(^{ [=] { sink(^{ (void)y; }); }(); });
  call([&] { sink(^{ (void)x; (void)y; }); });
  call(^{ (void)x; });
  Runner r;
  r.run(x);
  r.now(^{ (void)y; });
  Runner::staticNow(^{ (void)x; });
  NSArray *a = @[ ^{ (void)x; }, ^{ } ];
  (void)a;
}
