// retain-cycle: clang's setter heuristic takes `set…:`/`add…:` methods to keep their arguments.
// A block handed further along a selector whose first piece names something else is the
// request's one-shot callback; one whose first piece names a block is what the method sets.
#import "../FoundationStubs.h"

@interface Crypto : NSObject
- (void)setDeviceVerification:(int)status forDevice:(NSString *)device success:(void (^)(void))success
                      failure:(void (^)(void))failure;
@end

@interface RequestOperation : NSObject
- (void)setCompletionBlockWithSuccess:(void (^)(void))success failure:(void (^)(void))failure;
@end

@interface DevicesScreen : NSObject
@property (strong) Crypto *crypto;
@property (strong) RequestOperation *operation;
- (void)reload;
@end

@implementation DevicesScreen
- (void)reload {}

// CASE: a request's success callback: the crypto object runs it once and lets go
- (void)verify {
  [self.crypto setDeviceVerification:1 forDevice:@"phone" success:^{
    [self reload]; // clang-only: a one-shot callback, not kept
  } failure:nil];
}

// CASE: the operation keeps what setCompletionBlockWithSuccess:failure: sets
- (void)load {
  [self.operation setCompletionBlockWithSuccess:^{
    [self reload]; // expected-warning [retain-cycle]
  } failure:nil];
}
@end
