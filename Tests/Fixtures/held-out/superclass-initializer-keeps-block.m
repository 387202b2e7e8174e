// A subclass hands a block to its superclass's initializer (or another method of its own
// object, through super) and that method keeps the block in an ivar of the same object: the
// subclass's self keeps the block that captures it.
#import <Foundation/Foundation.h>

typedef void (^ActionBlock)(id sender);

@interface Activity : NSObject
@property (nonatomic, copy, readonly) ActionBlock actionBlock;
- (instancetype)initWithTitle:(NSString *)title actionBlock:(ActionBlock)actionBlock;
- (instancetype)initWithTitle:(NSString *)title runBlock:(ActionBlock)runBlock;
- (void)configureWithBlock:(ActionBlock)block;
- (void)performWithBlock:(ActionBlock)block;
@end

@implementation Activity
- (instancetype)initWithTitle:(NSString *)title actionBlock:(ActionBlock)actionBlock {
  if ((self = [super init])) {
    _actionBlock = [actionBlock copy];
  }
  return self;
}
- (instancetype)initWithTitle:(NSString *)title runBlock:(ActionBlock)runBlock {
  if ((self = [super init])) {
    runBlock(self);
  }
  return self;
}
- (void)configureWithBlock:(ActionBlock)block {
  _actionBlock = [block copy];
}
- (void)performWithBlock:(ActionBlock)block {
  block(self);
}
@end

@interface ShareActivity : Activity
- (void)share;
@end

@implementation ShareActivity
- (void)share {}

// CASE: the superclass's initializer keeps the block on this very object
- (instancetype)init {
  return [super initWithTitle:@"Share" actionBlock:^(id sender) {
    [self share]; // expected-warning [retain-cycle]
  }];
}

// CASE: another initializer of the same object, sent to self
- (instancetype)initWithService:(NSString *)service {
  return [self initWithTitle:service actionBlock:^(id sender) {
    [self share]; // expected-warning [retain-cycle]
  }];
}

// CASE: a method of the superclass, sent to super, keeps it too
- (void)reconfigure {
  [super configureWithBlock:^(id sender) {
    [self share]; // expected-warning [retain-cycle]
  }];
}

// NEGATIVE: a weak copy
- (void)reconfigureWeakly {
  __weak typeof(self) weakSelf = self;
  [super configureWithBlock:^(id sender) {
    [weakSelf share];
  }];
}

// NEGATIVE: the superclass's method runs the block and lets go of it
- (void)performNow {
  [super performWithBlock:^(id sender) {
    [self share];
  }];
}

// NEGATIVE: an initializer that runs its block
- (instancetype)initRunning {
  return [super initWithTitle:@"Run" runBlock:^(id sender) {
    [self share];
  }];
}

// NEGATIVE: a fresh activity keeps the block, and nothing keeps the activity
- (void)makeAnother {
  Activity *other = [[Activity alloc] initWithTitle:@"Other" actionBlock:^(id sender) {
    [self share];
  }];
  [other configureWithBlock:^(id sender) {
    [self share];
  }];
}
@end
