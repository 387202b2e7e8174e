// Objects that keep a block because an initializer took it, or because they were built in a
// local that self keeps later.
#import <Foundation/Foundation.h>

@interface ContextManager : NSObject
- (instancetype)initWithLoggingHandler:(void (^)(void))loggingHandler;
@end

@interface Child : NSObject
@property (copy) void (^handler)(void);
@end

@interface Parent : NSObject
@property (strong) ContextManager *manager;
@property (strong) Child *child;
@property (strong) NSBlockOperation *op;
@property (strong) NSOperationQueue *queue;
- (void)log;
@end

@implementation Parent
- (void)log {}

// CASE: initializer keeps the block, result kept by self
- (void)makeManager {
  self.manager = [[ContextManager alloc] initWithLoggingHandler:^{
    [self log]; // expected-warning [retain-cycle] {{self → manager (strong) → initWithLoggingHandler: → block → self}}
  }];
}

// CASE: returned, not kept
- (ContextManager *)returnManager {
  return [[ContextManager alloc] initWithLoggingHandler:^{
    [self log];
  }];
}

// CASE: child configured in a local then stored on self
- (void)makeChild {
  Child *c = [Child new];
  c.handler = ^{
    [self log]; // expected-warning [retain-cycle] {{self → child (strong) → handler (copy) → block → self}}
  };
  self.child = c;
}

// CASE: child configured in a local, handed to someone else
- (void)makeChildElsewhere:(NSMutableArray *)list {
  Child *c = [Child new];
  c.handler = ^{ [self log]; };
  [list addObject:c];
}

// CASE: block operation built in a local, kept by self
- (void)makeOp {
  NSBlockOperation *op = [[NSBlockOperation alloc] init];
  [op addExecutionBlock:^{
    [self log]; // expected-warning [retain-cycle]
  }];
  self.op = op;
  [self.queue addOperation:op];
}
@end

// Ported from Infer's RetainCycleBlocks test (names changed).
@interface PeerNode : NSObject {
  PeerNode *_child;
}
@property (nonatomic, strong) PeerNode *peer;
@property (nonatomic, strong) PeerNode *child;
@property (nonatomic, strong) void (^handler)(PeerNode *n);
@end

@implementation PeerNode
// CASE: self kept through its own handler property
- (void)retainSelfInBlock {
  self.handler = ^(PeerNode *n) {
    self->_child = n; // expected-warning [retain-cycle]
  };
}
// CASE: weak self re-strengthened and checked
- (void)retainWeakSelfInBlock {
  __weak typeof(self) weakSelf = self;
  self.handler = ^(PeerNode *n) {
    __strong typeof(self) strongSelf = weakSelf;
    if (strongSelf)
      strongSelf->_child = n;
  };
}
@end

// CASE: a keeps b, b keeps a block that captures a
int peerCycle(void) {
  PeerNode *a = [PeerNode new];
  PeerNode *b = [PeerNode new];
  a.peer = b;
  b.peer = a;
  b.handler = ^(PeerNode *n) {
    a.child = a; // expected-warning [retain-cycle]
  };
  return 0;
}
