// A dispatch source kept in an ivar whose event handler captures self.
#import <Foundation/Foundation.h>

@interface Poller : NSObject {
  dispatch_source_t _timer;
}
- (void)tick;
@end

@implementation Poller
- (void)tick {}

// CASE: C API stores the handler on a source self owns
- (void)start {
  _timer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
  dispatch_source_set_timer(_timer, DISPATCH_TIME_NOW, NSEC_PER_SEC, 0);
  dispatch_source_set_event_handler(_timer, ^{
    [self tick]; // expected-warning [retain-cycle]
  });
  dispatch_resume(_timer);
}

// CASE: source in a local only: the source is not owned by self, no cycle
- (void)once {
  dispatch_source_t t = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
  dispatch_source_set_event_handler(t, ^{
    [self tick];
    dispatch_source_cancel(t);
  });
  dispatch_resume(t);
}
@end
