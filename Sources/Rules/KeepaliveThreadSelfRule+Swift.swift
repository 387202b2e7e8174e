import CaptureAnalyzer
import Findings
import SwiftSyntax

/// `keepalive-thread-self` in Swift: a `Thread` whose block holds `self` strongly and never
/// returns (an endless loop or a run loop run with no end), or `Thread(target: self, …)` whose
/// selector's method never returns.
extension KeepaliveThreadSelfRule: SwiftLintRule {

    /// How to fix it.
    package static let swiftFixHint =
        "Capture self weakly and re-check it on every turn of the loop (`while let self = weakSelf, !self.stopped { "
        + "… }`), and give the loop a way to end."

    /// Callees that make a thread.
    package static let threadMakers: CalleeNames = [
        "Thread", "Thread.init", "Foundation.Thread", "Thread.detachNewThread",
    ]

    /// Swift snippets that trigger the rule.
    package static let swiftTriggeringExamples = [
        """
        import Foundation
        final class Worker: NSObject {
            func poll() {}
            func start() {
                Thread { while true { ↓self.poll() } }.start()
                Thread.detachNewThread { [↓self] in
                    poll()
                    RunLoop.current.run()
                }
            }
            @objc func loop() { while true { poll() } }
            func startTarget() { Thread(target: ↓self, selector: #selector(loop), object: nil).start() }
            func startCall() { Thread { ↓self.loop() }.start() }
        }
        """
    ]

    /// Swift snippets that do not trigger it.
    package static let swiftNonTriggeringExamples = [
        """
        import Foundation
        final class Worker {
            var stopped = false
            func poll() {}
            func start() {
                Thread { self.poll() }.start()
                Thread { [weak self] in
                    while true {
                        guard let self, !self.stopped else { return }
                        self.poll()
                    }
                }.start()
                Thread { while !self.stopped { self.poll() } }.start()
            }
        }
        """
    ]

    /// Reports threads that hold self strongly and never return.
    package func check(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for call in model.calls(toOneOf: Self.threadMakers) where model.selfKind(at: call) == .reference {
            if let closure = SwiftSourceModel.closureArguments(of: call).first?.closure,
                let use = SwiftSourceModel.strongSelfUse(in: closure)
            {
                if let forever = SwiftSourceModel.runsForever(Syntax(closure.statements)) {
                    findings.append(
                        finding(
                            model, at: use,
                            "thread's block holds self strongly and never returns: the running thread keeps self "
                                + "alive for ever",
                            notes: [note(model, at: forever, "the block never gets past this")]))
                } else if let inner = model.callThatNeverReturns(
                    in: closure.statements, loops: SwiftSourceModel.runsForever)
                {
                    findings.append(
                        finding(
                            model, at: use,
                            "thread's block holds self strongly and calls '\(inner.method.name.text)', which never "
                                + "returns: the running thread keeps self alive for ever",
                            notes: [note(model, at: inner.loop, "'\(inner.method.name.text)' never gets past this")]))
                }
            } else if let target = SwiftSourceModel.argument("target", of: call), SwiftSourceModel.isSelf(target),
                let method = Self.selectorMethod(call, model), let body = method.body,
                let forever = SwiftSourceModel.runsForever(Syntax(body.statements))
            {
                findings.append(
                    finding(
                        model, at: target,
                        "thread retains its target self while '\(method.name.text)' runs, and it never returns: "
                            + "self lives for ever",
                        notes: [note(model, at: forever, "'\(method.name.text)' never gets past this")]))
            }
        }
        return findings
    }

    /// The method `#selector(name)` names, declared in this file's type.
    package static func selectorMethod(_ call: FunctionCallExprSyntax, _ model: SwiftSourceModel) -> FunctionDeclSyntax?
    {
        guard let selector = SwiftSourceModel.argument("selector", of: call)?.as(MacroExpansionExprSyntax.self),
            let reference = selector.arguments.first?.expression
        else { return nil }
        var name = reference.trimmedText
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return model.members(around: call).methods[name]
    }
}
