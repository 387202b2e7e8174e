// @synchronized, @try/@catch, for-in, class properties, blocks in accessors and dealloc.
__attribute__((objc_root_class))
@interface Base { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
+ (instancetype)new;
@end
@interface NSException : Base @end
@interface List : Base
- (unsigned long)countByEnumeratingWithState:(void *)state objects:(id __unsafe_unretained [])buffer count:(unsigned long)len;
@end
typedef void (^Blk)(void);
void sink(Blk b);
@interface Acc : Base { id _value; Blk _saved; }
@property (class, strong) Acc *shared;
@property (strong, nonatomic) id value;
@property (readonly) int computed;
@end
static Acc *g_shared;
@implementation Acc
+ (Acc *)shared { sink(^{ (void)g_shared; }); return g_shared; }
+ (void)setShared:(Acc *)s { sink(^{ g_shared = s; }); }
- (id)value { sink(^{ (void)_value; }); return _value; }
- (void)setValue:(id)v { _saved = ^{ (void)v; (void)self; }; _value = v; }
- (int)computed { return ^{ return (int)(_value != 0); }(); }
- (void)dealloc { sink(^{ (void)_saved; }); }
- (void)misc:(List *)list {
  @synchronized (self) { sink(^{ (void)self.value; }); }
  @try { sink(^{ (void)list; }); }
  @catch (NSException *e) { sink(^{ (void)e; }); }
  @finally { sink(^{ (void)_value; }); }
  for (id item in list) { sink(^{ (void)item; }); }
  for (__weak id witem in list) { sink(^{ (void)witem; }); }
  sink(^{ (void)Acc.shared; });
  sink(^{ Acc.shared = self; });
  sink(^{ (void)[Acc shared].value; });
  __unsafe_unretained typeof(self) uself = self;
  sink(^{ (void)uself.value; });
  sink(^{ (void)uself->_value; });
  sink(^{ @synchronized (uself) { } });
  id obj = self;
  sink(^{ @synchronized (obj) { (void)_saved; } });
}
@end
void catch_in_blocks(void) {
  sink(^{
    @try { } @catch (NSException *inner) { sink(^{ (void)inner; }); }
  });
  @try { } @catch (NSException *outer) {
    sink(^{ sink(^{ (void)outer; }); });
  }
  @try { } @catch (id any) { sink(^{ (void)any; }); }
}
