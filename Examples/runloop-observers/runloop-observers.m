// runloop-observers (Objective-C): a stall monitor installed as a run-loop observer, and the
// registration mistake lint catches.
//
// What to look at
//   LeakyStallMonitor adds a CFRunLoopObserver to the main run loop whose block uses self. The
//   run loop keeps the observer, the observer keeps its block, the block keeps self: the monitor
//   can never be deallocated, and nothing ever removes the observer. Lint: [observer-retains-self].
//   StallMonitor captures self weakly and keeps the observer so -stopMonitoring can remove it
//   (lint is satisfied as soon as the class removes what it adds).
//   runloop-observers.c runs observers like these for real and prints what they see.
//
// Run: capcheck examples --only runloop-observers --explain
#import <Foundation/Foundation.h>

@interface LeakyStallMonitor : NSObject
@property (nonatomic) CFAbsoluteTime busySince;
- (void)record:(CFRunLoopActivity)activity;
@end

@implementation LeakyStallMonitor

- (void)record:(CFRunLoopActivity)activity {
    if (activity == kCFRunLoopAfterWaiting) self.busySince = CFAbsoluteTimeGetCurrent();
}

- (void)startMonitoring {
    CFRunLoopActivity activities = kCFRunLoopBeforeSources | kCFRunLoopAfterWaiting | kCFRunLoopBeforeWaiting;
    // expected-capture@+1 {{self: value strong}}
    CFRunLoopObserverRef observer = CFRunLoopObserverCreateWithHandler(NULL, activities, YES, 0, ^(CFRunLoopObserverRef o, CFRunLoopActivity activity) {
        [self record:activity];   // expected-warning {{self}} [observer-retains-self]
    });
    CFRunLoopAddObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes);
    CFRelease(observer);          // the run loop still holds it; nobody can remove it any more
}

@end

@interface StallMonitor : NSObject
@property (nonatomic) CFRunLoopObserverRef observer;
@property (nonatomic) CFAbsoluteTime busySince;
- (void)record:(CFRunLoopActivity)activity;
@end

@implementation StallMonitor

- (void)record:(CFRunLoopActivity)activity {
    if (activity == kCFRunLoopAfterWaiting) self.busySince = CFAbsoluteTimeGetCurrent();
}

- (void)startMonitoring {
    __weak typeof(self) weakSelf = self;
    CFRunLoopActivity activities = kCFRunLoopBeforeSources | kCFRunLoopAfterWaiting | kCFRunLoopBeforeWaiting;
    // expected-capture@+1 {{weakSelf: value weak}}
    self.observer = CFRunLoopObserverCreateWithHandler(NULL, activities, YES, 0, ^(CFRunLoopObserverRef o, CFRunLoopActivity activity) {
        [weakSelf record:activity];
    });
    CFRunLoopAddObserver(CFRunLoopGetMain(), self.observer, kCFRunLoopCommonModes);
}

- (void)stopMonitoring {
    CFRunLoopRemoveObserver(CFRunLoopGetMain(), self.observer, kCFRunLoopCommonModes);
    CFRelease(self.observer);
    self.observer = NULL;
}

@end
