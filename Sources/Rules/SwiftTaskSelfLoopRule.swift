import CaptureAnalyzer
import Findings
import SwiftSyntax

/// `swift-task-self-loop`: a `Task` whose closure holds `self` strongly and loops for ever
/// (`while true`, `while !Task.isCancelled`), or loops over an async sequence while `self` keeps
/// the task.
package struct SwiftTaskSelfLoopRule: SwiftLintRule {
    /// Creates the rule.
    package init() {}

    /// How to fix it.
    package static let swiftFixHint =
        "Capture self weakly and re-bind it inside the loop, once per turn (`while !Task.isCancelled { guard let "
        + "self else { return }; … }`), so the task lets go of self between turns; cancel the task when the owner "
        + "stops."

    /// Callees that start a task.
    package static let taskMakers: CalleeNames = ["Task", "Task.init", "Task.detached", "_Concurrency.Task"]

    /// Id, texts and examples (Swift only).
    package static let description = RuleDescription(
        id: "swift-task-self-loop",
        summary: "Swift: a Task holds self strongly in a loop that never ends.",
        rationale: """
            A task keeps its closure, and so everything the closure holds, until the closure returns. A \
            `while true` or `while !Task.isCancelled` loop returns only when someone cancels the task, and the \
            place that would cancel it (deinit, or a cancel() on the task self keeps) never runs while the task \
            holds self: self and the task live for ever. The same goes for `for await` over a stream while self \
            keeps the task: the cycle self → task → closure → self lasts as long as the stream, usually for ever. \
            Not reported: tasks that end (no loop, or a loop with break, return or a throwing call), [weak self] \
            re-bound inside the loop, struct or enum self, and `for await` in a task self does not keep \
            (unless its sequence never finishes, as `notifications(named:)`). The loop may be in a method \
            of self the task calls (`Task { await self.pollForever() }`).
            """,
        severity: .warning,
        fixHint: swiftFixHint,
        triggeringExamples: [], nonTriggeringExamples: [])

    /// Swift snippets that trigger the rule.
    package static let swiftTriggeringExamples = [
        """
        final class Poller {
            var task: Task<Void, Never>?
            func poll() async {}
            func start() {
                Task {
                    while true { await ↓self.poll() }
                }
            }
            func pollForever() async { while true { await poll() } }
            func startCall() { Task { await ↓self.pollForever() } }
            func startImplicit() {
                Task { while !Task.isCancelled { await ↓poll() } }
            }
            func startKept(_ stream: AsyncStream<Int>) {
                task = Task { for await _ in stream { await ↓self.poll() } }
            }
            func startLocal() {
                let looping = Task { while true { await ↓self.poll() } }
                let other = Task { await self.poll() }
                other.cancel()
                _ = looping
            }
            deinit { task?.cancel() }
        }
        """
    ]

    /// Swift snippets that do not trigger it.
    package static let swiftNonTriggeringExamples = [
        """
        final class Poller {
            var task: Task<Void, Never>?
            var done = false
            func poll() async {}
            func start(_ stream: AsyncStream<Int>) {
                Task { await self.poll() }
                task = Task { await self.poll() }
                Task { [weak self] in
                    while !Task.isCancelled {
                        guard let self else { return }
                        await self.poll()
                    }
                }
                Task { while true { if self.done { break }; await self.poll() } }
                Task { for await _ in stream { await self.poll() } }
            }
            func updates() -> AsyncStream<Int> {
                AsyncStream { continuation in
                    let task = Task {
                        while !Task.isCancelled { await self.poll(); continuation.yield(0) }
                    }
                    continuation.onTermination = { _ in task.cancel() }
                }
            }
            func updatesThroughVar() -> AsyncStream<Int> {
                AsyncStream { continuation in
                    var task: Task<Void, Never>?
                    task = Task {
                        while !Task.isCancelled { await self.poll(); continuation.yield(0) }
                    }
                    continuation.onTermination = { _ in task?.cancel() }
                }
            }
        }
        struct Loop {
            func poll() async {}
            func start() { Task { while true { await self.poll() } } }
        }
        """
    ]

    /// Reports tasks that hold self strongly in a loop that never ends.
    package func check(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for call in model.calls(toOneOf: Self.taskMakers) {
            guard
                let closure = SwiftSourceModel.closureArguments(of: call).first(where: {
                    $0.label == nil || $0.label == "operation"
                })?.closure,
                model.selfKind(at: call) == .reference, let use = model.strongSelfUse(in: closure, implicitSelf: true)
            else { continue }
            let store = model.storeBySelf(of: ExprSyntax(call))
            // A handle the code around cancels (`continuation.onTermination = { _ in task.cancel() }`)
            // ends the loop without self going away.
            if store == nil, Self.localHandleIsCancelled(call, model) { continue }
            let endless = { (node: Syntax) in SwiftSourceModel.endlessLoop(in: node, forAwait: store != nil) }
            // The loop in the closure, or in a method of self it calls (`Task { await self.pollForever() }`).
            guard
                let loop = endless(Syntax(closure.statements))
                    ?? model.callThatNeverReturns(in: closure.statements, loops: endless)?.loop
            else { continue }
            var notes = [
                note(
                    model, at: loop,
                    loop.is(ForStmtSyntax.self)
                        ? "this loop lasts as long as its async sequence"
                        : "this loop ends only when the task is cancelled")
            ]
            var message = "task holds self strongly in a loop that never ends by itself: self is never deallocated"
            if let store {
                notes.append(
                    note(
                        model, at: store.site,
                        "self keeps the task in \(store.label): cancelling it from deinit never runs"))
                message =
                    "task kept by self holds self strongly in a loop that never ends by itself: self → "
                    + "\(store.label) → task → closure → self"
                // A sequence the code does not show to be endless: the claim is only as long as it.
                if let forLoop = loop.as(ForStmtSyntax.self), !SwiftSourceModel.isEndlessSequence(forLoop.sequence) {
                    message =
                        "task kept by self holds self strongly while it loops over an async sequence: self → "
                        + "\(store.label) → task → closure → self; self is not deallocated before the sequence "
                        + "finishes, and never if it does not"
                }
            }
            findings.append(finding(model, at: use, message, notes: notes))
        }
        return findings
    }

    /// Whether `call` (a task) is kept in a local (`let task = Task { … }`, or `task = Task { … }`
    /// with `var task` declared in the same scope) that the scope cancels: `task.cancel()` or
    /// `task?.cancel()`, also inside a closure of the scope (a stream's termination handler).
    static func localHandleIsCancelled(_ call: FunctionCallExprSyntax, _ model: SwiftSourceModel) -> Bool {
        var name = model.localName(initializedWith: ExprSyntax(call))
        if name == nil, let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.last?.id == call.id,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        {
            // `task = Task { … }`, as the parser leaves it (operators not folded).
            name = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let name else { return false }
        // The scope: the nearest list of statements that declares the local.
        var scope = call.parent
        while let current = scope {
            if let items = current.as(CodeBlockItemListSyntax.self), declares(name, in: items) { break }
            scope = current.parent
        }
        guard let scope else { return false }
        return scope.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                let member = (ref.parent?.as(OptionalChainingExprSyntax.self)?.parent ?? ref.parent)?.as(
                    MemberAccessExprSyntax.self),
                member.declName.baseName.text == "cancel"
            else { return false }
            return member.parent?.is(FunctionCallExprSyntax.self) == true
        }
    }

    /// Whether `items` declare a local `name` (`let name`, `var name`) at their own level.
    private static func declares(_ name: String, in items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            item.item.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            } == true
        }
    }
}
