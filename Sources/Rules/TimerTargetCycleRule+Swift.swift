import CaptureAnalyzer
import Findings
import SwiftSyntax

/// `timer-target-cycle` in Swift: `Timer(…, target: self, …, repeats: true)` scheduled or kept.
extension TimerTargetCycleRule: SwiftLintRule {

    /// How to fix it.
    package static let swiftFixHint =
        "Use the block API with [weak self] (or target a weak proxy), and invalidate the timer when the owner "
        + "stops, not in deinit."

    /// Swift snippets that trigger the rule.
    package static let swiftTriggeringExamples = [
        """
        import Foundation
        final class Poller: NSObject {
            var timer: Timer?
            @objc func poll() {}
            func start() {
                timer = Timer.scheduledTimer(timeInterval: 1, target: ↓self, selector: #selector(poll), userInfo: \
        nil, repeats: true)
            }
            func startKept() {
                timer = Timer(timeInterval: 1, target: ↓self, selector: #selector(poll), userInfo: nil, repeats: true)
            }
        }
        """
    ]

    /// Swift snippets that do not trigger it.
    package static let swiftNonTriggeringExamples = [
        """
        import Foundation
        final class Poller: NSObject {
            var timer: Timer?
            @objc func poll() {}
            func once() { timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(poll), \
        userInfo: nil, repeats: false) }
            func unkept() { _ = Timer(timeInterval: 1, target: self, selector: #selector(poll), userInfo: nil, \
        repeats: true) }
            func otherTarget(_ proxy: AnyObject) { timer = Timer.scheduledTimer(timeInterval: 1, target: proxy, \
        selector: #selector(poll), userInfo: nil, repeats: true) }
        }
        """
    ]

    /// Reports repeating target timers aimed at self that a run loop or self keeps.
    package func check(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for call in model.calls(toOneOf: SwiftSourceModel.timerMakers) where SwiftSourceModel.repeats(call) {
            guard let target = SwiftSourceModel.argument("target", of: call), SwiftSourceModel.isSelf(target),
                model.selfKind(at: call) == .reference, let keeper = model.timerKeeper(call)
            else { continue }
            findings.append(
                finding(
                    model, at: target,
                    "repeating Timer retains its target self: \(keeper.text) → Timer → target → self; self lives "
                        + "until the timer is invalidated",
                    notes: [note(model, at: keeper.site, "the timer is kept here, by \(keeper.text)")]))
        }
        return findings
    }
}
