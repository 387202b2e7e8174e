// Owners that keep the block only until it has run: queues, sessions, dispatch_after, once.
// These are the classic false positives.
#import <Foundation/Foundation.h>

@interface Sync2 : NSObject
@property (nonatomic, strong) NSOperationQueue *queue;
@property (nonatomic, strong) NSURLSession *session;
@property (nonatomic, strong) dispatch_queue_t workQueue;
- (void)apply:(NSData *)data;
@end

@implementation Sync2
- (void)apply:(NSData *)data {}

// CASE: operation queue block: released after it runs
- (void)enqueue {
  [self.queue addOperationWithBlock:^{
    [self apply:nil];
  }];
}

// CASE: URL session completion handler: released when the task completes
- (void)download:(NSURL *)url {
  NSURLSessionDataTask *task = [self.session dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
    [self apply:data];
  }];
  [task resume];
}

// CASE: async on a queue self owns
- (void)work {
  dispatch_async(self.workQueue, ^{
    [self apply:nil];
  });
}

// CASE: dispatch_after
- (void)later {
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
    [self apply:nil];
  });
}

// CASE: dispatch_once
- (void)setUpOnce {
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    [self apply:nil];
  });
}
@end
