// A dispatch source self keeps in an ivar, whose handler cancels it when it runs. libdispatch lets
// go of a source's handlers once the source is cancelled, so such a handler ends the cycle
// itself: a one-shot timeout that cancels its timer when it fires is not a leak.
#import <Foundation/Foundation.h>

@interface Connection : NSObject {
  dispatch_source_t _connectTimer;
  dispatch_source_t _keepAliveTimer;
  dispatch_source_t _otherTimer;
  dispatch_source_t _fileWatcher;
}
@end

@implementation Connection
- (void)sendKeepAlive {}

// CASE: the handler cancels its own source, two methods of self down: no cycle
- (void)startConnectTimeout {
  _connectTimer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
  dispatch_source_set_event_handler(_connectTimer, ^{
    [self doConnectTimeout];
  });
  dispatch_source_set_timer(_connectTimer, dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC), DISPATCH_TIME_FOREVER, 0);
  dispatch_resume(_connectTimer);
}
- (void)doConnectTimeout { [self endConnectTimeout]; }
- (void)endConnectTimeout {
  if (_connectTimer) {
    dispatch_source_cancel(_connectTimer);
    _connectTimer = nil;
  }
}

// CASE: the handler cancels its source itself: no cycle
- (void)startOnce {
  _otherTimer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
  dispatch_source_set_event_handler(_otherTimer, ^{
    dispatch_source_cancel(self->_otherTimer);
  });
  dispatch_source_set_timer(_otherTimer, dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC), DISPATCH_TIME_FOREVER, 0);
  dispatch_resume(_otherTimer);
}

// CASE: a repeating source cancelled only by a method the owner calls: the cycle lasts until then
- (void)startKeepAlive {
  _keepAliveTimer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
  dispatch_source_set_event_handler(_keepAliveTimer, ^{
    [self sendKeepAlive]; // expected-warning [retain-cycle]
  });
  dispatch_source_set_timer(_keepAliveTimer, DISPATCH_TIME_NOW, NSEC_PER_SEC, 0);
  dispatch_resume(_keepAliveTimer);
}
- (void)stopKeepAlive { dispatch_source_cancel(_keepAliveTimer); }

// CASE: a file watcher whose handler cancels it: it may never fire, so the cycle stays until then
- (void)watchFile:(int)descriptor {
  _fileWatcher = dispatch_source_create(DISPATCH_SOURCE_TYPE_VNODE, descriptor, DISPATCH_VNODE_DELETE,
                                        dispatch_get_main_queue());
  dispatch_source_set_event_handler(_fileWatcher, ^{
    [self rollFile]; // expected-warning [retain-cycle]
  });
  dispatch_resume(_fileWatcher);
}
- (void)rollFile {
  dispatch_source_cancel(_fileWatcher);
  _fileWatcher = nil;
}

// CASE: the handler cancels another source, not its own: the cycle stays
- (void)startWatching {
  _keepAliveTimer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
  dispatch_source_set_event_handler(_keepAliveTimer, ^{
    [self endConnectTimeout]; // expected-warning [retain-cycle]
  });
  dispatch_resume(_keepAliveTimer);
}
@end
