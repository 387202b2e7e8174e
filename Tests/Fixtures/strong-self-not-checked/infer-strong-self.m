// Scenarios ported from Infer's self-in-block tests (codetoanalyze/objc/self-in-block/StrongSelf.m),
// rewritten with our own names. Infer's MIXED_SELF_WEAKSELF is our mixed-self-weakself and its
// STRONG_SELF_NOT_CHECKED our strong-self-not-checked; one finding per block, at the first use.
#import "../FoundationStubs.h"

@class Probe;

@interface ProbeUser
- (void)useProbe:(Probe *)probe;
- (void)useProbeNullable:(int)x and:(Probe *_Nullable)probe;
@end

@interface Picture
@property (nonatomic, strong) id image;
@end

@interface Probe : NSObject
@property (nonatomic, weak) ProbeUser *user;
- (void)foo;
- (void)bar;
@end

void takeProbe(Probe *probe) {}
void takeNullableProbe(Probe *_Nullable probe) {}

@implementation Probe {
  int x;
}

- (void)foo {}
- (void)bar {}

// CASE: block uses the strong copy and self (mixed)
- (void)mixedSelfAndWeakSelf {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    if (strongSelf) {
      [strongSelf foo];
      int y = self->x; // expected-warning [mixed-self-weakself]
      [self foo];
      return y;
    }
    return 0;
  };
  (void)block;
}

// CASE: "weak" copy that is not weak: nothing to check
- (void)notActuallyWeak {
  __typeof(self) weakSelf = self;
  int (^block)(BOOL) = ^(BOOL tapped) {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    return strongSelf->x;
  };
  (void)block;
}

// CASE: messages to nil are harmless
- (void)onlyMessages {
  __weak __typeof(self) weakSelf = self;
  int (^block)(BOOL) = ^(BOOL tapped) {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    [strongSelf foo];
    return 0;
  };
  (void)block;
}

// CASE: copying the strong copy is not a use that crashes
- (void)copiesOnly {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    __strong __typeof(weakSelf) strongSelf2 = strongSelf;
    (void)strongSelf2;
    return 0;
  };
  (void)block;
}

// CASE: checked in one branch, dereferenced in the else branch
- (void)checkedOnce {
  __weak __typeof(self) weakSelf = self;
  int (^block)(BOOL) = ^(BOOL tapped) {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    if (strongSelf) {
      [strongSelf foo];
      int y = strongSelf->x;
      (void)y;
    } else {
      (void)strongSelf->x; // expected-warning [strong-self-not-checked]
      [strongSelf foo];
      takeProbe(strongSelf);
    }
    return 0;
  };
  (void)block;
}

// CASE: passed to a function in the else branch
- (void)passedInElse {
  __weak __typeof(self) weakSelf = self;
  int (^block)(BOOL) = ^(BOOL tapped) {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    if (strongSelf) {
      [strongSelf foo];
      int y = strongSelf->x;
      (void)y;
    } else {
      takeProbe(strongSelf);
      int y = strongSelf->x; // expected-warning [strong-self-not-checked]
      (void)y;
    }
    return 0;
  };
  (void)block;
}

// CASE: _Nullable parameter accepts nil
- (void)nullableParameter {
  __weak __typeof(self) weakSelf = self;
  int (^block)(BOOL) = ^(BOOL tapped) {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    takeNullableProbe(strongSelf);
    return 0;
  };
  (void)block;
}

// CASE: early return on nil, else branch
- (void)earlyReturnWithElse {
  __weak __typeof(self) weakSelf = self;
  int (^block)(BOOL) = ^(BOOL tapped) {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    if (!strongSelf) {
      return 0;
    } else {
      [strongSelf foo];
    }
    return 0;
  };
  (void)block;
}

// CASE: dereferenced before the check
- (void)checkTooLate {
  __weak __typeof(self) weakSelf = self;
  int (^block)(BOOL) = ^(BOOL tapped) {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    int y = strongSelf->x; // expected-warning [strong-self-not-checked]
    if (strongSelf == nil) {
      return 0;
    }
    return strongSelf->x + y;
  };
  (void)block;
}

// CASE: passed as a message argument: a message accepts nil whatever its nullability says
- (void)passedToMethod {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    [strongSelf.user useProbe:strongSelf];
    return 0;
  };
  (void)block;
}

// CASE: passed as a nullable message argument
- (void)passedToNullableMethod {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    [strongSelf.user useProbeNullable:1 and:strongSelf];
    return 0;
  };
  (void)block;
}

// CASE: checked together with another condition
- (void)checkedWithAnd:(Picture *)a {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    if (strongSelf && a.image) {
      int y = strongSelf->x;
      (void)y;
    }
    return 0;
  };
  (void)block;
}

// CASE: checked by a conditional expression
- (void)checkedByTernary {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong __typeof(weakSelf) strongSelf = weakSelf;
    return strongSelf ? strongSelf->x : 0;
  };
  (void)block;
}

// CASE: strong copy checked in the outer block, used in an inner one
- (void)nestedAfterCheck {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    __strong typeof(self) strongSelf = weakSelf;
    if (strongSelf) {
      int (^inner)(void) = ^() {
        int y = strongSelf->x;
        return y;
      };
      (void)inner;
    }
    return 0;
  };
  (void)block;
}

// CASE: self in the outer block, weak self only in the inner one: not mixed
- (void)selfOutsideWeakInside:(NSArray *)resources {
  __weak __typeof(self) weakSelf = self;
  int (^block)(void) = ^() {
    [self foo];
    int (^inner)(void) = ^() {
      [weakSelf foo];
      return 0;
    };
    (void)inner;
    return 0;
  };
  (void)block;
}
@end
