import CaptureAnalyzer
import Findings
import SwiftSyntax

/// `strong-self-across-runloop` in Swift: a `[weak self]` closure that re-binds `self` strongly
/// at its top (`guard let self`, `let strong = self!`) and then loops for ever using it.
extension StrongSelfAcrossRunLoopRule: SwiftLintRule {

    /// How to fix it.
    package static let swiftFixHint =
        "Re-bind self inside the loop, once per turn (`while true { guard let self else { return } … }`), so the "
        + "strong reference ends with each turn."

    /// Swift snippets that trigger the rule.
    package static let swiftTriggeringExamples = [
        """
        import Foundation
        final class Poller {
            func poll() async {}
            func pollNow() {}
            func start() {
                Task { [weak self] in
                    ↓guard let self else { return }
                    while !Task.isCancelled { await self.poll() }
                }
                Thread { [weak self] in
                    ↓let strong = self!
                    while true { strong.pollNow() }
                }.start()
                Task { [weak self] in
                    ↓guard let self else { return }
                    for await _ in NotificationCenter.default.notifications(named: .init("x")) { self.pollNow() }
                }
                Task { [weak self] in
                    ↓guard let self else { return }
                    while true {
                        guard !Task.isCancelled else { return }  // leaves only when cancelled from outside
                        await poll()  // implicit self once self is unwrapped
                    }
                }
            }
        }
        """
    ]

    /// Swift snippets that do not trigger it.
    package static let swiftNonTriggeringExamples = [
        """
        final class Poller {
            func poll() async {}
            func start() {
                Task { [weak self] in
                    while !Task.isCancelled {
                        guard let self else { return }
                        await self.poll()
                    }
                }
                Task { [weak self] in
                    guard let self else { return }
                    await self.poll()
                }
                Task { [weak self] in
                    guard let self else { return }
                    await poll()
                    while !Task.isCancelled { await Task.yield() }  // no use of self in the loop
                }
            }
        }
        """
    ]

    /// Reports weak-self closures that hold a strong self across an endless loop.
    package func check(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for closure in model.closures where SwiftSourceModel.weakSelfCapture(closure) != nil {
            let statements = Array(closure.statements)
            // A task self keeps: `for await` lasts as long as its sequence, for ever as far as the code shows.
            let kept = ClosureCall.call(taking: closure).flatMap { model.storeBySelf(of: ExprSyntax($0)) } != nil
            for (i, statement) in statements.enumerated() {
                guard let (name, site) = Self.strongBinding(statement) else { continue }
                let rest = statements[(i + 1)...]
                guard
                    let loop = rest.lazy.compactMap({ SwiftSourceModel.endlessLoop(in: Syntax($0), forAwait: kept) })
                        .first,
                    loop.tokens(viewMode: .sourceAccurate).contains(where: { $0.hasText(name) })
                        || name == "self" && model.implicitMemberUse(in: loop, of: closure) != nil
                else { break }
                findings.append(
                    finding(
                        model, at: site,
                        "'\(name)' re-binds the weak self strongly and is held across a loop that never ends: the "
                            + "closure keeps self alive for ever",
                        notes: [note(model, at: loop, "this loop never ends by itself while '\(name)' holds self")]))
                break
            }
        }
        return findings
    }

    /// The name bound to a strong self by `statement` (`guard let self`, `guard let s = self`,
    /// `let s = self!`) and the statement's node.
    package static func strongBinding(_ statement: CodeBlockItemSyntax) -> (String, Syntax)? {
        if let guardStmt = statement.item.as(GuardStmtSyntax.self) {
            for condition in guardStmt.conditions {
                guard case .optionalBinding(let binding) = condition.condition,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
                else { continue }
                if let value = binding.initializer?.value {
                    if SwiftSourceModel.isSelf(value) { return (name.text, Syntax(guardStmt)) }
                } else if name.tokenKind == .keyword(.self) {
                    return ("self", Syntax(guardStmt))
                }
            }
        }
        if let variable = statement.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let forced = binding.initializer?.value.as(ForceUnwrapExprSyntax.self),
            SwiftSourceModel.isSelf(forced.expression)
        {
            return (name.text, Syntax(variable))
        }
        return nil
    }
}
