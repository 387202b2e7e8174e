// Ports of Infer's Pulse retain-cycle tests (infer/tests/codetoanalyze/objc/pulse/retain_cycles/),
// renamed; *_bad cases are expected findings, the rest must be silent.
#import <Foundation/Foundation.h>

@class Cell;
typedef void (^CellHandler)(Cell *cell);

@interface Pair : NSObject
@property (nonatomic, strong) Cell *cell;
@property (nonatomic, strong) Pair *child;
@end

typedef void (^PairHandler)(Pair *pair);

@interface Cell : NSObject {
  Cell *_next;
}
@property (nonatomic, strong) CellHandler handler;
@property (nonatomic, strong) PairHandler pairHandler;
@end

@implementation Pair
@end

@implementation Cell

// CASE: retain_self_in_block_retain_cycle_bad (ivar written through self->)
- (void)selfInBlock {
  self.handler = ^(Cell *c) {
    self->_next = c; // expected-warning [retain-cycle]
  };
}

// CASE: retain_weak_self_in_block_no_retain_cycle
- (void)weakSelfInBlock {
  __weak typeof(self) weakSelf = self;
  self.handler = ^(Cell *c) {
    __strong typeof(self) strongSelf = weakSelf;
    if (strongSelf)
      strongSelf->_next = c;
  };
}
@end

// CASE: retain_a_in_block_cycle_bad: a keeps b, b keeps a block that captures a
int capturedThroughAnotherObject(void) {
  Pair *a = [Pair new];
  Cell *b = [Cell new];
  a.cell = b;
  b.pairHandler = ^(Pair *p) {
    a.child = nil; // expected-warning [retain-cycle]
  };
  return 0;
}

typedef void (^DataHandler)(NSData *data);

@interface Fetcher : NSObject
@property (nonatomic, strong) DataHandler completionBlock;
- (instancetype)initWithCompletionBlock:(DataHandler)block;
@end

@implementation Fetcher
- (instancetype)initWithCompletionBlock:(DataHandler)block {
  _completionBlock = block;
  return self;
}
@end

@interface DataManager : NSObject
- (void)setData:(NSData *)data;
@end

@implementation DataManager {
  Fetcher *_fetcher;
  NSData *_data;
}
- (void)setData:(NSData *)data {
  _data = data;
}

// CASE: test_fetchNewData_bad: block handed to an initializer whose result self keeps
- (void)fetchNewData {
  _fetcher = [[Fetcher alloc] initWithCompletionBlock:^(NSData *newData) {
    [self setData:newData]; // expected-warning [retain-cycle]
  }];
}
@end

@interface Listener : NSObject
@property (nonatomic, strong) void (^didFinishLoad)(void);
@end
@implementation Listener
@end

@interface LinkResolver : NSObject
@end
@implementation LinkResolver
// CASE: RetainCycleBlockCapturedVar: the __block variable is cleared in the block
- (void)test {
  Listener *listener = [[Listener alloc] init];
  __block Listener *retainedListener = listener;
  listener.didFinishLoad = ^() {
    if (retainedListener) {
      retainedListener = nil;
    }
  };
}
@end
