// Objective-C++: this, lambdas, references, constexpr and non-odr-uses.
__attribute__((objc_root_class))
@interface Root { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
@end
@interface Obj : Root { @public int _v; }
@property (strong) Obj *peer;
- (void)go;
@end
typedef void (^Blk)(void);
void sink(Blk b);
int global_counter;
namespace ns { int in_namespace; static int ns_static; }
struct Counter {
  int value = 0;
  static int shared;
  void bump() {
    sink(^{ value++; });
    sink(^{ this->value = 2; });
    sink(^{ (void)this; });
    sink(^{ shared++; });
    sink(^{ Counter *self_ptr = this; (void)self_ptr; });
    auto l = [this] { sink(^{ value = 3; }); };
    l();
  }
  void cst() const {
    sink(^{ (void)value; });
  }
};
int Counter::shared = 0;
void f_cxx(int param, Obj *obj) {
  const int folded = 3;
  constexpr int ce = 4;
  const int notFolded = param;
  int &ref = param;
  const int &cref = folded;
  static constexpr int sce = 5;
  sink(^{ (void)folded; });
  sink(^{ (void)ce; });
  sink(^{ int a[folded]; (void)a; });
  sink(^{ (void)notFolded; });
  sink(^{ (void)ref; });
  sink(^{ (void)cref; });
  sink(^{ (void)sce; });
  sink(^{ (void)&folded; });
  sink(^{ (void)ns::in_namespace; (void)ns::ns_static; });
  sink(^{ (void)global_counter; (void)Counter::shared; });
  sink(^{ (void)sizeof(param); (void)noexcept(param); });
  sink(^{ decltype(param) d = 1; (void)d; });
  sink(^{ (void)obj->_v; (void)obj.peer; });
  auto lambda = [param]() {
    sink(^{ (void)param; });
  };
  lambda();
  auto byRef = [&]() {
    sink(^{ (void)param; (void)obj; });
  };
  byRef();
  sink(^{
    auto inner = [=]() { return param + 1; };
    (void)inner();
  });
  sink(^{
    auto inner = [](int p) { return p; };
    (void)inner(2);
  });
  if (int scoped = param) { sink(^{ (void)scoped; }); }
  int arr[2] = {1, 2};
  for (auto x : arr) { sink(^{ (void)x; }); }
  switch (int sw = param) { default: sink(^{ (void)sw; }); }
  __block int br = 0;
  sink(^{ br = 1; });
}
@implementation Obj
- (void)go {
  sink(^{ (void)_v; });
  auto l = [self] { sink(^{ (void)self.peer; }); };
  l();
  auto l2 = [&] { sink(^{ (void)_v; }); };
  l2();
  sink(^{ [super init]; });
}
@end
void use_counter() {
  Counter c;
  c.bump();
  c.cst();
}
