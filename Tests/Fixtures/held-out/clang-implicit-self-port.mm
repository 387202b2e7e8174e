// Port of clang's -Wimplicit-retain-self test (warn-implicit-self-in-block, Objective-C++ version):
// ivar uses in escaping blocks are reported, including inside a noescape block nested in an
// escaping one and inside a lambda called from an escaping block; noescape-only nesting is not.
// (clang also warns on a literal called on the spot, `^{ _bar = 3; }();`; our rule treats that
// block as non-escaping, so that line is not part of this port.)
// clang reports every use; capcheck reports each escaping block once, at its first ivar use, naming
// every ivar it uses. The rule is fully on here, as clang's warning is only when asked for.
// lint-enable: implicit-self
typedef void (^BlockTy)();

void noescapeFunc(__attribute__((noescape)) BlockTy);
void escapeFunc(BlockTy);

@interface Root @end

@interface Bar : Root
{
  int _bar;
}
@end

@implementation Bar
// CASE: nesting of escaping and noescape blocks
- (void)testNested {
  noescapeFunc(^{
    (void)_bar;
    escapeFunc(^{
      (void)_bar; // expected-warning [implicit-self]
      noescapeFunc(^{
        (void)_bar;
      });
      (void)_bar;
    });
    (void)_bar;
  });
}

// CASE: a lambda inside a block
- (void)testLambdaInBlock {
  noescapeFunc(^{ [&]() { (void)_bar; }(); });
  escapeFunc(^{ [&]() { (void)_bar; }(); }); // expected-warning [implicit-self]
}
@end
