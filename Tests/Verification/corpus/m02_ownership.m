// Ownership of captured object pointers under ARC.
__attribute__((objc_root_class))
@interface Root { Class isa; }
+ (instancetype)alloc;
- (instancetype)init;
+ (Class)class;
@end
@interface Thing : Root
@property (strong) Thing *next;
@end
@implementation Thing
@end
typedef void (^Blk)(void);
void sink(Blk b);
typedef Thing *ThingRef;
Thing *g_thing;
__weak Thing *g_weak;
static __unsafe_unretained id g_unretained;
void f_ownership(Thing *param, id anyParam, Class cls, __weak Thing *weakParam) {
  Thing *strongLocal = param;
  __strong id explicitStrong = anyParam;
  __weak Thing *weakLocal = param;
  __weak id weakId = anyParam;
  __unsafe_unretained Thing *unsafeLocal = param;
  __unsafe_unretained id unsafeId = anyParam;
  Class localClass = cls;
  __strong Class strongClass = cls;
  ThingRef typedefd = param;
  __weak ThingRef weakTypedef = param;
  Blk block = ^{ };
  __weak Blk weakBlock = block;
  void *raw = (__bridge void *)param;
  static Thing *staticThing;
  static __weak Thing *staticWeak;
  const id constId = param;
  id const constId2 = anyParam;
  sink(^{ (void)strongLocal; });
  sink(^{ (void)explicitStrong; });
  sink(^{ (void)weakLocal; });
  sink(^{ (void)weakId; });
  sink(^{ (void)unsafeLocal; });
  sink(^{ (void)unsafeId; });
  sink(^{ (void)localClass; });
  sink(^{ (void)strongClass; });
  sink(^{ (void)typedefd; });
  sink(^{ (void)weakTypedef; });
  sink(^{ block(); });
  sink(^{ (void)weakBlock; });
  sink(^{ (void)raw; });
  sink(^{ (void)staticThing; });
  sink(^{ (void)staticWeak; });
  sink(^{ (void)constId; });
  sink(^{ (void)constId2; });
  sink(^{ (void)g_thing; });
  sink(^{ (void)g_weak; });
  sink(^{ (void)g_unretained; });
  sink(^{ (void)param; (void)anyParam; (void)cls; (void)weakParam; });
  sink(^{ (void)param.next; });
  sink(^{ (void)weakLocal.next.next; });
  sink(^{ sink(^{ (void)weakLocal; (void)strongLocal; }); });
}
void f_byref(Thing *param) {
  __block Thing *byrefStrong = param;
  __block __weak Thing *byrefWeak = param;
  __weak __block id byrefWeak2 = param;
  __block __unsafe_unretained Thing *byrefUnsafe = param;
  __block int byrefInt = 0;
  __block Blk byrefBlock = ^{ };
  __block Thing *__strong *ptrToStrong = &byrefStrong;
  sink(^{ byrefStrong = 0; });
  sink(^{ (void)byrefWeak; });
  sink(^{ (void)byrefWeak2; });
  sink(^{ (void)byrefUnsafe; });
  sink(^{ byrefInt++; });
  sink(^{ byrefBlock = 0; });
  sink(^{ (void)ptrToStrong; });
  sink(^{ sink(^{ byrefStrong = param; byrefInt = 2; }); });
}
