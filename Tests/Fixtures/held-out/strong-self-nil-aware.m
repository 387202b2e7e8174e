// strong-self-not-checked reports only what goes wrong when the strong copy is nil. Each negative
// here is a shape that was wrongly reported on public trees before.
#import "../FoundationStubs.h"

#define BOX_OR_MARKER(x) @[ (x) ?: (id)[Marker shared] ]

@interface Marker : NSObject
+ (instancetype)shared;
@end

void describe(id object);                       // unannotated C function: nil is not known to be wrong
void attach(id _Nonnull object, const void * _Nonnull key);

@interface Watcher : NSObject { int _state; }
@property (copy) void (^handler)(void);
@property (copy) void (^onChange)(int);
@property (weak) id sink;
- (instancetype)initWithTarget:(__weak id)target;
- (void)store:(id)object;
@end

@implementation Watcher
- (instancetype)initWithTarget:(__weak id)target { return self; }
- (void)store:(id)object {}

// CASE: nil replaced in a macro with ?:, weak parameters, keys and unannotated functions
- (void)nilTolerant {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) s = weakSelf;
    NSArray *boxed = BOX_OR_MARKER(s);
    (void)boxed;
    (void)[[Watcher alloc] initWithTarget:s];
    attach(weakSelf.sink ?: @"none", (__bridge const void *)s);
    describe(s);
    if (s.onChange) s.onChange(1);
  };
}

// CASE: a method no header declares (its header is missing): its parameters are not known
- (void)undeclaredCallee {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) s = weakSelf;
    [NotDeclaredAnywhere forgetWorker:s];
  };
}

// CASE: a block that calls itself through a weak reference: the running block is alive, so the
// reference is not nil while it runs
- (void)recursion {
  __weak void (^weakStep)(int);
  void (^step)(int);
  weakStep = step = ^(int n) {
    void (^strongStep)(int) = weakStep;
    if (n > 0) strongStep(n - 1);
  };
  step(3);
}

// CASE: nonnull C parameters still reject nil; a message argument accepts it
- (void)nonnull {
  __weak typeof(self) weakSelf = self;
  self.handler = ^{
    __strong typeof(weakSelf) s = weakSelf;
    attach(s, "k"); // expected-warning [strong-self-not-checked]
  };
  self.onChange = ^(int v) {
    __strong typeof(weakSelf) s = weakSelf;
    [self.sink store:s]; // expected-warning [mixed-self-weakself] expected-warning [retain-cycle]
  };
}
@end
