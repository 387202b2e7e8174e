// A registry keeps a copy of each block it is given (`[block copy]`, `Block_copy(block)`) in a
// collection of its own: a client that keeps the registry and registers a block using self
// keeps itself, as when the registry stores the block as it is.
#import <Foundation/Foundation.h>

typedef void (^ChangeBlock)(void);

@interface ChangeRegistry : NSObject
- (void)listenWithBlock:(ChangeBlock)block;
- (id)observeWithBlock:(ChangeBlock)block;
- (void)runOnce:(ChangeBlock)block;
- (void)enqueue:(ChangeBlock)block;
@end

@interface ChangeRegistry ()
@property (nonatomic, strong) NSMutableArray *blocks;
@property (nonatomic, strong) NSMutableDictionary *observers;
@property (nonatomic, strong) NSMutableArray *pending;
@end

@implementation ChangeRegistry
- (void)listenWithBlock:(ChangeBlock)block {
  [self.blocks addObject:[block copy]];
}
- (id)observeWithBlock:(ChangeBlock)block {
  NSUUID *key = [NSUUID UUID];
  [self.observers setObject:[block copy] forKey:key];
  return key;
}
- (void)runOnce:(ChangeBlock)block {
  ChangeBlock copied = [block copy];
  copied();
}
- (void)enqueue:(ChangeBlock)block {
  [self.pending addObject:[block copy]];
}
- (void)drainOne {
  ChangeBlock next = self.pending.firstObject;
  [self.pending removeObject:next];
  next();
}
@end

@interface Screen : NSObject
@property (nonatomic, strong) ChangeRegistry *registry;
@property (nonatomic, strong) id token;
@end

@implementation Screen
- (void)reload {}

- (void)start {
  // CASE: the registry keeps a copy in an array
  [self.registry listenWithBlock:^{
    [self reload]; // expected-warning [retain-cycle]
  }];
  // CASE: and in a dictionary, under the key it returns
  self.token = [self.registry observeWithBlock:^{
    [self reload]; // expected-warning [retain-cycle]
  }];
  // NEGATIVE: a copy the method runs and lets go of
  [self.registry runOnce:^{
    [self reload];
  }];
  // NEGATIVE: pending work the registry takes out one at a time
  [self.registry enqueue:^{
    [self reload];
  }];
  // NEGATIVE: a weak copy
  __weak typeof(self) weakSelf = self;
  [self.registry listenWithBlock:^{
    [weakSelf reload];
  }];
}
@end
