// The owner is a message-send receiver: [self.op setCompletionBlock:^{ ... self ... }].
#import <Foundation/Foundation.h>

@interface Importer : NSObject
@property (nonatomic, strong) NSOperation *op;
@property (nonatomic, strong) NSBlockOperation *blockOp;
- (void)done;
@end

@implementation Importer
- (void)done {}

// CASE: setter message on an owned operation
- (void)run {
  self.op = [[NSOperation alloc] init];
  [self.op setCompletionBlock:^{
    [self done]; // expected-warning [retain-cycle]
  }];
}

// CASE: addExecutionBlock: on an owned block operation
- (void)runMore {
  [self.blockOp addExecutionBlock:^{
    [self done]; // expected-warning [retain-cycle]
  }];
}

// CASE: a local operation added to the shared main queue: not owned by self
- (void)runLocal {
  NSOperation *op = [[NSOperation alloc] init];
  [op setCompletionBlock:^{
    [self done];
  }];
  [[NSOperationQueue mainQueue] addOperation:op];
}
@end
