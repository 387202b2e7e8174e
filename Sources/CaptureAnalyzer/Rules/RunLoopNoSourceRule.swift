import CClang
import Findings

/// `runloop-no-source`: a run loop run with nothing to wait for: it returns at once.
public struct RunLoopNoSourceRule: LintRule {
    /// Creates the rule.
    public init() {}

    /// Id, texts and examples.
    public static let description = RuleDescription(
        id: "runloop-no-source",
        summary: "A run loop is started (run, runMode:beforeDate:, runUntilDate:, CFRunLoopRun…) with no port, source or timer added first: it returns at once.",
        rationale: """
            A run loop with no input source and no timer has nothing to wait for: -run, runMode:beforeDate: \
            and CFRunLoopRun return immediately (a loop around them spins the CPU), and the thread ends \
            before any performSelector:onThread: or timer can reach it. Observers are not sources. Only the \
            calling thread's run loop is checked (currentRunLoop, CFRunLoopGetCurrent, CFRunLoopRun); the \
            main run loop (mainRunLoop, CFRunLoopGetMain; code in C's main, in main-queue blocks and in \
            UIKit/AppKit/XCTest classes) always has sources. Sources \
            added earlier in the same function, in functions or methods of self it calls (two levels), \
            or in a caller before calling it count.
            """,
        severity: .warning,
        fixHint: "Add an input source before running: `[runLoop addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];` (or a timer), then run.",
        triggeringExamples: [
            """
            @interface Worker : NSObject
            @end
            @implementation Worker
            - (void)threadMain {
                NSRunLoop *loop = [NSRunLoop currentRunLoop];
                ↓[loop run];
            }
            - (void)spin {
                while (1) {
                    ↓[[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
                }
            }
            @end
            void *entry(void *arg) {
                ↓CFRunLoopRun();
                return 0;
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @interface Worker : NSObject
            - (void)attach;
            - (void)loop;
            @end
            @implementation Worker
            - (void)attach { [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode]; }
            - (void)withPort {
                [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                [[NSRunLoop currentRunLoop] run];
            }
            - (void)withHelper { [self attach]; [[NSRunLoop currentRunLoop] run]; }
            - (void)withTimer {
                [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(attach) userInfo:nil repeats:YES];
                CFRunLoopRun();
            }
            - (void)mainLoop { [[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:1]]; }
            - (void)start { [self attach]; [self loop]; }
            - (void)loop { [[NSRunLoop currentRunLoop] run]; }
            @end
            """,
        ])

    /// Reports each run of the current run loop with no source added before it.
    public func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for call in model.calls where model.isRunCall(call) && model.runLoopIdentity(ofCall: call) == .current {
            guard let body = call.enclosingBody, !model.isMainThreadContext(body) else { continue }
            if hasSource(before: call, in: body, model: model) { continue }
            // A helper run after its caller added a source (`[self attach]; [self loop];`), or
            // called from main: the source belongs to the caller's thread.
            let callers = model.callSites(of: body)
            if callers.contains(where: { c in
                guard let caller = c.enclosingBody else { return false }
                return model.isMainThreadContext(caller) || hasSource(before: c, in: caller, model: model)
            }) { continue }
            findings.append(finding(
                at: call.location,
                "run loop is started with no port, source or timer added first: it returns at once",
                notes: [note(at: body.location, "nothing in this \(body.kind == CXCursor_BlockExpr ? "block" : "function") adds an input source before the run")]))
        }
        return findings
    }

    private func hasSource(before call: ASTNode, in body: ASTNode, model: SourceModel) -> Bool {
        let executed = model.executedNodes(of: body)
        return executed.contains { n in
            guard model.isSourceAdd(n) else { return false }
            // Nodes from other methods (reached through [self m]) count when that call comes first.
            if body.contains(n) { return n.start < call.start }
            return true
        }
    }
}
