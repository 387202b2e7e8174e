// Objective-C methods and dispatch functions with noescape block parameters.
#import <Foundation/Foundation.h>
@interface Runner : NSObject { int _n; }
- (void)each:(NS_NOESCAPE void (^)(int i))body;
- (void)later:(void (^)(void))body now:(NS_NOESCAPE void (^)(void))now;
+ (void)withLock:(NS_NOESCAPE void (^)(void))body;
@end
@implementation Runner
- (void)each:(NS_NOESCAPE void (^)(int i))body { body(1); }
- (void)later:(void (^)(void))body now:(NS_NOESCAPE void (^)(void))now { now(); }
+ (void)withLock:(NS_NOESCAPE void (^)(void))body { body(); }
- (void)go:(NSArray *)items {
  int local = 1;
  [self each:^(int i) { (void)i; (void)local; }];
  [self each:^(int i) { _n = i; }];
  [self later:^{ (void)local; } now:^{ (void)local; }];
  [Runner withLock:^{ [self description]; }];
  dispatch_queue_t q = dispatch_get_main_queue();
  dispatch_sync(q, ^{ (void)local; });
  dispatch_async(q, ^{ (void)local; });
  [items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) { (void)local; (void)obj; }];
  [items indexOfObjectPassingTest:^BOOL(id obj, NSUInteger idx, BOOL *stop) { return obj == self; }];
  (void)[items sortedArrayUsingComparator:^NSComparisonResult(id a, id b) { return local; }];
}
@end
