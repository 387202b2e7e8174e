// GNU builtins around captured variables (kept apart from c-tricky.c: clang -rewrite-objc
// cannot rewrite __auto_type). Each expectation comment describes the block literals whose `^`
// is on its line, in column order.
typedef void (^blk_t)(void);
void call(blk_t b);
int use(int v);
struct S { int a; int b; };

void builtins(int x, int y, struct S s) {
  call(^{ use(__builtin_types_compatible_p(__typeof__(x), int)); });  // expect: global
  call(^{ use((int)sizeof(__typeof__(y))); });  // expect: global
  call(^{ __auto_type z = y; use(z); });  // expect: stack y=value/none
  call(^{ use(__builtin_constant_p(x)); });  // expect: stack x=value/none
  call(^{ use((int)__builtin_offsetof(struct S, b)); });  // expect: global
  call(^{ use(__builtin_expect(x, 1)); });  // expect: stack x=value/none
  call(^{ use((int)__builtin_object_size(&s, 0)); });  // expect: stack s=value/none
  call(^{ __typeof__(s) copy = {1, 2}; use(copy.a); });  // expect: global
}
