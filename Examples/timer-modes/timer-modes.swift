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
//   Second lesson, the timer's own cycle: a repeating Timer keeps its block, and a Ticker that
//   keeps its timer and whose block uses self is a cycle (the Objective-C version is
//   [timer-target-cycle] with `target:self`). The run loop keeps the timer as well.
//   On Apple platforms `invalidate()` makes the run loop let go of the timer and the timer let
//   go of its block. Here (swift-corelibs-foundation, Swift 6.3.1 on Linux) this program shows
//   that an invalidated Timer stays alive, and with it its block and everything the block
//   captured strongly: after invalidate() the Ticker still does not go away. So on Linux a
//   strong self in a timer block is a leak for good. With `[weak self]` the Ticker goes away
//   as soon as nobody else holds it, and its deinit invalidates the timer.
//
// Run: capcheck examples --only timer-modes --explain
import Foundation

final class Ticker {
    let name: String
    var timer: Timer?
    var ticks = 0

    init(name: String) { self.name = name }
    deinit {
        timer?.invalidate()
        print("\(name): deinit, timer invalidated")
    }

    func startStrongly() {
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in self.ticks += 1 }
    }

    func startWeakly() {
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in self?.ticks += 1 }
    }
}

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

    var strong: Ticker? = Ticker(name: "strong ticker")
    strong?.startStrongly()
    weak let probe = strong
    strong = nil
    print("strong ticker: dropped, still alive: \(probe != nil)")   // expected-output: strong ticker: dropped, still alive: true
    if let probe { printRetainCycles(from: [probe]) }   // expected-cycle {{Ticker -> Foundation.Timer -> Ticker}}
    weak let invalidated = probe?.timer
    probe?.timer?.invalidate()   // the run loop lets go of the timer...
    probe?.timer = nil           // ...and so does the ticker
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
    print("after invalidate(): timer still alive: \(invalidated != nil), strong ticker still alive: \(probe != nil)")
    // expected-output: after invalidate(): timer still alive: true, strong ticker still alive: true

    var weakly: Ticker? = Ticker(name: "weak ticker")
    weakly?.startWeakly()
    weakly = nil                 // expected-output: weak ticker: deinit, timer invalidated
}
