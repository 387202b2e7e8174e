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
                handler = { [weak self] in
                    if self == nil { print("gone") }
                    ↓self!.tick()
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
                handler = { [weak self] in if let _ = self { self!.tick() } }
                handler = { [weak self] in
                    if self == nil { return }
                    self!.tick()
                }
                handler = { [weak self] in
                    guard self != nil else { return }
                    self!.tick()
                }
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

/// The first `self!` outside nested closures and where the weak self was not just checked:
/// inside `if self != nil { … }` or `if let _ = self { … }`, or after `guard self != nil else {
/// return }` or `if self == nil { return }` in the same block. (Checked, the closure has not let
/// go of its owner since, unless another thread releases it in between.)
private final class ForcedSelfFinder: SyntaxVisitor {
    var found: Syntax?
    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, SwiftSourceModel.isSelf(node.expression) { found = Syntax(node) }
        return .visitChildren
    }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // `if self != nil { self!… }` is checked: skip the body, look at the conditions and the
        // else branch.
        guard Self.checksSelf(node.conditions, isNil: false) else { return .visitChildren }
        walk(node.conditions)
        if let elseBody = node.elseBody { walk(elseBody) }
        return .skipChildren
    }
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        for item in node {
            walk(item)
            // What follows an early exit on a nil self is checked.
            if found != nil || Self.exitsUnlessSelf(item.item) { break }
        }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `guard self != nil else { return }`, `guard let _ = self else { … }`, or `if self == nil {
    /// return }` (its body ends in `return`, `throw`, `break` or `continue`, and it has no else).
    private static func exitsUnlessSelf(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return checksSelf(guardStatement.conditions, isNil: false)
        }
        let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let ifExpression = expression?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
            ifExpression.conditions.count == 1, checksSelf(ifExpression.conditions, isNil: true),
            let last = ifExpression.body.statements.last?.item
        else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
            || last.is(ContinueStmtSyntax.self)
    }

    /// Whether one of `conditions` tests that self is nil (`isNil`) or that it is not: `self ==
    /// nil`, `self != nil` (either way round), `let _ = self`, `let strong = self`.
    private static func checksSelf(_ conditions: ConditionElementListSyntax, isNil: Bool) -> Bool {
        conditions.contains { element in
            if !isNil, let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
                return binding.initializer.map { SwiftSourceModel.isSelf($0.value) } == true
            }
            let text = element.condition.trimmedText.filter { !$0.isWhitespace }
            return isNil ? text == "self==nil" || text == "nil==self" : text == "self!=nil" || text == "nil!=self"
        }
    }
}
