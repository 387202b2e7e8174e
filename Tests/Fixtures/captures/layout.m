// Member types and order of block structures, compared with clang -rewrite-objc.
// Each expectation comment describes the block literals whose `^` is on its line.
typedef void (^blk_t)(void);
void call(blk_t b);
int use(int v);
struct Point { int x, y; };
@interface NSObject { Class isa; }
- (void)m;
@end
@interface Widget : NSObject { int _count; }
- (void)runWith:(int)a and:(id)b;
@end

void types(int n, char *text, struct Point point, int (*callback)(int)) {
  static char *cache;
  __block int total = 0;
  __block id box = 0;
  __weak id observer = 0;
  __unsafe_unretained id raw = 0;
  blk_t typedefBlock = ^{};  // expect: global
  void (^literalBlock)(void) = ^{};  // expect: global
  double values[4] = {0};
  double *firstValue = values;
  call(^{ use(n); use(text[0]); use(point.x); use(callback(1)); use(cache != 0); total++; box = 0; });  // expect: stack n=value/none text=value/none point=value/none callback=value/none cache=pointer/none total=byref/none box=byref/strong
  call(^{ (void)observer; (void)raw; typedefBlock(); literalBlock(); use((int)*firstValue); });  // expect: stack observer=value/weak raw=value/unretained typedefBlock=value/strong literalBlock=value/strong firstValue=value/none
}

void ordering(int a, int b, int c) {
  call(^{  // expect: stack a=value/none b=value/none c=value/none
    call(^{ use(c); use(a); });  // expect: stack c=value/none a=value/none
    use(b);
  });
}

@implementation Widget
- (void)runWith:(int)a and:(id)b {
  call(^{ use(_count); use(a); [b m]; });  // expect: stack self=value/strong/implicit a=value/none b=value/strong
  call(^{ call(^{ [self m]; }); });  // expect: stack self=value/strong | stack self=value/strong
}
@end
