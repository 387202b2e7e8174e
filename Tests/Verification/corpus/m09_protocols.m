// Protocol-typed and generic-typed captures, id<P>, __kindof, instancetype in class methods.
__attribute__((objc_root_class))
@interface Base { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
@end
@protocol Delegate
- (void)done;
@end
@interface Coll<T> : Base
- (T)first;
@end
typedef void (^Blk)(void);
void sink(Blk b);
@interface Client : Base <Delegate> {
  id<Delegate> _delegate;
  __weak id<Delegate> _weakDelegate;
}
@end
@implementation Client
- (void)done { }
- (void)use:(Coll<Client *> *)coll other:(__kindof Base *)other {
  id<Delegate> d = _delegate;
  __weak id<Delegate> wd = d;
  __unsafe_unretained id<Delegate> ud = d;
  Client *first = [coll first];
  sink(^{ [d done]; });
  sink(^{ [wd done]; });
  sink(^{ [ud done]; });
  sink(^{ (void)first; (void)coll; (void)other; });
  sink(^{ [_delegate done]; });
  sink(^{ [_weakDelegate done]; });
  sink(^{ id<Delegate> local = self; [local done]; });
  sink(^{ sink(^{ [(id<Delegate>)self done]; }); });
}
+ (instancetype)make {
  Client *c = [[self alloc] init];
  sink(^{ [c done]; });
  return c;
}
@end
