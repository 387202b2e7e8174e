// Scenarios of Infer's CAPTURED_STRONG_SELF (codetoanalyze/objc/self-in-block/StrongSelf.m),
// rewritten with our own names: a strong self captured by a nested block, and a dance that starts
// from a self that is not weak.
#import "../FoundationStubs.h"

@interface Gauge : NSObject {
  int level;
}
- (void)refresh;
- (void)each:(NS_NOESCAPE void (^)(id item))body;
@end

@implementation Gauge
- (void)refresh {}
- (void)each:(void (^)(id item))body {}

// CASE: the "weak" copy was never declared __weak
- (void)notReallyWeak {
  __typeof(self) weakSelf = self;
  int (^block)(BOOL) = ^(BOOL tapped) {
    __strong __typeof(weakSelf) strongSelf = weakSelf; // expected-warning [captured-strong-self]
    return strongSelf->level;
  };
  (void)block;
}

// CASE: strongSelf of the outer block used in a nested escaping block
- (void)nestedUse {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong typeof(self) strongSelf = weakSelf;
    if (strongSelf) {
      int (^inner)(void) = ^() {
        int x = strongSelf->level; // expected-warning [captured-strong-self]
        x = strongSelf->level;
        return x;
      };
      (void)inner;
      return strongSelf->level;
    }
    return 0;
  };
  (void)block;
}

// CASE: nested block passed to a noescape API
- (void)nestedNoescape {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong typeof(self) strongSelf = weakSelf;
    if (strongSelf) {
      [strongSelf each:^(id item) {
        [strongSelf refresh];
      }];
    }
    return 0;
  };
  (void)block;
}

// CASE: the strong copy of a weak self used in a noescape block's message, its result kept in a local
- (void)nestedNoescapeResult:(NSArray *)items {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong typeof(self) strongSelf = weakSelf;
    if (strongSelf) {
      [strongSelf each:^(id item) {
        id result = [strongSelf description];
        (void)result;
      }];
    }
    return 0;
  };
  (void)block;
}

// CASE: a strong alias of self used by a block inside another block
- (void)aliasInNestedAsync:(dispatch_queue_t)queue {
  __typeof(self) me = self;
  int (^block)(void) = ^() {
    dispatch_async(queue, ^() {
      [me refresh]; // expected-warning [captured-strong-self]
    });
    return 0;
  };
  (void)block;
}

// CASE: the same alias in a top-level async block
- (void)aliasInAsync:(dispatch_queue_t)queue {
  __typeof(self) me = self;
  dispatch_async(queue, ^() {
    [me refresh];
  });
}

// CASE: the inner block re-strengthens the weak copy itself
- (void)innerDance {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    [weakSelf refresh];
    int (^inner)(void) = ^() {
      [weakSelf refresh];
      return 0;
    };
    (void)inner;
    return 0;
  };
  (void)block;
}
@end
