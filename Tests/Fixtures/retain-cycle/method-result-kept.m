// A method builds a block, or an object around one, and returns it; a caller on self keeps the
// result. The block is kept where the method's callers put what it returns.
#import <Foundation/Foundation.h>

@interface Header : NSObject
@property (copy) void (^onClose)(void);
@end
@implementation Header
@end

@interface Card : NSObject
@property (strong) Header *header;
@property (copy) void (^refresh)(void);
@property (copy) void (^weakRefresh)(void);
- (void)close;
@end

@implementation Card
- (void)close {}

// CASE: an object built around the block, kept by the caller
- (Header *)makeHeader {
  Header *header = [Header new];
  header.onClose = ^{
    [self close]; // expected-warning [retain-cycle] {{self → header (strong) → onClose (copy) → block → self}}
  };
  return header;
}

// CASE: the block itself, kept by the caller
- (void (^)(void))makeRefresh {
  return ^{
    [self close]; // expected-warning [retain-cycle] {{self → refresh (copy) → block → self}}
  };
}

// CASE: returned, run on the spot or kept elsewhere: not kept by self
- (void (^)(void))makeTransient {
  return ^{
    [self close];
  };
}

// CASE: returned with a weak self
- (void (^)(void))makeWeakRefresh {
  __weak typeof(self) weakSelf = self;
  return ^{
    [weakSelf close];
  };
}

- (void)setUpWithPeer:(Card *)peer {
  self.header = [self makeHeader];
  self.refresh = [self makeRefresh];
  [self makeTransient]();
  peer.refresh = [self makeTransient];
  self.weakRefresh = [self makeWeakRefresh];
}
@end
