// Uses of a strong copy of a weak self that cannot crash, next to the ones that can. A message
// and its arguments accept nil; only a callee known to raise on nil (a mutable collection's
// addObject:) or a C parameter declared nonnull rejects it.
#import "../FoundationStubs.h"

void attachNonnull(id _Nonnull object);

@interface Listener : NSObject
@property (nonatomic, copy) void (^handler)(void);
@property (nonatomic, strong) NSMutableArray *items;
- (void)remember:(Listener *)listener;
- (void)ping;
@end

@implementation Listener

- (void)remember:(Listener *)listener {}
- (void)ping {}

// CASE: a strong copy taken outside the block, while the method holds self, is never nil
- (void)copyTakenOutside {
  __weak typeof(self) weakSelf = self;
  __strong typeof(weakSelf) strongSelf = weakSelf;
  self.handler = ^{
    [strongSelf remember:strongSelf];
    attachNonnull(strongSelf);
  };
}

// CASE: a message argument accepts nil, whatever its declared nullability
- (void)passedToAMethod {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    [strongSelf.items.firstObject remember:strongSelf];
  };
}

// CASE: a recursive block called through a weak reference kept by a __block strong copy is
// alive while it runs
- (void)recursiveBlock {
  __block void (^run)(int);
  __weak __block void (^weakRun)(int);
  weakRun = run = ^(int n) {
    void (^strongRun)(int) = weakRun;
    if (n > 0) strongRun(n - 1);
  };
  run(2);
  run = nil;
}

// CASE: addObject: raises on nil
- (void)addedToAnArray {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    [weakSelf.items addObject:strongSelf]; // expected-warning [strong-self-not-checked]
  };
}

// CASE: a nonnull C parameter rejects nil
- (void)passedToANonnullFunction {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    attachNonnull(strongSelf); // expected-warning [strong-self-not-checked]
  };
}

@end
