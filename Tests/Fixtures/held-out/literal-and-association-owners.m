// Less common ways self comes to keep a block: collection literals, associated objects, KVC,
// a conditional expression, and a strong alias taken from the weak copy outside the block.
#import <Foundation/Foundation.h>
#import <objc/runtime.h>

static char kHandlerKey;

@interface Wizard : NSObject
@property (nonatomic, copy) NSArray *steps;
@property (nonatomic, copy) NSDictionary *actions;
@property (nonatomic, copy) void (^completion)(void);
- (void)next;
@end

@implementation Wizard
- (void)next {}

// CASE: array literal assigned to a property of self
- (void)buildSteps {
  self.steps = @[^{
    [self next]; // expected-warning [retain-cycle]
  }];
}

// CASE: dictionary literal assigned to a property of self
- (void)buildActions {
  self.actions = @{@"next": ^{
    [self next]; // expected-warning [retain-cycle]
  }};
}

// CASE: associated object on self
- (void)associate {
  objc_setAssociatedObject(self, &kHandlerKey, ^{
    [self next]; // expected-warning [retain-cycle]
  }, OBJC_ASSOCIATION_COPY_NONATOMIC);
}

// CASE: conditional expression picks the block that is stored
- (void)finishWith:(void (^)(void))completion {
  self.completion = completion ?: ^{
    [self next]; // expected-warning [retain-cycle]
  };
}

// CASE: strong alias re-taken from the weak copy OUTSIDE the block
- (void)aliasOutside {
  __weak typeof(self) weakSelf = self;
  __strong typeof(weakSelf) strongSelf = weakSelf;
  self.completion = ^{
    [strongSelf next]; // expected-warning [retain-cycle]
  };
}
@end
