// Nullability annotations around ARC qualifiers: the ownership is the qualifier's.
__attribute__((objc_root_class))
@interface R { Class isa; }
- (instancetype)init;
@end
void sink(void (^b)(void));
extern R * _Nonnull gnn;
#pragma clang assume_nonnull begin
@interface Holder : R
@property (copy) void (^action)(void);
- (void)use:(R *)implicitNonnull other:(nullable R *)other;
@end
#pragma clang assume_nonnull end
@implementation Holder
- (void)use:(R *)implicitNonnull other:(R *)other {
  sink(^{ (void)implicitNonnull; (void)other; });
}
@end
void f(Class pc, id _Nonnull nn, R * _Nullable nr, void (^ _Nonnull nb)(void), R *plain) {
  R * _Nonnull lnn = plain;
  __weak R * _Nullable wn = plain;
  R * _Nullable __weak wn2 = plain;
  __unsafe_unretained R * _Nonnull un = plain;
  R * _Null_unspecified nu = plain;
  __block R * _Nullable bn = plain;
  __block __weak R * _Nullable bwn = plain;
  static R * _Nullable sn;
  sink(^{ (void)pc; });
  sink(^{ (void)nn; });
  sink(^{ (void)nr; });
  sink(^{ (void)nb; });
  sink(^{ (void)plain; });
  sink(^{ (void)lnn; });
  sink(^{ (void)wn; });
  sink(^{ (void)wn2; });
  sink(^{ (void)un; });
  sink(^{ (void)nu; });
  sink(^{ (void)bn; (void)bwn; });
  sink(^{ (void)sn; (void)gnn; });
}
