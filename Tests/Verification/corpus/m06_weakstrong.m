// __block __weak, __block objects, block variables captured by blocks, Class and id locals.
__attribute__((objc_root_class))
@interface Base { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
+ (Class)class;
@end
typedef void (^Blk)(void);
#define nil ((id)0)
typedef int (^IntBlk)(int);
void sink(Blk b);
@interface Owner : Base
@property (copy) Blk stored;
- (void)work;
@end
@implementation Owner
- (void)work {
  __block __weak Owner *bw = self;
  __block Owner *bs = self;
  __block id bid = nil;
  __block Class bcls = [Owner class];
  __block Blk bblk = nil;
  Blk plain = ^{ };
  IntBlk adder = ^(int x) { return x + 1; };
  __weak Blk weakPlain = plain;
  id anything = self;
  Class cls = [Owner class];
  Class __strong strongCls = cls;
  SEL sel = @selector(work);
  self.stored = ^{ (void)bw; };
  self.stored = ^{ bs = nil; };
  self.stored = ^{ bid = self; };
  self.stored = ^{ (void)bcls; };
  self.stored = ^{ bblk = ^{ (void)bs; }; };
  self.stored = ^{ plain(); };
  self.stored = ^{ (void)adder(2); };
  self.stored = ^{ (void)weakPlain; };
  self.stored = ^{ (void)anything; };
  self.stored = ^{ (void)cls; (void)strongCls; };
  self.stored = ^{ (void)sel; };
  self.stored = ^{ (void)_cmd; };
  self.stored = ^{ sink(^{ (void)_cmd; (void)bw; }); };
  self.stored = ^{ sink(plain); sink(^{ plain(); }); };
  self.stored = ^{ Blk inner = ^{ (void)anything; }; inner(); };
  self.stored = ^{ IntBlk local = ^(int y) { return y * 2; }; (void)local(1); };
}
@end
