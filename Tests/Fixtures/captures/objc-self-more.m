// Objective-C: self in init and dealloc, @synchronized, assertion macros using self and _cmd,
// ivars of another object, __block self, weak self's properties, super in nested blocks.
// Each expectation comment describes the block literals whose `^` is on its line.
typedef void (^blk_t)(void);
void call(blk_t b);
int use(int v);
#define nil ((id)0)
#define MyAssert(cond) do { if (!(cond)) { [self fail:_cmd]; } } while (0)
@interface NSObject { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
- (void)dealloc;
- (void)m;
- (Class)class;
@end
@interface Foo : NSObject { @public int _n; }
@property (nonatomic, strong) id prop;
- (void)fail:(SEL)sel;
@end
@implementation Foo
- (instancetype)init {
  self = [super init];
  call(^{ [self m]; });  // expect: stack self=value/strong
  return self;
}
- (void)dealloc {
  call(^{ use(_n); });  // expect: stack self=value/strong/implicit
}
- (void)fail:(SEL)sel {}
- (void)various:(Foo *)other {
  __weak Foo *weakSelf = self;
  __block Foo *blockSelf = self;
  call(^{ @synchronized(self) { use(1); } });  // expect: stack self=value/strong
  call(^{ MyAssert(other != nil); });  // expect: stack _cmd=value/none other=value/strong self=value/strong
  call(^{ call(^{ (void)self.prop; }); });  // expect: stack self=value/strong | stack self=value/strong
  call(^{ use(other->_n); });  // expect: stack other=value/strong
  call(^{ (void)[self class]; });  // expect: stack self=value/strong
  call(^{ (void)blockSelf; });  // expect: stack blockSelf=byref/strong
  call(^{ (void)weakSelf.prop; });  // expect: stack weakSelf=value/weak
  call(^{ call(^{ [super m]; }); });  // expect: stack self=value/strong | stack self=value/strong
  call(^{ use(self->_n + _n); });  // expect: stack self=value/strong
}
- (void)typeofCopies {
  __block typeof(self) blockSelf = self;
  __weak typeof(self) weakCopy = self;
  __unsafe_unretained typeof(self) rawCopy = self;
  call(^{ (void)blockSelf; (void)weakCopy; (void)rawCopy; });  // expect: stack blockSelf=byref/strong weakCopy=value/weak rawCopy=value/unretained
}
@end
