// Blocks in class methods, C functions inside @implementation, categories, file-scope ObjC blocks.
__attribute__((objc_root_class))
@interface Base { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
+ (instancetype)new;
- (void)finish;
@end
typedef void (^Blk)(void);
void sink(Blk b);
static id g_shared;
static Blk g_fileBlock = ^{ (void)g_shared; };
Blk g_other = ^{ g_shared = 0; };
@interface Model : Base { @public id _payload; int _flag; __weak Model *_parent; }
@property (strong) Model *child;
@property (weak) Model *owner;
@property (copy) Blk action;
@end
@interface Model (Extra)
- (void)extra;
@end
@implementation Model
static int counterInImpl;
static void helperInImpl(Model *m) {
  sink(^{ (void)m->_payload; counterInImpl++; });
  sink(^{ (void)m.child.owner; });
}
void publicHelperInImpl(Model *m, int n) {
  sink(^{ m.action = ^{ (void)n; }; });
}
+ (instancetype)make {
  Model *m = [self new];
  sink(^{ (void)m; (void)self; });
  sink(^{ [self new]; });
  static Model *cache;
  sink(^{ cache = m; });
  return m;
}
+ (void)initialize {
  sink(^{ g_shared = [self new]; });
}
- (instancetype)init {
  if ((self = [super init])) {
    _flag = 1;
    sink(^{ (void)_payload; });
    self.action = ^{ (void)_parent; };
  }
  return self;
}
- (void)finish {
  helperInImpl(self);
  publicHelperInImpl(self, 1);
  sink(^{ (void)self.child.child; });
  sink(^{ sink(^{ sink(^{ (void)self.owner; }); }); });
  sink(^{ (void)_parent->_flag; });
  sink(^{ Model *c = self.child; (void)c->_payload; });
  Model *kid = self.child;
  sink(^{ kid.owner = self; });
  sink(^{ (void)kid->_flag; (void)_flag; });
  sink(^{ (void)kid.child.action; });
  [super finish];
}
@end
@implementation Model (Extra)
- (void)extra {
  sink(^{ (void)_flag; });
  sink(^{ [self finish]; });
  sink(^{ (void)g_fileBlock; g_other(); });
}
@end
