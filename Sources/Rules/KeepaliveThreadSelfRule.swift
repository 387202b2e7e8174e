import CClang
import CaptureAnalyzer
import Findings

/// `keepalive-thread-self`: a thread that retains self and runs a run loop that never runs dry.
package struct KeepaliveThreadSelfRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "keepalive-thread-self",
        summary:
            "A thread's entry block (or selector target) strongly captures self while running a run loop kept alive "
            + "by a port, source or timer.",
        rationale: """
            NSThread retains its entry block (or its target) until the thread exits. A thread that adds a \
            port, source or timer to its run loop and runs it does not exit: the run loop always has input \
            to wait for. If the entry retains self, self can never be deallocated, and the thread is leaked \
            with it. The entry's code includes the methods it sends to self, two levels deep.
            """,
        severity: .warning,
        fixHint:
            "Give the thread a weak self (re-strengthened only briefly around each piece of work, never across the "
            + "run loop), and stop the loop with a flag checked around runMode:beforeDate: plus CFRunLoopStop.",
        triggeringExamples: [
            """
            @interface Worker : NSObject
            @property (strong) NSThread *thread;
            - (void)threadMain;
            @end
            @implementation Worker
            - (void)startBlock {
                self.thread = [[NSThread alloc] initWithBlock:^{
                    NSRunLoop *loop = [NSRunLoop currentRunLoop];
                    [loop addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                    [↓self threadMain];
                    [loop run];
                }];
                [self.thread start];
            }
            - (void)startTarget {
                [NSThread detachNewThreadSelector:@selector(threadMain) toTarget:↓self withObject:nil];
            }
            - (void)threadMain {
                [[NSRunLoop currentRunLoop] addPort:[NSPort port] forMode:NSDefaultRunLoopMode];
                [[NSRunLoop currentRunLoop] run];
            }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            @interface Worker : NSObject
            - (void)work;
            @end
            @implementation Worker
            - (void)work {}
            - (void)noRunLoop {
                [NSThread detachNewThreadWithBlock:^{ [self work]; }];
            }
            - (void)bounded {
                [NSThread detachNewThreadWithBlock:^{
                    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                    [self work];
                    [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:5]];
                }];
            }
            - (void)weakEntry {
                __weak typeof(self) weakSelf = self;
                [NSThread detachNewThreadWithBlock:^{
                    [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                    [weakSelf work];
                    [[NSRunLoop currentRunLoop] run];
                }];
            }
            @end
            """
        ])

    package static func isInLoop(_ node: ASTNode) -> Bool {
        node.ancestor {
            $0.kind == CXCursor_WhileStmt || $0.kind == CXCursor_DoStmt || $0.kind == CXCursor_ForStmt || $0.isBody
        }
        .map { !$0.isBody } ?? false
    }

    /// Reports thread entries that retain self and run a run loop with a source.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for entry in model.threadEntries {
            let at: ASTNode
            if let target = entry.target {
                guard model.isSelfExpression(target) else { continue }
                at = target
            } else {
                guard let block = model.block(entry.body), let use = model.strongSelfUse(in: block) else { continue }
                at = use
            }
            let executed = model.executedNodes(of: entry.body)
            // A single bounded run (runUntilDate: a date, one runMode:) ends; -run, CFRunLoopRun and
            // any run inside a loop keep the thread.
            guard
                let run = executed.first(where: {
                    model.isRunCall($0) && model.runLoopIdentity(ofCall: $0) != .main
                        && (model.isEndlessRunCall($0) || Self.isInLoop($0))
                }),
                let source = executed.first(where: { model.isSourceAdd($0) })
            else { continue }
            findings.append(
                finding(
                    at: at.location,
                    "thread entry retains 'self' and runs a run loop that a port, source or timer keeps alive: the "
                        + "thread never exits and self is never deallocated",
                    notes: [
                        note(
                            at: entry.creation.location,
                            "the thread is created here and retains its entry until it exits"),
                        note(at: source.location, "this keeps the run loop from running dry"),
                        note(at: run.location, "the run loop runs here, for as long as it has input"),
                    ]))
        }
        return findings
    }
}
