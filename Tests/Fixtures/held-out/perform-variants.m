// performSelector variants that do not need the calling thread's run loop, and one that does.
#import <Foundation/Foundation.h>

@interface Saver : NSObject
- (void)save;
@end

@implementation Saver
- (void)save {}

// CASE: plain performSelector: runs synchronously
- (void)now {
  dispatch_async(dispatch_get_global_queue(QOS_CLASS_BACKGROUND, 0), ^{
    [self performSelector:@selector(save)];
    [self performSelector:@selector(save) withObject:nil];
  });
}

// CASE: performSelectorOnMainThread: the main run loop runs
- (void)onMain {
  dispatch_async(dispatch_get_global_queue(QOS_CLASS_BACKGROUND, 0), ^{
    [self performSelectorOnMainThread:@selector(save) withObject:nil waitUntilDone:NO];
  });
}

// CASE: afterDelay from a detached thread that returns at once
- (void)detached {
  [NSThread detachNewThreadWithBlock:^{
    [self performSelector:@selector(save) withObject:nil afterDelay:2]; // expected-warning [perform-without-runloop]
  }];
}
@end
