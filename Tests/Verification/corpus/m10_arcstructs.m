// C structs with ARC fields, pointers to object pointers, __block self, autoreleasepool.
__attribute__((objc_root_class))
@interface Base { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
@end
typedef void (^Blk)(void);
#define nil ((id)0)
void sink(Blk b);
struct Holder { __strong id obj; int n; };
struct WeakHolder { __weak id obj; };
@interface Node : Base
@property (strong) Node *next;
- (void)go;
@end
@implementation Node
- (void)go {
  struct Holder h = { self, 1 };
  struct WeakHolder wh = { self };
  __strong id *slot = &h.obj;
  __block typeof(self) bself = self;
  __block __unsafe_unretained Node *bunsafe = self;
  __auto_type autoSelf = self;
  __auto_type autoNext = self.next;
  id __attribute__((objc_precise_lifetime)) precise = self;
  sink(^{ (void)h.obj; });
  sink(^{ (void)wh.obj; });
  sink(^{ (void)slot; });
  sink(^{ (void)bself; });
  sink(^{ (void)bunsafe; });
  sink(^{ (void)autoSelf; });
  sink(^{ (void)autoNext; });
  sink(^{ (void)precise; });
  sink(^{ @autoreleasepool { (void)self.next; } });
  @autoreleasepool { sink(^{ (void)h.n; }); }
}
@end
