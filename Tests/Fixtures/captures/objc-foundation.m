// Objective-C against the Foundation headers (capcheck's SDK stand-in): blocks passed to
// Foundation and dispatch APIs. Each expectation comment describes the block literals whose
// `^` is on its line, in column order.
#import <Foundation/Foundation.h>

@interface Downloader : NSObject
@property (nonatomic, copy) void (^completion)(NSData *data);
@property (nonatomic, strong) NSOperationQueue *queue;
@property (nonatomic, strong) NSMutableArray<NSString *> *log;
@end

@implementation Downloader {
  NSUInteger _attempts;
}

- (void)start {
  NSString *const label = @"download";
  static NSUInteger started;
  __weak typeof(self) weakSelf = self;
  __block NSInteger remaining = 3;
  dispatch_async(dispatch_get_main_queue(), ^{ _attempts++; });  // expect: stack self=value/strong/implicit
  [self.queue addOperationWithBlock:^{ [weakSelf.log addObject:label]; started++; }];  // expect: stack weakSelf=value/weak label=value/strong/folded started=pointer/none
  self.completion = ^(NSData *data) {  // expect: stack weakSelf=value/weak remaining=byref/none
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (!strongSelf || data.length == 0) { return; }
    remaining -= 1;
    [strongSelf.log addObject:[NSString stringWithFormat:@"%ld", (long)remaining]];
  };
  NSArray<NSString *> *names = @[@"a", @"b"];
  // The parameter is NS_NOESCAPE: clang builds the literal on the stack with the global isa.
  [names enumerateObjectsUsingBlock:^(NSString *name, NSUInteger index, BOOL *stop) {  // expect: global self=value/strong
    [self.log addObject:name];
    *stop = index > 0;
  }];
  [NSTimer scheduledTimerWithTimeInterval:1 repeats:NO block:^(NSTimer *timer) { [timer invalidate]; }];  // expect: global
}
@end
