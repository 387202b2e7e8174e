// A completion handed to a method of an owned object whose implementation (in this file) keeps it:
// self → client → pending → block → self. A method that only calls the block keeps nothing.
#import <Foundation/Foundation.h>

typedef void (^Completion)(void);

@interface Client : NSObject {
  Completion _retry;
}
@property (nonatomic, copy) Completion pending;
- (void)fetch:(Completion)c;
- (void)fetchWithRetry:(Completion)c;
- (void)fetchOnce:(Completion)c;
- (void)forward:(Completion)c;
@end

@implementation Client
- (void)fetch:(Completion)c { self.pending = c; }
- (void)fetchWithRetry:(Completion)c { _retry = [c copy]; }
- (void)fetchOnce:(Completion)c { c(); }
- (void)forward:(Completion)c { [self forward:c]; }
@end

@interface Screen : NSObject
@property (nonatomic, strong) Client *client;
- (void)reload;
@end

@implementation Screen
- (void)reload {}

// CASE: the callee stores the block in a property of the client self owns
- (void)load {
  [self.client fetch:^{
    [self reload]; // expected-warning [retain-cycle]
  }];
}

// CASE: the callee copies the block into an ivar
- (void)loadWithRetry {
  [self.client fetchWithRetry:^{
    [self reload]; // expected-warning [retain-cycle]
  }];
}

// CASE: the callee only calls the block
- (void)loadOnce {
  [self.client fetchOnce:^{
    [self reload];
  }];
}

// CASE: a callee that passes the block on to itself (must not loop)
- (void)loadForwarded {
  [self.client forward:^{
    [self reload];
  }];
}

// CASE: a client that self does not own
- (void)loadWith:(Client *)other {
  [other fetch:^{
    [self reload];
  }];
}
@end
