// Worker threads without run loops (NSOperation main, performSelectorInBackground:), collection
// literals with an unchecked strong self, a dispatch source kept through an associated object.
#import <Foundation/Foundation.h>

@interface Fetcher : NSObject
@property (copy) void (^done)(void);
- (void)work;
@end

@interface FetchOperation : NSOperation
@end
@implementation FetchOperation
// CASE: NSOperation main on a worker thread
- (void)main {
  [self performSelector:@selector(cancel) withObject:nil afterDelay:1]; // expected-warning [perform-without-runloop]
}
@end

@implementation Fetcher
// CASE: performSelectorInBackground entry with delayed perform
- (void)start {
  [self performSelectorInBackground:@selector(work) withObject:nil];
}
- (void)work {
  [self performSelector:@selector(start) withObject:nil afterDelay:1]; // expected-warning [perform-without-runloop]
}

// CASE: collection literal
- (void)collect {
  __weak typeof(self) weakSelf = self;
  self.done = ^{
    __strong typeof(weakSelf) s = weakSelf;
    NSArray *a = @[s]; // expected-warning [strong-self-not-checked]
    (void)a;
  };
}

// CASE: collection literal after the check
- (void)collectChecked {
  __weak typeof(self) weakSelf = self;
  self.done = ^{
    __strong typeof(weakSelf) s = weakSelf;
    if (!s) { return; }
    NSDictionary *d = @{@"k": s};
    (void)d;
  };
}

// CASE: dispatch source made in a local and kept by self
- (void)timerSource {
  dispatch_source_t t = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
  dispatch_source_set_event_handler(t, ^{
    [self work]; // expected-warning [retain-cycle]
  });
  objc_setAssociatedObject(self, "timer", t, OBJC_ASSOCIATION_RETAIN);
  dispatch_resume(t);
}
@end
