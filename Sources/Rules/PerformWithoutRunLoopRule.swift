import CClang
import CaptureAnalyzer
import Findings

/// `perform-without-runloop`: delayed performs and scheduled timers on a thread whose run loop never runs.
package struct PerformWithoutRunLoopRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "perform-without-runloop",
        summary:
            "performSelector:…afterDelay: or a scheduled timer on a thread or queue that runs no run loop: it never "
            + "fires.",
        rationale: """
            performSelector:withObject:afterDelay: and scheduledTimerWith… add a timer to the current \
            thread's run loop. A block on a global or private dispatch queue (or a background \
            NSOperationQueue) runs on a worker thread whose run loop nobody runs, and a thread entry \
            that never runs its loop ends: the timer is never fired. Blocks on the main queue are fine, \
            and so is code that runs the run loop itself.
            """,
        severity: .warning,
        fixHint:
            "Schedule on the main run loop (dispatch to the main queue, or [NSRunLoop mainRunLoop] "
            + "addTimer:forMode:), use dispatch_after, or run the thread's run loop.",
        triggeringExamples: [
            """
            @interface Loader : NSObject
            - (void)retry;
            @end
            @implementation Loader
            - (void)retry {}
            - (void)background {
                dispatch_async(dispatch_get_global_queue(0, 0), ^{
                    ↓[self performSelector:@selector(retry) withObject:nil afterDelay:1];
                });
            }
            - (void)privateQueue {
                dispatch_queue_t q = dispatch_queue_create("loader", NULL);
                dispatch_async(q, ^{
                    ↓[NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(retry) userInfo:nil \
            repeats:NO];
                });
            }
            - (void)thread {
                [NSThread detachNewThreadWithBlock:^{
                    ↓[self performSelector:@selector(retry) withObject:nil afterDelay:2];
                }];
            }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            @interface Loader : NSObject
            @property dispatch_queue_t queue;
            - (void)retry;
            @end
            @implementation Loader
            - (void)retry {}
            - (void)mainQueue {
                dispatch_async(dispatch_get_main_queue(), ^{
                    [self performSelector:@selector(retry) withObject:nil afterDelay:1];
                });
            }
            - (void)onMain { [self performSelector:@selector(retry) withObject:nil afterDelay:1]; }
            - (void)runsLoop {
                [NSThread detachNewThreadWithBlock:^{
                    [self performSelector:@selector(retry) withObject:nil afterDelay:2];
                    [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:5]];
                }];
            }
            - (void)unknownQueue {
                dispatch_async(self.queue, ^{ [self performSelector:@selector(retry) withObject:nil afterDelay:1]; });
            }
            @end
            """
        ])

    /// True for the calls that need the current thread's run loop to fire.
    package static func needsRunLoop(_ n: ASTNode, model: SourceModel) -> Bool {
        guard n.kind == CXCursor_ObjCMessageExpr else { return false }
        if n.spelling.hasPrefix("performSelector:withObject:afterDelay:") { return true }
        return n.spelling.hasPrefix("scheduledTimerWith") && (model.classReceiver(of: n)?.contains("Timer") ?? false)
    }

    /// Reports delayed performs / scheduled timers whose body runs on a worker thread without a run loop.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for call in model.calls where Self.needsRunLoop(call, model: model) {
            guard let body = call.enclosingBody, model.runsOnWorkerThread(body) else { continue }
            if model.executedNodes(of: body).contains(where: { model.isRunCall($0) }) { continue }
            let whereText =
                body.kind == CXCursor_BlockExpr && model.dispatchQueue(of: body) != nil
                ? "this block runs on a background queue, whose thread runs no run loop"
                : "this thread entry never runs its run loop"
            findings.append(
                finding(
                    at: call.location,
                    "'\(call.spelling)' schedules a timer on the current thread's run loop, which never runs here: "
                        + "it never fires",
                    notes: [note(at: body.location, whereText)]))
        }
        return findings
    }
}
