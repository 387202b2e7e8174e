import CClang
import CaptureAnalyzer
import Findings

/// `strong-self-across-runloop`: a strong re-capture of weak self held while a run loop runs.
package struct StrongSelfAcrossRunLoopRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "strong-self-across-runloop",
        summary:
            "A strong re-capture of a weak self (`__strong typeof(weakSelf) s = weakSelf`) is held across a "
            + "run-loop while loop or run.",
        rationale: """
            Re-strengthening a weak self is meant to be brief. A strong local lives until the end of its \
            scope, so when the scope contains a loop around runMode:beforeDate: (or a -run / CFRunLoopRun), \
            self stays retained for as long as the run loop runs: the weak capture achieved nothing, and the \
            loop's exit condition (often set in dealloc) can never become true. Declared inside the loop \
            body after the run call, or in a scope without one, it is fine.
            """,
        severity: .warning,
        fixHint:
            "Re-strengthen inside the loop body only around the work (`{ __strong typeof(weakSelf) s = weakSelf; [s "
            + "step]; }`), and test `weakSelf` in the loop condition.",
        triggeringExamples: [
            """
            @interface Poller : NSObject
            @property BOOL running;
            - (void)poll;
            @end
            @implementation Poller
            - (void)poll {}
            - (void)start {
                __weak typeof(self) weakSelf = self;
                [NSThread detachNewThreadWithBlock:^{
                    __strong typeof(weakSelf) ↓strongSelf = weakSelf;
                    NSRunLoop *loop = [NSRunLoop currentRunLoop];
                    [loop addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                    while (strongSelf.running) {
                        [loop runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
                    }
                }];
            }
            - (void)forever {
                __weak typeof(self) weakSelf = self;
                [NSThread detachNewThreadWithBlock:^{
                    __strong typeof(weakSelf) ↓s = weakSelf;
                    [s poll];
                    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                    [[NSRunLoop currentRunLoop] run];
                }];
            }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            @interface Poller : NSObject
            @property BOOL running;
            - (void)poll;
            @end
            @implementation Poller
            - (void)poll {}
            - (void)start {
                __weak typeof(self) weakSelf = self;
                [NSThread detachNewThreadWithBlock:^{
                    NSRunLoop *loop = [NSRunLoop currentRunLoop];
                    [loop addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                    while (weakSelf.running) {
                        [loop runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
                        __strong typeof(weakSelf) s = weakSelf;
                        [s poll];
                    }
                }];
            }
            @end
            """
        ])

    /// Reports strong copies of weak self whose scope contains a run-loop loop after them.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for v in model.variables.values.sorted(by: { $0.key < $1.key }) {
            guard let weak = model.weakSource(ofStrong: v), model.isWeakSelf(weak),
                let declStmt = v.node.parent, let scope = declStmt.parent, scope.kind == CXCursor_CompoundStmt
            else { continue }
            let body = declStmt.enclosingBody
            var held: ASTNode?
            for run in model.runCalls
            where run.start > declStmt.end && run.end <= scope.end && run.enclosingBody === body {
                guard let stmt = run.statement(in: scope) else { continue }
                // -run and CFRunLoopRun never return; runMode:… returns, so only a loop keeps it running.
                if model.isEndlessRunCall(run) || isInLoop(run, within: stmt) {
                    held = run
                    break
                }
            }
            guard let run = held else { continue }
            // `s = nil;` as a statement of its own between the copy and the loop releases self first.
            if scope.children.contains(where: { stmt in
                stmt.start > declStmt.end && stmt.end < run.start && clearsVariable(stmt, v, model: model)
            }) {
                continue
            }
            findings.append(
                finding(
                    at: v.node.location,
                    "'\(v.name)' re-captures the weak '\(weak.name)' strongly and is still alive while the run loop "
                        + "runs: self is retained for the whole run",
                    notes: [note(at: run.location, "the run loop runs here, inside the scope of '\(v.name)'")]))
        }
        return findings
    }

    /// True when `stmt` is `v = nil;`. libclang 14 shows some ARC assignments (to a `typeof`
    /// strong variable) as an unexposed expression, so the shape is matched, not the cursor kind.
    private func clearsVariable(_ stmt: ASTNode, _ v: Variable, model: SourceModel) -> Bool {
        var n: ASTNode? = stmt
        while let c = n, c.children.count == 1 { n = c.children[0] }
        guard let e = n, e.children.count == 2, model.variable(referencedBy: e.children[0])?.key == v.key,
            model.isNullConstant(e.children[1])
        else { return false }
        return e.kind == CXCursor_BinaryOperator ? model.isAssignment(e) : model.tokens(of: e).contains("=")
    }

    private func isInLoop(_ node: ASTNode, within stmt: ASTNode) -> Bool {
        var n: ASTNode? = node
        while let c = n {
            if c.kind == CXCursor_WhileStmt || c.kind == CXCursor_DoStmt || c.kind == CXCursor_ForStmt { return true }
            if c === stmt || c.isBody { return false }
            n = c.parent
        }
        return false
    }
}
