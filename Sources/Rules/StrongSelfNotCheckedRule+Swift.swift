import CaptureAnalyzer
import Findings
import SwiftSyntax

/// `strong-self-not-checked` in Swift: `self!` in a `[weak self]` closure, a dereference of the
/// weak self with no nil check (it traps once the owner is gone).
extension StrongSelfNotCheckedRule: SwiftLintRule {

    /// How to fix it.
    package static let swiftFixHint =
        "Check the weak self instead of forcing it: `guard let self else { return }`, or `self?.tick()`."

    /// Swift snippets that trigger the rule.
    package static let swiftTriggeringExamples = [
        """
        final class Owner {
            var handler: (() -> Void)?
            func tick() {}
            func start() {
                handler = { [weak self] in ↓self!.tick() }
                handler = { [weak self] in
                    let strong = ↓self!
                    strong.tick()
                }
            }
        }
        """
    ]

    /// Swift snippets that do not trigger it.
    package static let swiftNonTriggeringExamples = [
        """
        final class Owner {
            var handler: (() -> Void)?
            func tick() {}
            func start() {
                handler = { [weak self] in self?.tick() }
                handler = { [weak self] in
                    guard let self else { return }
                    self.tick()
                }
                handler = { [unowned self] in self.tick() }
                handler = { [weak self] in if self != nil { self!.tick() } }
            }
        }
        """
    ]

    /// Reports the first `self!` of each weak-self closure that is not under an `if self != nil`.
    package func check(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for closure in model.closures {
            guard let capture = SwiftSourceModel.weakSelfCapture(closure), capture.specifier?.specifier.text == "weak",
                capture.initializer == nil
            else { continue }
            let finder = ForcedSelfFinder(viewMode: .sourceAccurate)
            finder.walk(closure.statements)
            guard let forced = finder.found else { continue }
            findings.append(
                finding(
                    model, at: forced,
                    "'self!' forces the weak self: the closure traps when it runs after its owner is gone",
                    notes: [note(model, at: capture, "self is captured weakly here")]))
        }
        return findings
    }
}

/// The first `self!` outside nested closures and outside `if self != nil { … }`.
private final class ForcedSelfFinder: SyntaxVisitor {
    var found: Syntax?
    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, SwiftSourceModel.isSelf(node.expression) { found = Syntax(node) }
        return .visitChildren
    }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // `if self != nil { self!… }` is checked: skip the body, look at the else branch.
        let checked = node.conditions.contains {
            $0.condition.trimmedText.filter { !$0.isWhitespace } == "self!=nil"
        }
        guard checked else { return .visitChildren }
        if let elseBody = node.elseBody { walk(elseBody) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
