// Syntax errors in the middle: the blocks before and after still parse.
typedef void (^blk_t)(void);
void call(blk_t b);

void before(int x) {
  call(^{ (void)x; });
}

void broken(int y) {
  call(^{ (void)y; }
  int = ;
  @@@ garbage here
}

void after(int z) {
  call(^{ (void)z; });
}
