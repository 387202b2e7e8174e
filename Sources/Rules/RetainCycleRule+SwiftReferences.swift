import CaptureAnalyzer
import Findings
import SwiftSyntax

/// Closures the compiler builds where the source shows none: an escaping autoclosure around an
/// argument, and a method of self used as a value. Both hold self strongly.
extension RetainCycleRule {
    /// `log(self.name)` where `log` (a method of self) keeps its `@autoclosure @escaping`
    /// parameter: the closure the compiler builds around the argument holds self, and self keeps it.
    func autoclosures(_ model: SwiftSourceModel) -> [Finding] {
        let autoclosureMethods = model.types.module.autoclosureMethods
        guard !autoclosureMethods.isEmpty else { return [] }
        return zip(model.calls, model.calleeBaseNames).compactMap { call, name -> Finding? in
            guard autoclosureMethods.contains(name) else { return nil }
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            guard receiver == nil || receiver.map(SwiftSourceModel.isSelf) == true,
                model.selfKind(at: call) == .reference,
                let type = model.enclosingTypeName(of: call)
            else {
                return nil
            }
            let summaries = model.types.module.ownSummaries(
                of: type, module: model.module, named: name, labels: SwiftSourceModel.argumentLabels(of: call))
            guard let summary = summaries.first, summaries.count == 1 else { return nil }
            for (index, argument) in call.arguments.enumerated() where summary.autoclosures.contains(index) {
                guard let label = summary.keptBySelf[index], !argument.expression.is(ClosureExprSyntax.self),
                    let use = SwiftSourceModel.firstSelf(in: Syntax(argument.expression))
                else { continue }
                let member = label.replacingOccurrences(of: "self.", with: "")
                let path = "self → \(name)(_:) → \(member) → autoclosure"
                return finding(
                    model, at: use,
                    "the @autoclosure argument captures self strongly and self keeps it: \(path) → self; neither is "
                        + "ever deallocated",
                    notes: [note(model, at: call, "\(name) keeps its @autoclosure @escaping parameter")],
                    cycle: path + " → self")
            }
            return nil
        }
    }

    /// `form +++ Section() <<< ButtonRow().onCellSelection { self… }`: the call's receiver is an
    /// operand of listed holding operators (each left operand keeps the right one) whose first
    /// operand self keeps.
    func keptThroughOperators(
        _ call: FunctionCallExprSyntax, _ name: String,
        _ model: SwiftSourceModel
    ) -> (String, Syntax)? {
        guard !model.keepers.holdingOperators.isEmpty else { return nil }
        var current = call
        while let next = SwiftSourceModel.chainedCall(after: current) { current = next }
        let operand = model.outermostValue(ExprSyntax(current))
        guard let list = operand.parent?.as(ExprListSyntax.self),
            let sequence = list.parent?.as(SequenceExprSyntax.self)
        else {
            return nil
        }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == operand.id }), index >= 2 else { return nil }
        for i in stride(from: 1, to: index, by: 2) {
            guard let op = elements[i].as(BinaryOperatorExprSyntax.self),
                model.keepers.holdingOperators.contains(op.operator.text)
            else {
                return nil
            }
        }
        guard let path = model.selfMemberPath(elements[0]) else { return nil }
        return ("self → \(path) → row → \(name) closure", Syntax(sequence))
    }

    /// `handler = tick`, `self.handler = self.tick`, `.sink(receiveValue: handle(_:))`,
    /// `Provider(action: handle)` appended to self's list: an unapplied reference to an instance
    /// method of self holds `self` strongly, like a closure that calls it; it is kept wherever a
    /// closure in its place would be.
    func methodReferences(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for (value, name) in model.methodReferences() {
            guard let (path, site) = keeper(of: value, in: model) else { continue }
            let held = path.hasSuffix(" → closure") ? String(path.dropLast(" → closure".count)) : path
            let cycle = "\(held) → method reference '\(name)' → self"
            var notes = [note(model, at: site, "self keeps the method reference here")]
            if let release = libraryRelease(of: value, model) {
                notes.append(note(model, at: site, Self.releaseNote(release)))
            }
            findings.append(
                finding(
                    model, at: value, "method reference '\(name)' captures self strongly and self keeps it: \(cycle)",
                    notes: notes, cycle: cycle))
        }
        return findings
    }
}
