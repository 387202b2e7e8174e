// Operation queues and dispatch groups run and release what they are given; only an operation
// that self keeps closes a cycle.
#import <Foundation/Foundation.h>
@interface Q : NSObject
@property (nonatomic, strong) NSOperationQueue *queue;
@property (nonatomic, strong) NSOperation *op;
@property (nonatomic, strong) dispatch_queue_t dq;
@property (nonatomic, strong) dispatch_group_t group;
- (void)run;
@end
@implementation Q
- (void)run {}
// CASE: a block operation in a local, added to a queue self owns: the queue releases it when done
- (void)localOp {
  NSBlockOperation *op = [NSBlockOperation blockOperationWithBlock:^{
    [self run];
  }];
  [self.queue addOperation:op];
}
// CASE: the same, inline
- (void)inlineOp {
  [self.queue addOperation:[NSBlockOperation blockOperationWithBlock:^{
    [self run];
  }]];
}
// CASE: a block operation kept by self
- (void)keptOp {
  self.op = [NSBlockOperation blockOperationWithBlock:^{
    [self run]; // expected-warning [retain-cycle]
  }];
}
// CASE: dispatch groups and barriers
- (void)groups {
  dispatch_group_notify(self.group, self.dq, ^{
    [self run];
  });
  dispatch_barrier_async(self.dq, ^{
    [self run];
  });
  dispatch_group_async(self.group, self.dq, ^{
    [self run];
  });
}
// CASE: addOperations:waitUntilFinished:
- (void)opsArray {
  [self.queue addOperations:@[[NSBlockOperation blockOperationWithBlock:^{ [self run]; }]] waitUntilFinished:NO];
}
@end

