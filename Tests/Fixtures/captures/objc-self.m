// Hand-picked Objective-C cases (ARC). Each expectation comment describes the block literals
// whose `^` is on its line, in column order, separated by `|`.
typedef void (^blk_t)(void);
void call(blk_t b);
int use(int v);
#define nil ((id)0)
@interface NSObject { Class isa; }
+ (instancetype)new;
+ (Class)class;
- (void)m;
@end
@interface NSString : NSObject @end
@interface NSConstantString : NSString @end
@interface Base : NSObject
@property (nonatomic, strong) id prop;
@end
@interface Foo : Base {
  int _n;
  id _obj;
}
@property (nonatomic, copy) blk_t handler;
@end

@implementation Base
@end

@implementation Foo
- (void)ivars {
  call(^{ use(_n); });  // expect: stack self=value/strong/implicit
  call(^{ _obj = nil; use(self->_n); });  // expect: stack self=value/strong
  call(^{ call(^{ use(_n); }); });  // expect: stack self=value/strong/implicit | stack self=value/strong/implicit
  call(^{ [self m]; call(^{ use(_n); }); });  // expect: stack self=value/strong | stack self=value/strong/implicit
  call(^{ use((int)sizeof(_n)); use((int)sizeof(self)); });  // expect: global
}

- (void)properties {
  call(^{ use(self.prop != nil); });  // expect: stack self=value/strong
  self.handler = ^{ self.prop = nil; };  // expect: stack self=value/strong
  call(^{ [super m]; });  // expect: stack self=value/strong
  call(^{ use(super.prop != nil); });  // expect: stack self=value/strong
  call(^{ use(_cmd != 0); });  // expect: stack _cmd=value/none
}

- (void)weakStrongDance {
  __weak __typeof__(self) weakSelf = self;
  __unsafe_unretained Foo *unretained = self;
  call(^{ __strong __typeof__(weakSelf) strongSelf = weakSelf; [strongSelf m]; });  // expect: stack weakSelf=value/weak
  call(^{ [unretained m]; });  // expect: stack unretained=value/unretained
  call(^{ [weakSelf m]; [self m]; });  // expect: stack weakSelf=value/weak self=value/strong
}

- (void)objects {
  id strongObject = [NSObject new];
  __block id shared = nil;
  __block __weak id sharedWeak = nil;
  blk_t block = ^{};  // expect: global
  __weak blk_t weakBlock = block;
  NSObject *const constant = nil;
  NSString *const string = @"constant";
  const blk_t constantBlock = ^{};  // expect: global
  call(^{ [strongObject m]; shared = nil; (void)sharedWeak; });  // expect: stack strongObject=value/strong shared=byref/strong sharedWeak=byref/weak
  call(^{ block(); (void)weakBlock; });  // expect: stack block=value/strong weakBlock=value/weak
  call(^{ (void)constant; (void)string; constantBlock(); });  // expect: global constant=value/strong/folded string=value/strong/folded constantBlock=value/strong/folded
  for (id item in (id)nil) {
    call(^{ [item m]; });  // expect: stack item=value/strong
  }
  Class cls = [Foo class];
  call(^{ (void)cls; });  // expect: stack cls=value/unretained
}

+ (void)classMethod {
  call(^{ (void)self; });  // expect: stack self=value/none
}
@end

void plainFunction(Foo *foo) {
  call(^{ [foo m]; });  // expect: stack foo=value/strong
}
