// observer-retains-self: AppKit's event monitors. `+[NSEvent addLocalMonitorForEventsMatchingMask:
// handler:]` (and the global one) keeps the handler until `+removeMonitor:` is sent the monitor it
// returned: a handler that captures self strongly keeps self alive until then, and removing the
// monitor in dealloc never runs.
#import <AppKit/AppKit.h>

@interface ControlsBar : NSObject {
  id _keyMonitor;
  id _scrollMonitor;
}
- (void)hide;
- (void)stop;
@end

@implementation ControlsBar
- (void)hide {}

// CASE: local monitor kept in an ivar, removed only in dealloc
- (void)watchKeys {
  _keyMonitor = [NSEvent addLocalMonitorForEventsMatchingMask:NSEventMaskKeyDown handler:^NSEvent *(NSEvent *e) {
    [self hide]; // expected-warning [observer-retains-self] {{event monitor block captures 'self' strongly}}
    return e;
  }];
}

// CASE: global monitor whose result is thrown away: nothing can remove it
- (void)watchMouse {
  [NSEvent addGlobalMonitorForEventsMatchingMask:NSEventMaskMouseMoved handler:^(NSEvent *e) {
    [self hide]; // expected-warning [observer-retains-self] {{event monitor}}
  }];
}

// CASE: a weak self in the handler: no cycle
- (void)watchScroll {
  __weak typeof(self) weakSelf = self;
  _scrollMonitor = [NSEvent addLocalMonitorForEventsMatchingMask:NSEventMaskScrollWheel handler:^NSEvent *(NSEvent *e) {
    [weakSelf hide];
    return e;
  }];
}

- (void)dealloc {
  [NSEvent removeMonitor:_keyMonitor];
}
@end

@interface Inspector : NSObject {
  id _mouseMonitor;
}
- (void)hide;
- (void)stop;
@end

@implementation Inspector
- (void)hide {}

// CASE: the monitor is removed when the inspector stops, outside dealloc
- (void)watchFlags {
  _mouseMonitor = [NSEvent addLocalMonitorForEventsMatchingMask:NSEventMaskFlagsChanged handler:^NSEvent *(NSEvent *e) {
    [self hide];
    return e;
  }];
}

- (void)stop {
  [NSEvent removeMonitor:_mouseMonitor];
  _mouseMonitor = nil;
}
@end
