// A main-thread stall detector in the style of the lag monitors many apps embed: a run-loop
// observer signals a semaphore on every activity change; a background thread waits on it with
// a timeout and reports when the main run loop stays in one state too long.
// blocks: 5
#import <Foundation/Foundation.h>
#import <CoreFoundation/CoreFoundation.h>
#include <mach/mach_time.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^RLStallHandler)(NSTimeInterval duration, CFRunLoopActivity activity);

@interface RLMonitor : NSObject
@property (nonatomic, assign) CFRunLoopObserverRef observer;
@property (nonatomic, strong) dispatch_semaphore_t semaphore;
@property (nonatomic, assign) CFRunLoopActivity activity;
@property (nonatomic, assign) NSInteger timeoutCount;
@property (nonatomic, assign, getter=isMonitoring) BOOL monitoring;
@property (nonatomic, copy, nullable) RLStallHandler stallHandler;
@property (nonatomic, strong, nullable) NSThread *watchThread;
@end

static void RLObserverCallBack(CFRunLoopObserverRef observer, CFRunLoopActivity activity, void *info) {
    RLMonitor *monitor = (__bridge RLMonitor *)info;
    monitor.activity = activity;
    dispatch_semaphore_signal(monitor.semaphore);
}

@implementation RLMonitor

+ (instancetype)sharedMonitor {
    static RLMonitor *monitor;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{ monitor = [[RLMonitor alloc] init]; });
    return monitor;
}

- (void)startWithCallbackObserver {
    if (self.observer) { return; }
    CFRunLoopObserverContext context = {0, (__bridge void *)self, NULL, NULL, NULL};
    self.observer = CFRunLoopObserverCreate(kCFAllocatorDefault, kCFRunLoopAllActivities, YES, 0, &RLObserverCallBack, &context);
    CFRunLoopAddObserver(CFRunLoopGetMain(), self.observer, kCFRunLoopCommonModes);
    [self startWatching];
}

- (void)startWithBlockObserver {
    if (self.observer) { return; }
    // The handler block is retained by the observer, and the main run loop retains the
    // observer until it is removed: self stays alive as long as the observer is installed.
    self.observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, kCFRunLoopAllActivities, YES, 0,
                                                       ^(CFRunLoopObserverRef observer, CFRunLoopActivity activity) {
        self.activity = activity;
        dispatch_semaphore_signal(self.semaphore);
    });
    CFRunLoopAddObserver(CFRunLoopGetMain(), self.observer, kCFRunLoopCommonModes);
    [self startWatching];
}

- (void)startWatching {
    self.semaphore = dispatch_semaphore_create(0);
    self.monitoring = YES;
    self.watchThread = [[NSThread alloc] initWithBlock:^{
        while (self.isMonitoring) {
            uint64_t start = mach_absolute_time();
            long timedOut = dispatch_semaphore_wait(self.semaphore, dispatch_time(DISPATCH_TIME_NOW, 50 * NSEC_PER_MSEC));
            if (timedOut == 0) {
                self.timeoutCount = 0;
                continue;
            }
            if (!self.observer) { break; }
            if (self.activity == kCFRunLoopBeforeSources || self.activity == kCFRunLoopAfterWaiting) {
                if (++self.timeoutCount < 5) { continue; }
                uint64_t elapsed = mach_absolute_time() - start;
                RLStallHandler handler = self.stallHandler;
                CFRunLoopActivity activity = self.activity;
                dispatch_async(dispatch_get_main_queue(), ^{
                    if (handler) { handler((NSTimeInterval)elapsed / NSEC_PER_SEC, activity); }
                });
            }
        }
    }];
    self.watchThread.name = @"rl.monitor";
    [self.watchThread start];
}

- (void)stop {
    self.monitoring = NO;
    if (!self.observer) { return; }
    CFRunLoopRemoveObserver(CFRunLoopGetMain(), self.observer, kCFRunLoopCommonModes);
    CFRelease(self.observer);
    self.observer = NULL;
    CFRunLoopTimerRef timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 1, 0, 0, 0, ^(CFRunLoopTimerRef t) {
        NSLog(@"monitor stopped: %@", self);
    });
    CFRunLoopAddTimer(CFRunLoopGetMain(), timer, kCFRunLoopDefaultMode);
    CFRelease(timer);
}

@end

NS_ASSUME_NONNULL_END
