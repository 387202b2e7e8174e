// A table of pending work self keeps: each element leaves the table when its work is done (an
// answer arrives or its timeout fires). The element's block captures self, but the table lets go
// of it, so it is not kept for good. A table the class only empties wholesale keeps its elements.
#import <Foundation/Foundation.h>

@interface Request : NSObject
- (instancetype)initWithTimer:(dispatch_source_t)timer;
@end

@interface Client : NSObject {
  NSMutableDictionary *_pending;
  NSMutableDictionary *_watchers;
}
@end

@implementation Client
- (void)timeout:(NSString *)key {}

// CASE: a timeout per request in a table the class takes single elements out of: no cycle
- (void)send:(NSString *)key {
  dispatch_source_t timer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
  dispatch_source_set_event_handler(timer, ^{
    [self timeout:key];
  });
  dispatch_resume(timer);
  Request *request = [[Request alloc] initWithTimer:timer];
  _pending[key] = request;
}
- (void)didAnswer:(NSString *)key { [_pending removeObjectForKey:key]; }

// CASE: a table emptied only wholesale keeps its elements: the cycle stays
- (void)watch:(NSString *)key {
  dispatch_source_t timer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
  dispatch_source_set_event_handler(timer, ^{
    [self timeout:key]; // expected-warning [retain-cycle]
  });
  dispatch_resume(timer);
  Request *request = [[Request alloc] initWithTimer:timer];
  _watchers[key] = request;
}
- (void)reset { [_watchers removeAllObjects]; }
@end
