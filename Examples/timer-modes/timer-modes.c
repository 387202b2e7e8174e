// timer-modes: a timer fires only while its run loop runs one of the modes the timer was added
// to. Default mode stops while the loop runs another mode; the common modes keep going.
//
// What to look at
//   On iOS, while a finger drags a scroll view, the main run loop runs UITrackingRunLoopMode,
//   not the default mode. A timer made with scheduledTimerWithTimeInterval: is in the default
//   mode only, so it pauses during the drag (a countdown label freezes). UIKit marks the tracking
//   mode as a "common mode"; a timer added to NSRunLoopCommonModes is registered in every common
//   mode and keeps firing. This program does the same on the real CoreFoundation run loop:
//   it makes a "tracking" mode common, adds one timer to the default mode and one to the common
//   modes, then runs the loop first in the default mode and then in the tracking mode.
//
// Try
//   1. Remove the CFRunLoopAddCommonMode call: now the common-modes timer pauses too, because
//      "common modes" means exactly the modes that were marked common.
//
// Run: capcheck examples --only timer-modes --explain
#include <CoreFoundation/CoreFoundation.h>
#include <stdio.h>

static int defaultFires, commonFires;

static CFRunLoopTimerRef repeatingTimer(int *counter) {
    // expected-capture@+2 {{counter: value}}
    return CFRunLoopTimerCreateWithHandler(NULL, CFAbsoluteTimeGetCurrent() + 0.02, 0.02, 0, 0,
                                           ^(CFRunLoopTimerRef timer) { *counter += 1; });
}

static void runFor(CFStringRef mode, const char *name) {
    defaultFires = commonFires = 0;
    CFRunLoopRunInMode(mode, 0.3, false);
    printf("while running %-8s default-mode timer fired: %s, common-modes timer fired: %s\n",
           name, defaultFires > 0 ? "yes" : "no ", commonFires > 0 ? "yes" : "no ");
}

int main(void) {
    CFRunLoopRef loop = CFRunLoopGetCurrent();
    CFStringRef tracking = CFStringCreateWithCString(NULL, "Tracking", kCFStringEncodingUTF8);
    CFRunLoopAddCommonMode(loop, tracking);            // what UIKit does for UITrackingRunLoopMode

    CFRunLoopTimerRef inDefault = repeatingTimer(&defaultFires);
    CFRunLoopTimerRef inCommon = repeatingTimer(&commonFires);
    // expected-warning@+1 {{only for the default run-loop mode}} [timer-default-mode]
    CFRunLoopAddTimer(loop, inDefault, kCFRunLoopDefaultMode);   // scheduledTimerWithTimeInterval:
    CFRunLoopAddTimer(loop, inCommon, kCFRunLoopCommonModes);    // [runLoop addTimer:t forMode:NSRunLoopCommonModes]

    runFor(kCFRunLoopDefaultMode, "default"); // expected-output: while running default  default-mode timer fired: yes, common-modes timer fired: yes
    runFor(tracking, "tracking");             // expected-output: while running tracking default-mode timer fired: no , common-modes timer fired: yes

    CFRunLoopTimerInvalidate(inDefault);
    CFRunLoopTimerInvalidate(inCommon);
    CFRelease(inDefault);
    CFRelease(inCommon);
    CFRelease(tracking);
    return 0;
}
