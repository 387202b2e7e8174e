import SwiftSyntax

/// Loops that never end by themselves, and bodies that never return: what turns a strong
/// `self` in a task or thread into `self` living forever.
extension SwiftSourceModel {
    /// Conditions that only an outside party can end (cancellation); `self` held by the loop is
    /// what would have to go away for that party (a `deinit` that cancels) to run.
    package static let foreverConditions: Set<String> = ["true", "!Task.isCancelled", "!Thread.current.isCancelled"]

    /// The first loop directly in `statements` (not in nested closures or functions) that never
    /// ends by itself: `while true`, `while !Task.isCancelled`, `repeat … while true`, with no
    /// `break`, `return`, `throw` or throwing call (other than `Task.sleep` and
    /// `Task.checkCancellation`, which throw on cancellation only, and a `return` or `break` under
    /// a cancellation check) that leaves it. A `for await`
    /// loop without such an exit counts over a sequence that never finishes
    /// (`notifications(named:)`), and over any sequence with `forAwait` (it lasts as long as its
    /// sequence, which the code cannot see).
    package static func endlessLoop(in node: Syntax, forAwait: Bool = false) -> Syntax? {
        let finder = LoopFinder(viewMode: .sourceAccurate)
        finder.forAwait = forAwait
        finder.walk(node)
        return finder.found
    }

    /// True when `node` runs a run loop with no end (`RunLoop.current.run()`, `CFRunLoopRun()`)
    /// or an endless loop: a thread running it never returns.
    package static func runsForever(_ node: Syntax) -> Syntax? {
        if let loop = endlessLoop(in: node) { return loop }
        let finder = RunForeverFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// Async sequences that never finish by themselves: `NotificationCenter.notifications(named:)`.
    package static func isEndlessSequence(_ sequence: ExprSyntax) -> Bool {
        sequence.as(FunctionCallExprSyntax.self).map {
            calleeBaseName($0) == "notifications" && argument("named", of: $0) != nil
        } ?? false
    }

    /// The async sequences of Foundation that end with their data: a URL session's or a file's
    /// bytes, and their lines, characters and unicode scalars.
    static let finiteSequenceTypes = [
        "AsyncBytes", "AsyncLineSequence", "AsyncCharacterSequence", "AsyncUnicodeScalarSequence",
    ]

    /// True when `sequence`, looped over by `loop`, is one of Foundation's sequences that end with
    /// their data: `URLSession.shared.bytes(for:)`, `url.lines`, or a parameter or local declared
    /// with such a type or made by such a call (`let (bytes, _) = try await session.bytes(from: url)`).
    static func isFiniteSequence(_ sequence: ExprSyntax, at loop: ForStmtSyntax) -> Bool {
        if let call = sequence.as(FunctionCallExprSyntax.self) {
            return calleeBaseName(call) == "bytes" && ["for", "from"].contains(call.arguments.first?.label?.text)
        }
        if let member = sequence.as(MemberAccessExprSyntax.self) {
            return ["lines", "characters", "unicodeScalars", "resourceBytes"].contains(member.declName.baseName.text)
        }
        guard let name = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var current = Syntax(loop).parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                let parameter = function.signature.parameterClause.parameters.first {
                    ($0.secondName ?? $0.firstName).text == name
                }
                if let parameter {
                    let type = parameter.type.trimmedText
                    return finiteSequenceTypes.contains { type.contains($0) }
                }
                return finiteLocal(name, in: Syntax(function), before: loop)
            }
            if node.is(ClosureExprSyntax.self) { return finiteLocal(name, in: node, before: loop) }
            current = node.parent
        }
        return false
    }

    /// A local `name` bound before `loop` in `scope` with a finite sequence type or made by
    /// `bytes(for:)`/`bytes(from:)`.
    private static func finiteLocal(_ name: String, in scope: Syntax, before loop: ForStmtSyntax) -> Bool {
        for token in scope.tokens(viewMode: .sourceAccurate) where token.position < loop.position && token.text == name
        {
            guard token.parent?.is(IdentifierPatternSyntax.self) == true else { continue }
            let declared: String
            let value: String
            if let binding = token.parent?.ancestorOrSelf(mapping: { $0.as(PatternBindingSyntax.self) }) {
                declared = binding.typeAnnotation?.type.trimmedText ?? ""
                value = binding.initializer?.value.trimmedText ?? ""
            } else if let condition = token.parent?.ancestorOrSelf(mapping: {
                $0.as(OptionalBindingConditionSyntax.self)
            }) {
                declared = condition.typeAnnotation?.type.trimmedText ?? ""
                value = condition.initializer?.value.trimmedText ?? ""
            } else {
                continue
            }
            return finiteSequenceTypes.contains { declared.contains($0) } || value.contains(".bytes(for:")
                || value.contains(".bytes(from:")
        }
        return false
    }

    /// True for a loop's condition that only cancellation from outside can make false.
    package static func isForeverCondition(_ conditions: ConditionElementListSyntax) -> Bool {
        guard conditions.count == 1, let only = conditions.first, case .expression(let expr) = only.condition else {
            return false
        }
        return foreverConditions.contains(expr.trimmedText.filter { !$0.isWhitespace })
    }

    /// True when something in `body` leaves the loop `loop` (labelled `label`).
    package static func exits(_ body: Syntax, label: String?) -> Bool {
        let finder = ExitFinder(viewMode: .sourceAccurate)
        finder.label = label
        finder.walk(body)
        return finder.exits
    }
}

