// Blocks in C++ default member initializers, constructors, destructors and static members.
typedef void (^Blk)(void);
void sink(Blk b);
int g;
struct Holder {
  int n = 1;
  Blk member = ^{ (void)this->n; };
  Blk plain = ^{ g++; };
  static Blk shared;
  Holder() { sink(^{ (void)n; }); }
  explicit Holder(int v) : n(v) { sink(^{ (void)v; }); }
  ~Holder() { sink(^{ g = n; }); }
};
Blk Holder::shared = ^{ g--; };
struct Derived : Holder {
  Derived() : Holder(2) { sink(^{ (void)n; }); }
};
void f_members() {
  Holder h;
  Holder h2(3);
  Derived d;
  sink(h.member);
  sink(^{ Holder inner; (void)inner.n; });
}
