// Objective-C++: default arguments, templates, references, lambdas around blocks.
typedef void (^Blk)(void);
void sink(Blk b);
void with_default(Blk b = ^{ });
int g;
struct Widget {
  int n = 0;
  static int count;
  Blk make() { return ^{ n++; }; }
  Blk make_static() { return ^{ count++; }; }
  Blk make_nested() { return ^{ sink(^{ (void)this->n; }); }; }
  Blk make_lambda() { return [this] { return ^{ (void)n; }; }(); }
  Blk make_copy() { Widget copy = *this; return ^{ (void)copy.n; }; }
};
int Widget::count = 0;
template <typename T> Blk capture_value(T v) { return ^{ (void)v; }; }
template <typename T> Blk capture_none() { return ^{ g++; }; }
void f_cxx2(int a, int &ra, const int &cra) {
  with_default();
  with_default(^{ (void)a; });
  sink(^{ ra = 2; });
  sink(^{ (void)cra; });
  const int &bound = 3;
  sink(^{ (void)bound; });
  constexpr double pi = 3.14;
  sink(^{ (void)pi; });
  sink(capture_value(1));
  sink(capture_value(2.0));
  sink(capture_none<int>());
  Widget w;
  sink(w.make()); sink(w.make_static()); sink(w.make_nested()); sink(w.make_lambda()); sink(w.make_copy());
  auto gen = [a]() -> Blk { return ^{ (void)a; }; };
  sink(gen());
  auto gen2 = [&a]() -> Blk { return ^{ (void)a; }; };
  sink(gen2());
  sink(^{ auto l = [&] { return a; }; (void)l(); });
  sink(^{ static int local_static; local_static++; });
  __block int br = 0;
  auto l3 = [&a] { sink(^{ (void)a; }); };
  l3();
}
