// Objective-C++: C++ odr-use rules decide what a block captures. Each expectation comment
// describes the block literals whose `^` is on its line, in column order.
typedef void (^blk_t)(void);
void call(blk_t b);
int use(int v);
int useRef(const int &v);
@interface NSObject { Class isa; }
- (void)m;
@end

struct Counter {
  int count;
  void tick() {
    call(^{ count++; });  // expect: stack this=value/none
    call(^{ use(this->count); });  // expect: stack this=value/none
  }
};

void tickOnce() { Counter counter = {0}; counter.tick(); }

struct Pair { int a, b; };

void constants(int p) {
  const int k = 5;
  constexpr int ck = 6;
  const double d = 1.5;
  const Pair pair = {1, 2};
  const int fromParameter = p;
  call(^{ use(k); use(ck); });  // expect: global
  call(^{ useRef(k); });  // expect: global k=value/none/folded
  call(^{ use(*&k); });  // expect: global k=value/none/folded
  call(^{ use((int)d); });  // expect: global d=value/none/folded
  call(^{ use(pair.a); });  // expect: global pair=value/none/folded
  call(^{ use(fromParameter); });  // expect: stack fromParameter=value/none
  call(^{ use(sizeof(p)); });  // expect: global
  call(^{ decltype(p) copy = 3; use(copy); });  // expect: global
}

void lambdas(int x, int y) {
  call(^{ auto f = [&] { return x; }; use(f()); });  // expect: stack x=value/none
  auto g = [=] { call(^{ use(y); }); };  // expect: stack y=value/none
  g();
}

void objects(NSObject *object) {
  __weak NSObject *weakObject = object;
  call(^{ [object m]; [weakObject m]; });  // expect: stack object=value/strong weakObject=value/weak
}
