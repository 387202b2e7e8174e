import SwiftSyntax

/// Cycles that go through a local variable instead of `self`:
///
/// - a local object keeps a closure that captures that object (`job.onDone = { job.finish() }`,
///   `op.handlers.append { op… }`, a listed library receiver such as `source.setEventHandler {
///   source… }`): a `let` whose property is assigned is a class instance, and a `var` is captured
///   through its box, which holds the value that holds the closure, so both are cycles;
/// - a closure stored in the very `var` it calls (`step = { n in step?(n - 1) }`): the closure
///   holds the variable's box, the box holds the closure;
/// - a token kept by the object its own closure captures (`let token = bus.observe { screen… };
///   screen.token = token`).
///
/// A later `name = nil` (or `name.member = nil`) in the same function breaks the cycle, and then
/// nothing is reported.
package struct SwiftLocalCycle {
    /// The local variable.
    package var name: String
    /// The strong use of the local inside the closure (where the finding points).
    package var use: Syntax
    /// The statement that keeps the closure.
    package var site: Syntax
    /// The reference path, `job → job.onDone → closure → job`.
    package var path: String
}

extension SwiftSourceModel {
    /// Every local cycle of the file.
    package func localCycles() -> [SwiftLocalCycle] {
        closures.compactMap(localCycle(of:))
    }

    private func localCycle(of closure: ClosureExprSyntax) -> SwiftLocalCycle? {
        guard let function = enclosingFunction(of: closure) else { return nil }
        let value = outermostValue(ExprSyntax(closure))
        let captured = strongLocalUses(in: closure, function: function)
        guard !captured.isEmpty else { return nil }
        // `target = closure`: `step = { step?() }` or `job.onDone = { job.finish() }`.
        if let (target, site) = assignedTarget(of: value), let root = localRoot(of: target),
            let use = captured[root.name],
            !clearedLater(root.name, after: site, in: function)
        {
            let path = target.trimmedDescription
            if path == root.name {
                guard root.isVar else { return nil }
                return SwiftLocalCycle(
                    name: root.name, use: use, site: site, path: "\(root.name)'s box → closure → \(root.name)'s box")
            }
            guard root.isVar || root.isLet else { return nil }
            return SwiftLocalCycle(
                name: root.name, use: use, site: site, path: "\(root.name) → \(path) → closure → \(root.name)")
        }
        // `job.handlers.append { job… }`, `source.setEventHandler { source… }`.
        if let call = ClosureCall.call(taking: closure),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let receiver = member.base, let root = localRoot(of: receiver), let use = captured[root.name],
            !clearedLater(root.name, after: Syntax(call), in: function)
        {
            let method = member.declName.baseName.text
            let keeps =
                Self.storingCollectionMethods.contains(method) && receiver.trimmedDescription != root.name
                || keepers.keeper(method: method, firstLabel: ClosureCall.firstLabel(of: call))?.keptBy
                    == .receiver
            if keeps {
                return SwiftLocalCycle(
                    name: root.name, use: use, site: Syntax(call),
                    path: "\(root.name) → \(receiver.trimmedDescription).\(method) → closure → \(root.name)")
            }
        }
        // `let token = bus.observe { screen… }; screen.token = token`.
        if let call = ClosureCall.call(taking: closure),
            let token = localName(initializedWith: outermostValue(ExprSyntax(call))),
            keepers.keeper(
                method: Self.calleeBaseName(call), firstLabel: ClosureCall.firstLabel(of: call))?.keptBy
                == .result
        {
            for assignment in assignments where assignment.position >= call.endPosition && function.contains(assignment)
            {
                let elements = Array(assignment.elements)
                guard elements.count == 3, elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == token,
                    let root = localRoot(of: elements[0]), elements[0].trimmedDescription != root.name,
                    let use = captured[root.name]
                else { continue }
                return SwiftLocalCycle(
                    name: root.name, use: use, site: Syntax(assignment),
                    path: "\(root.name) → \(elements[0].trimmedDescription) → \(token) → closure → \(root.name)")
            }
        }
        return nil
    }

    /// A local of the function: its name and whether it is a `let` or a `var`. Parameters are
    /// not roots: their objects come from a caller (often a framework that lets go of the handler
    /// it gave them), so lint cannot know the cycle outlives the call.
    private struct LocalRoot {
        var name: String
        var isLet: Bool
        var isVar: Bool
    }

    /// The local a member path starts from (`job.handlers[…]` → job).
    private func localRoot(of expr: ExprSyntax) -> LocalRoot? {
        guard let ref = Self.memberPath(expr).root.as(DeclReferenceExprSyntax.self), ref.baseName.tokenKind != .keyword(.self),
            let declaration = localDeclaration(named: ref.baseName.text, before: expr)
        else { return nil }
        return LocalRoot(name: ref.baseName.text, isLet: declaration == .let, isVar: declaration == .var)
    }

    /// `let`/`var` of the local `name` declared in the function around `node`, before it.
    private func localDeclaration(named name: String, before node: some SyntaxProtocol) -> Keyword? {
        guard let function = enclosingFunction(of: node) else { return nil }
        for token in function.tokens(viewMode: .sourceAccurate)
        where token.text == name && token.position < node.position {
            guard let pattern = token.parent?.as(IdentifierPatternSyntax.self),
                let binding = pattern.parent?.as(PatternBindingSyntax.self),
                let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
                declaration.parent?.is(CodeBlockItemSyntax.self) == true,
                case .keyword(let keyword) = declaration.bindingSpecifier.tokenKind
            else { continue }
            return keyword
        }
        return nil
    }

    /// Locals of `function` that `closure` holds strongly, with their first use: names used in
    /// the body that the closure does not bind itself and that its capture list does not make
    /// weak or unowned.
    private func strongLocalUses(in closure: ClosureExprSyntax, function: Syntax) -> [String: Syntax] {
        var weak = Set<String>()
        for item in closure.signature?.capture?.items ?? [] {
            if let specifier = item.specifier, ["weak", "unowned"].contains(specifier.specifier.text) {
                weak.insert(item.name.text)
            }
        }
        let bound = LocalNameScan(closure).names
        var uses: [String: Syntax] = [:]
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, uses[name] == nil, !weak.contains(name),
                !bound.contains(name),
                let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id,
                localDeclaration(named: name, before: closure) != nil
            else { continue }
            uses[name] = Syntax(ref)
        }
        return uses
    }

    /// `target = value`: the target and the statement.
    private func assignedTarget(of value: ExprSyntax) -> (ExprSyntax, Syntax)? {
        guard let list = value.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == value.id else {
            return nil
        }
        return (elements[0], Syntax(sequence))
    }

    /// Whether `name = nil` or `name.… = nil` follows `site` in `function` (or is inside it).
    private func clearedLater(_ name: String, after site: Syntax, in function: Syntax) -> Bool {
        assignments.contains { assignment in
            let elements = Array(assignment.elements)
            // Later in the function, or inside the closure itself (a callback that lets go of
            // itself when it runs).
            guard assignment.position > site.position, assignment.id != site.id, function.contains(assignment), elements.count == 3,
                elements[2].is(NilLiteralExprSyntax.self)
            else { return false }
            let target = elements[0].trimmedDescription
            return target == name || target.hasPrefix(name + ".") || target.hasPrefix(name + "?.")
        }
    }
}

/// Names a closure binds itself: its parameters and the locals declared in its body.
private final class LocalNameScan: SyntaxVisitor {
    var names: Set<String> = []

    init(_ closure: ClosureExprSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(closure)
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.text)
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }
    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
