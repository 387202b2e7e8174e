// self, ivars and properties in blocks: explicit and implicit self.
__attribute__((objc_root_class))
@interface Root { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
+ (Class)class;
- (void)dealloc;
@end
typedef void (^Blk)(void);
void sink(Blk b);
@interface Widget : Root {
@public
  int _count;
  id _delegate;
  __weak id _weakIvar;
}
@property (nonatomic, strong) id model;
@property (nonatomic) int size;
@property (nonatomic, copy) Blk handler;
- (void)run;
+ (void)classRun;
@end
@implementation Widget
- (instancetype)init {
  self = [super init];
  sink(^{ (void)self; });
  sink(^{ _count = 1; });
  return self;
}
- (void)dealloc {
  sink(^{ (void)_delegate; });
  sink(^{ [self run]; });
}
- (void)run {
  sink(^{ [self run]; });
  sink(^{ (void)_count; });
  sink(^{ (void)self->_count; });
  sink(^{ (void)self.model; });
  sink(^{ self.size = 3; });
  sink(^{ (void)_count; (void)self.size; });
  sink(^{ (void)_weakIvar; });
  sink(^{ sink(^{ (void)_count; }); });
  sink(^{ sink(^{ (void)self.model; }); });
  sink(^{ sink(^{ [self run]; }); (void)_count; });
  sink(^{ (void)[super init]; });
  sink(^{ (void)[super init]; (void)_count; });
  sink(^{ (void)sizeof(self); });
  sink(^{ __typeof__(self) s = 0; (void)s; });
  sink(^{ (void)_Alignof(self); (void)_count; });
  sink(^{ Widget *other = [Widget alloc]; (void)other->_count; });
  sink(^{ _delegate = 0; });
  sink(^{ self.handler = ^{ }; });
  sink(^{ self.handler = ^{ (void)self; }; });
  sink(^{ self.handler = ^{ (void)_count; }; });
  Widget *other = [[Widget alloc] init];
  sink(^{ (void)other->_count; });
  sink(^{ (void)other.model; });
  sink(^{ other.size = _count; });
  sink(^{ (void)[Widget class]; });
  sink(^{ [Widget classRun]; });
  self.handler = ^{ (void)self.size; };
  _count++;
}
+ (void)classRun {
  sink(^{ (void)self; });
  sink(^{ [self classRun]; });
  sink(^{ (void)[self alloc]; });
  sink(^{ });
}
@end
void cfunc_in_file(Widget *w) {
  sink(^{ (void)w->_count; });
  sink(^{ (void)w.model; });
}
