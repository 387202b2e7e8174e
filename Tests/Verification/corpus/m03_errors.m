// Out-parameters, typeof(self) re-declarations and weak/strong dances.
__attribute__((objc_root_class))
@interface Root { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
@end
@interface NSError : Root
@end
typedef void (^Blk)(void);
void sink(Blk b);
@interface Loader : Root { int _state; }
@property (copy) Blk completion;
- (void)load:(NSError **)error;
- (void)dance;
@end
@implementation Loader
- (void)load:(NSError **)error {
  sink(^{ (void)error; });
  NSError *__autoreleasing *alias = error;
  sink(^{ (void)alias; });
  NSError *local = 0;
  NSError *__strong *out = &local;
  sink(^{ (void)out; });
  sink(^{ if (error) { (void)*error; } });
}
- (void)dance {
  __weak typeof(self) weakSelf = self;
  __weak __typeof__(self) weakSelf2 = self;
  __weak Loader *weakSelf3 = self;
  self.completion = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (!strongSelf) return;
    strongSelf->_state = 1;
  };
  self.completion = ^{
    __strong __typeof__(self) strongSelf = weakSelf2;
    (void)strongSelf;
  };
  self.completion = ^{
    typeof(self) again = weakSelf3;
    (void)again;
  };
  self.completion = ^{
    (void)weakSelf;
    (void)self;
  };
  self.completion = ^{
    (void)weakSelf;
    sink(^{ __strong typeof(self) s = weakSelf; (void)s; (void)_state; });
  };
  typeof(self) alias = self;
  sink(^{ (void)alias; });
  __unsafe_unretained typeof(self) unsafeSelf = self;
  sink(^{ (void)unsafeSelf; });
}
@end