private final class LoopFinder: SyntaxVisitor {
    var found: Syntax?
    var forAwait = false

    private func label(of node: some SyntaxProtocol) -> String? {
        node.parent?.as(LabeledStmtSyntax.self)?.label.text
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, SwiftSourceModel.isForeverCondition(node.conditions),
            !SwiftSourceModel.exits(Syntax(node.body), label: label(of: node))
        {
            found = Syntax(node)
        }
        return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition.trimmedText.filter { !$0.isWhitespace }
        if found == nil, SwiftSourceModel.foreverConditions.contains(condition),
            !SwiftSourceModel.exits(Syntax(node.body), label: label(of: node))
        {
            found = Syntax(node)
        }
        return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        let endlessSequence =
            forAwait && !SwiftSourceModel.isFiniteSequence(node.sequence, at: node)
            || SwiftSourceModel.isEndlessSequence(node.sequence)
        if found == nil, endlessSequence, node.awaitKeyword != nil,
            !SwiftSourceModel.exits(Syntax(node.body), label: label(of: node))
        {
            found = Syntax(node)
        }
        return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Finds what leaves a loop: `return`, `throw`, a throwing call that can fail for reasons other
/// than cancellation, an unlabelled `break` that is not inside a nested loop or `switch`, or a
/// labelled `break` to the loop.
private final class ExitFinder: SyntaxVisitor {
    var exits = false
    var label: String?
    private var nesting = 0  // nested loops and switches: an unlabelled break there stays inside

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        exits = true
        return .skipChildren
    }
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        exits = true
        return .skipChildren
    }
    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if let target = node.label?.text { if target == label { exits = true } } else if nesting == 0 { exits = true }
        return .skipChildren
    }
    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        // `try?` and `try!` do not leave the loop; `try` inside a `do` that catches does not either.
        guard node.questionOrExclamationMark == nil, !Self.isInsideCatchingDo(node) else { return .visitChildren }
        let text = node.expression.trimmedText
        if !(text.contains("Task.sleep") || text.contains("Task.checkCancellation")) { exits = true }
        return .visitChildren
    }
    /// `guard !Task.isCancelled else { return }`: leaves only on cancellation from outside, as
    /// `while !Task.isCancelled` does.
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        SwiftSourceModel.isForeverCondition(node.conditions) ? .skipChildren : .visitChildren
    }
    /// `if Task.isCancelled { break }`, the same check turned round (an `else` still counts).
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.conditions.count == 1, case .expression(let expr) = node.conditions.first?.condition,
            ["Task.isCancelled", "Thread.current.isCancelled"].contains(expr.trimmedText)
        else { return .visitChildren }
        if let elseBody = node.elseBody { walk(elseBody) }
        return .skipChildren
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = SwiftSourceModel.calleeName(node)
        if ["fatalError", "exit", "preconditionFailure", "Thread.exit", "pthread_exit"].contains(name) { exits = true }
        return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        nesting += 1
        return .visitChildren
    }
    override func visitPost(_ node: WhileStmtSyntax) { nesting -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
        nesting += 1
        return .visitChildren
    }
    override func visitPost(_ node: RepeatStmtSyntax) { nesting -= 1 }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        nesting += 1
        return .visitChildren
    }
    override func visitPost(_ node: ForStmtSyntax) { nesting -= 1 }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        nesting += 1
        return .visitChildren
    }
    override func visitPost(_ node: SwitchExprSyntax) { nesting -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    static func isInsideCatchingDo(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(WhileStmtSyntax.self) || n.is(RepeatStmtSyntax.self) || n.is(ForStmtSyntax.self) { return false }
            if let doStmt = n.as(DoStmtSyntax.self), !doStmt.catchClauses.isEmpty { return true }
            current = n.parent
        }
        return false
    }
}

/// Finds a run loop started with no end: `RunLoop.current.run()` (no arguments) or `CFRunLoopRun()`.
private final class RunForeverFinder: SyntaxVisitor {
    var found: Syntax?
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = SwiftSourceModel.calleeName(node)
        if found == nil, node.arguments.isEmpty,
            ["RunLoop.current.run", "RunLoop.main.run", "CFRunLoopRun"].contains(name)
        {
            found = Syntax(node)
        }
        return .visitChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SwiftSourceModel {
    /// A call in `statements` (not in nested closures) to a method of the enclosing type,
    /// declared in this file, whose body never returns (`loops` decides: an endless loop, or also
    /// a run loop run with no end): `Thread { self.runLoop() }`. One level deep only.
    package func callThatNeverReturns(in statements: CodeBlockItemListSyntax, loops: (Syntax) -> Syntax?) -> (
        call: FunctionCallExprSyntax, method: FunctionDeclSyntax, loop: Syntax
    )? {
        let methods = members(around: statements).methods
        guard !methods.isEmpty else { return nil }
        let finder = SelfCallFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        for call in finder.calls {
            var name: String?
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                Self.isSelf(base)
            {
                name = member.declName.baseName.text
            }
            guard let name, let method = methods[name], let body = method.body,
                let loop = loops(Syntax(body.statements))
            else { continue }
            return (call, method, loop)
        }
        return nil
    }
}

/// Calls outside nested closures and functions.
private final class SelfCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
