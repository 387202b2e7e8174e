// timer-modes (Swift): a Timer fires only while its run loop runs a mode the timer is in.
//
// What to look at
//   `Timer.scheduledTimer` (and `RunLoop.add(_:forMode: .default)`) puts the timer in the
//   default mode only. While the loop runs another mode (UIKit runs a tracking mode while a
//   finger drags), the timer does not fire. `.common` means "every mode marked common": on
//   iOS UIKit marks its tracking mode common, so `.common` timers keep firing during a drag.
//   On Linux nothing marks your own mode common (Foundation has no API for it; the C example
//   timer-modes.c does it with CFRunLoopAddCommonMode), so here `.common` is the default mode
//   only, and the way to keep firing is to add the timer to the other mode explicitly.
//
// Run: capcheck examples --only timer-modes --explain
import Foundation

/// How often each timer fired (only touched on this thread, the loop's own).
private final class FireCounts: @unchecked Sendable { var counts: [String: Int] = [:] }

func timerModes() {
    let tracking = RunLoop.Mode("Tracking")
    let fired = FireCounts()
    func timer(_ key: String) -> Timer {
        Timer(timeInterval: 0.02, repeats: true) { _ in fired.counts[key, default: 0] += 1 }
    }
    let inDefault = timer("default"), inCommon = timer("common"), inBoth = timer("default+tracking")
    let loop = RunLoop.current
    loop.add(inDefault, forMode: .default)
    loop.add(inCommon, forMode: .common)
    loop.add(inBoth, forMode: .default)
    loop.add(inBoth, forMode: tracking)

    for (label, mode) in [("default ", RunLoop.Mode.default), ("tracking", tracking)] {
        fired.counts = [:]
        let until = Date(timeIntervalSinceNow: 0.3)
        while Date() < until { _ = loop.run(mode: mode, before: until) }
        let report = ["default", "common", "default+tracking"].map { "\($0): \((fired.counts[$0] ?? 0) > 0 ? "yes" : "no ")" }
        print("while running \(label) fired: " + report.joined(separator: ", "))
    }
    // expected-output: while running default  fired: default: yes, common: yes, default+tracking: yes
    // expected-output: while running tracking fired: default: no , common: no , default+tracking: yes
    [inDefault, inCommon, inBoth].forEach { $0.invalidate() }
}
