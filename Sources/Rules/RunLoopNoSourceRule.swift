import CClang
import CaptureAnalyzer
import Findings

/// `runloop-no-source`: a run loop run with nothing to wait for: it returns at once.
package struct RunLoopNoSourceRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "runloop-no-source",
        summary:
            "A run loop is started (run, runMode:beforeDate:, runUntilDate:, CFRunLoopRun…) with no port, source or "
            + "timer added first: it returns at once.",
        rationale: """
            A run loop with no input source and no timer has nothing to wait for: -run, runMode:beforeDate: \
            and CFRunLoopRun return immediately (a loop around them spins the CPU), and the thread ends \
            before any performSelector:onThread: or timer can reach it. Observers are not sources. Only the \
            calling thread's run loop is checked (currentRunLoop, CFRunLoopGetCurrent, CFRunLoopRun); the \
            main run loop (mainRunLoop, CFRunLoopGetMain; code in C's main, in main-queue blocks and in \
            UIKit/AppKit/XCTest classes) always has sources. Sources \
            added earlier in the same function, in functions or methods of self it calls (two levels), \
            or in a caller before calling it count. Where the thread is not known (not a thread the code \
            starts, a worker queue or an operation's main, nor code they call), only runs that wait for \
            ever are reported (run, CFRunLoopRun, distantFuture, or a loop the code configured with an \
            observer): a timed run there may be the main thread pumping its loop, as tests do.
            """,
        severity: .warning,
        fixHint:
            "Add an input source before running: `[runLoop addPort:[NSMachPort port] "
            + "forMode:NSDefaultRunLoopMode];` (or a timer), then run.",
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
            """
        ],
        nonTriggeringExamples: [
            """
            @interface Worker : NSObject
            - (void)attach;
            - (void)loop;
            @property BOOL done;
            @end
            @implementation Worker
            - (void)attach { [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode]; }
            - (void)withPort {
                [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                [[NSRunLoop currentRunLoop] run];
            }
            - (void)withHelper { [self attach]; [[NSRunLoop currentRunLoop] run]; }
            - (void)withTimer {
                [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(attach) userInfo:nil \
            repeats:YES];
                CFRunLoopRun();
            }
            - (void)mainLoop { [[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:1]]; }
            - (void)waitForCallback {
                while (!self.done) [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.05]];
            }
            - (void)start { [self attach]; [self loop]; }
            - (void)loop { [[NSRunLoop currentRunLoop] run]; }
            @end
            """
        ])

    /// Reports each run of the current run loop with no source added before it, on a thread the
    /// code started (or a worker queue), or, where the thread is not known, a run that waits
    /// for ever: a timed run there may be the main thread pumping its loop, as tests do.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
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
            }) {
                continue
            }
            let onWorker = runsOnWorkerThread(body, model: model)
            if !onWorker && isPumping(call, in: body, model: model) { continue }
            let place = body.kind == CXCursor_BlockExpr ? "block" : "function"
            var notes = [note(at: body.location, "nothing in this \(place) adds an input source before the run")]
            if !onWorker {
                notes.append(
                    note(
                        at: body.location,
                        "the thread that runs this \(place) is not known here: on a thread the code starts or a "
                            + "queue's worker the run returns at once; on the main thread it never returns"
                    ))
            }
            findings.append(
                finding(
                    at: call.location,
                    "run loop is started with no port, source or timer added first: it returns at once",
                    notes: notes))
        }
        return findings
    }

    /// True when `body` runs on a thread the code started (a thread entry, an operation's
    /// `main`, a block on a background queue) or is called from one, two levels up.
    private func runsOnWorkerThread(_ body: ASTNode, model: SourceModel, depth: Int = 2) -> Bool {
        if model.runsOnWorkerThread(body) { return true }
        guard depth > 0 else { return false }
        return model.callSites(of: body).contains { c in
            c.enclosingBody.map { runsOnWorkerThread($0, model: model, depth: depth - 1) } ?? false
        }
    }

    /// True for a run that gives up after a while (`runUntilDate:` a near date,
    /// `CFRunLoopRunInMode` with finite seconds) on a loop the code did not configure: on the
    /// main thread that is pumping its loop (tests waiting for a callback), not a mistake.
    /// Adding an observer to the current loop first says the code treats it as its own.
    private func isPumping(_ call: ASTNode, in body: ASTNode, model: SourceModel) -> Bool {
        if model.isEndlessRunCall(call) { return false }
        let args = model.arguments(of: call)
        if call.spelling == "CFRunLoopRunInMode" {
            guard args.count >= 2 else { return false }
            let seconds = model.tokens(of: args[1])
            if seconds.contains(where: { ["DBL_MAX", "INFINITY", "HUGE_VAL", "HUGE_VALF", "FLT_MAX"].contains($0) }) {
                return false
            }
            if let value = seconds.compactMap(Double.init).first, value >= 1e9 { return false }
        } else if let date = args.last, model.tokens(of: date).contains("distantFuture") {
            return false
        }
        let configures = model.executedNodes(of: body).contains { n in
            n.kind == CXCursor_CallExpr && n.spelling == "CFRunLoopAddObserver"
                && (!body.contains(n) || n.start < call.start)
        }
        return !configures
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
