import CaptureAnalyzer
import Findings
import SwiftSyntax

/// `swift-repeating-timer-self`: a repeating block-based `Timer` whose block holds `self` strongly.
package struct SwiftRepeatingTimerSelfRule: SwiftLintRule {
    /// Creates the rule.
    package init() {}

    /// How to fix it.
    package static let swiftFixHint =
        "Capture self weakly in the timer's block (`{ [weak self] _ in self?.tick() }`) and invalidate the timer "
        + "when the owner stops (not in deinit)."

    /// Id, texts and examples (Swift only: the Objective-C block timer is `retain-cycle`'s).
    package static let description = RuleDescription(
        id: "swift-repeating-timer-self",
        summary: "Swift: a repeating Timer's block captures self strongly.",
        rationale: """
            A scheduled timer is kept by its run loop until it is invalidated, and it keeps its block; a \
            repeating timer is only invalidated by hand. A block that holds self strongly therefore keeps self \
            alive at least until someone calls invalidate(), and for ever when self also keeps the timer and \
            means to invalidate it in deinit (deinit never runs). Reported for Timer.scheduledTimer(…, \
            repeats: true) { … } and Timer(…, repeats: true) { … } that is scheduled, added to a run loop or \
            kept by self. Not reported: non-repeating timers, blocks that capture self weakly or unowned, \
            blocks that invalidate their own timer, struct or enum self (the block holds a copy).
            """,
        severity: .warning,
        fixHint: swiftFixHint,
        triggeringExamples: [], nonTriggeringExamples: [])

    /// Swift snippets that trigger the rule.
    package static let swiftTriggeringExamples = [
        """
        import Foundation
        final class Ticker {
            var timer: Timer?
            func tick() {}
            func start() {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ↓self.tick() }
            }
            func startUnkept() {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [↓self] _ in tick() }
            }
            func startAdded() {
                let t = Timer(timeInterval: 1, repeats: true) { _ in ↓self.tick() }
                RunLoop.main.add(t, forMode: .common)
            }
        }
        """
    ]

    /// Swift snippets that do not trigger it.
    package static let swiftNonTriggeringExamples = [
        """
        import Foundation
        final class Ticker {
            var timer: Timer?
            var count = 0
            func tick() {}
            func once() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.tick() } }
            func weakly() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in \
        self?.tick() } }
            func unkeptTimer() { _ = Timer(timeInterval: 1, repeats: true) { _ in self.tick() } }
            func endsItself() {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { t in
                    self.count += 1
                    if self.count == 3 { t.invalidate() }
                }
            }
        }
        struct Clock {
            func tick() {}
            func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() } }
        }
        """
    ]

    /// Reports repeating block timers that hold self strongly and that something keeps.
    package func check(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for call in model.calls(toOneOf: SwiftSourceModel.timerMakers) where SwiftSourceModel.repeats(call) {
            guard
                let closure = SwiftSourceModel.closureArguments(of: call).first(where: {
                    $0.label == nil || $0.label == "block"
                })?.closure,
                let use = SwiftSourceModel.strongSelfUse(in: closure), model.selfKind(at: call) == .reference,
                !Self.invalidatesItself(closure), let keeper = model.timerKeeper(call)
            else { continue }
            findings.append(
                finding(
                    model, at: use,
                    "repeating Timer's block captures self strongly: \(keeper.text) → Timer → block → self; self "
                        + "lives until the timer is invalidated",
                    notes: [note(model, at: keeper.site, "the timer is kept here, by \(keeper.text)")]))
        }
        return findings
    }

    /// True when the block calls `invalidate()` on its own timer parameter.
    package static func invalidatesItself(_ closure: ClosureExprSyntax) -> Bool {
        var names: Set<String> = ["$0"]
        if let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let list):
                for parameter in list { names.insert(parameter.name.text) }
            case .parameterClause(let clause):
                for parameter in clause.parameters { names.insert((parameter.secondName ?? parameter.firstName).text) }
            }
        }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.hasText("invalidate"), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let base = member.base?.trimmedText
            else { return false }
            return names.contains(base)
        }
    }
}
