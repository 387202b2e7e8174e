// A CFRunLoopObserver whose block captures self and is never removed.
#import <Foundation/Foundation.h>

@interface Monitor : NSObject
- (void)beat;
@end

@implementation Monitor
- (void)beat {}

// CASE: run-loop observer block with strong self, never removed
- (void)install {
  CFRunLoopObserverRef obs = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, kCFRunLoopAllActivities, YES, 0, ^(CFRunLoopObserverRef observer, CFRunLoopActivity activity) {
    [self beat]; // expected-warning [observer-retains-self]
  });
  CFRunLoopAddObserver(CFRunLoopGetMain(), obs, kCFRunLoopCommonModes);
}
@end
