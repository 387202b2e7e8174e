import CaptureAnalyzer
import Findings
import SwiftSyntax

/// `observer-retains-self` in Swift: `NotificationCenter.addObserver(forName:object:queue:using:)` or an
/// `NSEvent` monitor (`addLocalMonitorForEvents(matching:handler:)`)
/// with a block that holds `self` strongly.
extension ObserverRetainsSelfRule: SwiftLintRule {

    /// How to fix it.
    package static let swiftFixHint =
        "Capture self weakly in the block (`{ [weak self] note in self?.handle(note) }`), and remove the observer "
        + "with the returned token when the owner stops."

    /// Swift snippets that trigger the rule.
    package static let swiftTriggeringExamples = [
        """
        import Foundation
        final class Listener {
            var token: NSObjectProtocol?
            func handle(_ n: Notification) {}
            func start() {
                token = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { n in \
        ↓self.handle(n) }
                NotificationCenter.default.addObserver(forName: .init("y"), object: nil, queue: nil, using: ↓handle)
            }
            deinit { if let token { NotificationCenter.default.removeObserver(token) } }
        }
        """
    ]

    /// Swift snippets that do not trigger it.
    package static let swiftNonTriggeringExamples = [
        """
        import Foundation
        final class Listener {
            var token: NSObjectProtocol?
            func handle(_ n: Notification) {}
            func start() {
                token = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { [weak \
        self] n in self?.handle(n) }
            }
            func once() {
                var token: NSObjectProtocol?
                token = NotificationCenter.default.addObserver(forName: .init("y"), object: nil, queue: nil) { n in
                    self.handle(n)
                    NotificationCenter.default.removeObserver(token!)
                }
            }
            @objc func handleNote(_ n: Notification) {}
            func watch() {  // the selector form keeps no block, and the center holds its observer weakly
                NotificationCenter.default.addObserver(
                    self, selector: #selector(handleNote), name: .init("z"), object: nil)
            }
        }
        """
    ]

    /// Reports observer blocks that hold self strongly.
    package func check(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for (call, name) in zip(model.calls, model.calleeBaseNames) {
            guard let registration = SwiftSourceModel.blockObserverRegistration(call, calleeBaseName: name),
                let closure = SwiftSourceModel.closureArguments(of: call).first(where: {
                    $0.label == nil || $0.label == registration.label
                })?.closure,
                let use = SwiftSourceModel.strongSelfUse(in: closure), model.selfKind(at: call) == .reference,
                !closure.statements.description.contains(registration.removalName),
                !Self.removedLater(call, registration, model)
            else { continue }
            findings.append(
                finding(
                    model, at: use,
                    "\(registration.registry) keeps this observer block until \(registration.removal), and the block "
                        + "holds self strongly: self is never deallocated",
                    notes: tokenNotes(call, registration, model)))
        }
        // `addObserver(forName: n, object: nil, queue: .main, using: handle)`: a method of self
        // handed over unapplied holds self as a closure calling it would.
        for (value, name) in model.methodReferences() {
            guard let call = ClosureCall.call(taking: value),
                let registration = SwiftSourceModel.blockObserverRegistration(call),
                call.trailingClosure?.id == value.id
                    || SwiftSourceModel.argument(registration.label, of: call)?.id == value.id
            else { continue }
            findings.append(
                finding(
                    model, at: value,
                    "\(registration.registry) keeps this observer until \(registration.removal), and the method "
                        + "reference '\(name)' holds self strongly: self is never deallocated",
                    notes: tokenNotes(call, registration, model)))
        }
        return findings
    }

    /// `let token = center.addObserver(…) { self… }` and, later in the same function,
    /// `center.removeObserver(token)`: the registry lets go of the block there (a function that
    /// waits for the notification, then removes its observer).
    static func removedLater(
        _ call: FunctionCallExprSyntax, _ registration: SwiftSourceModel.BlockObserverRegistration,
        _ model: SwiftSourceModel
    ) -> Bool {
        guard let token = model.localName(initializedWith: model.outermostValue(ExprSyntax(call))),
            let function = model.enclosingFunction(of: call)
        else { return false }
        return zip(model.calls, model.calleeBaseNames).contains { other, name in
            name == registration.removalName && other.position >= call.endPosition && function.contains(other)
                && other.arguments.first?.expression.trimmedText == token
        }
    }

    /// Where self keeps the observer token, when it does.
    private func tokenNotes(
        _ call: FunctionCallExprSyntax, _ registration: SwiftSourceModel.BlockObserverRegistration,
        _ model: SwiftSourceModel
    ) -> [FindingNote] {
        guard let store = model.storeBySelf(of: ExprSyntax(call)) else { return [] }
        return [
            note(
                model, at: store.site,
                "self keeps the \(registration.token) in \(store.label); removing it in deinit never runs while "
                    + "\(registration.holder) holds self")
        ]
    }
}
