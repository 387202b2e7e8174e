// implicit-self: ivars in escaping blocks (clang's -Wimplicit-retain-self, for escaping blocks only).
#import "../FoundationStubs.h"

void escapeFunc(void (^block)(void));
void noescapeFunc(NS_NOESCAPE void (^block)(void));

@interface Cache : NSObject {
  int _hits;
  NSMutableDictionary *_store;
}
@property (copy) void (^evict)(void);
@property (strong) dispatch_queue_t queue;
- (void)each:(NS_NOESCAPE void (^)(id key))body;
@end

@implementation Cache
- (void)each:(void (^)(id key))body {}

// CASE: stored block that touches an ivar
- (void)setUp {
  self.evict = ^{
    _hits = 0; // expected-warning [implicit-self]
  };
}

// CASE: async block, two ivars (one finding for the block, naming both)
- (void)record {
  dispatch_async(self.queue, ^{
    _hits++; // expected-warning [implicit-self] {{the ivars '_hits' and '_store'}}
    [_store setObject:@"x" forKey:@"y"];
  });
}

// CASE: nested: non-escaping outer, escaping inner
- (void)nested {
  noescapeFunc(^{
    (void)_hits;
    escapeFunc(^{
      (void)^{
        (void)_hits; // expected-warning [implicit-self]
      };
      (void)_hits; // expected-warning [implicit-self]
    });
    (void)_hits;
  });
}

// CASE: explicit self-> is fine
- (void)explicitSelf {
  dispatch_async(self.queue, ^{
    self->_hits++;
  });
}

// CASE: non-escaping uses
- (void)synchronous:(NSArray *)keys {
  [self each:^(id key) { _hits++; }];
  [keys enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) { _hits++; }];
  dispatch_sync(self.queue, ^{ _hits = 1; });
  ^{ _hits = 2; }();
}

// CASE: weak self re-strengthened, ivar through the strong copy
- (void)weakly {
  __weak typeof(self) weakSelf = self;
  self.evict = ^{
    __strong typeof(weakSelf) s = weakSelf;
    if (s) { s->_hits = 0; }
  };
}
@end
