import CClang
import CaptureAnalyzer
import Findings

/// `timer-default-mode`: a main-thread timer added only in the default run-loop mode.
package struct TimerDefaultModeRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "timer-default-mode",
        summary:
            "A timer is added to the main run loop only in the default mode: it stops firing while the loop runs "
            + "another mode (tracking).",
        rationale: """
            While the user scrolls or drags, the main run loop runs in UITrackingRunLoopMode (or the event \
            tracking mode), and timers registered only for NSDefaultRunLoopMode do not fire. Reported: \
            `addTimer:forMode:NSDefaultRunLoopMode` / `CFRunLoopAddTimer(…, kCFRunLoopDefaultMode)` on the \
            main run loop, or on the current run loop outside a background thread or queue (and outside \
            code that runs that loop itself in the default mode while nothing in the file uses another \
            mode), unless the same \
            timer is also added for another mode. scheduledTimerWith… (also default mode) is not reported: \
            it is too common in code where tracking does not matter, so this rule only flags explicit \
            choices.
            """,
        severity: .warning,
        fixHint: "Add the timer for NSRunLoopCommonModes (kCFRunLoopCommonModes), which includes the tracking mode.",
        triggeringExamples: [
            """
            @interface Clock : NSObject
            @property (strong) NSTimer *timer;
            - (void)tick;
            @end
            @implementation Clock
            - (void)tick {}
            - (void)start {
                self.timer = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(tick) userInfo:nil \
            repeats:NO];
                ↓[[NSRunLoop mainRunLoop] addTimer:self.timer forMode:NSDefaultRunLoopMode];
            }
            - (void)startCurrent:(NSTimer *)t {
                ↓[[NSRunLoop currentRunLoop] addTimer:t forMode:NSDefaultRunLoopMode];
            }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            @interface Clock : NSObject
            @property (strong) NSTimer *timer;
            @end
            @implementation Clock
            - (void)common:(NSTimer *)t { [[NSRunLoop mainRunLoop] addTimer:t forMode:NSRunLoopCommonModes]; }
            - (void)both:(NSTimer *)t {
                [[NSRunLoop mainRunLoop] addTimer:t forMode:NSDefaultRunLoopMode];
                [[NSRunLoop mainRunLoop] addTimer:t forMode:UITrackingRunLoopMode];
            }
            - (void)worker:(NSTimer *)t {
                [NSThread detachNewThreadWithBlock:^{
                    [[NSRunLoop currentRunLoop] addTimer:t forMode:NSDefaultRunLoopMode];
                    [[NSRunLoop currentRunLoop] run];
                }];
            }
            @end
            """
        ])

    package static let defaultModes: Set<String> = ["NSDefaultRunLoopMode", "kCFRunLoopDefaultMode"]

    /// The same local or parameter, or the same property/ivar spelling within one class.
    private func sameTimer(_ a: ASTNode, _ b: ASTNode, model: SourceModel) -> Bool {
        if let va = model.variable(referencedBy: a) { return model.variable(referencedBy: b) === va }
        guard model.tokens(of: a).joined() == model.tokens(of: b).joined() else { return false }
        return model.enclosingClass(of: a) === model.enclosingClass(of: b)
    }

    /// Reports default-mode-only timer registrations on the main (or an interactive) run loop.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        // (run loop, timer, mode) of every timer registration.
        var registrations: [(call: ASTNode, loop: ASTNode, timer: ASTNode, mode: ASTNode)] = []
        for call in model.calls {
            let args = model.arguments(of: call)
            if call.kind == CXCursor_ObjCMessageExpr, call.spelling == "addTimer:forMode:", args.count == 2,
                let r = model.receiver(of: call)
            {
                registrations.append((call, r, args[0], args[1]))
            } else if call.kind == CXCursor_CallExpr, call.spelling == "CFRunLoopAddTimer", args.count == 3 {
                registrations.append((call, args[0], args[1], args[2]))
            }
        }
        // Does anything in the file run a loop in a mode other than the default one?
        let otherModes = model.calls.contains { call in
            if call.kind == CXCursor_CallExpr && call.spelling == "CFRunLoopAddCommonMode" { return true }
            guard model.isRunCall(call),
                call.spelling == "CFRunLoopRunInMode" || call.spelling.hasPrefix("runMode:")
                    || call.spelling.hasPrefix("acceptInputForMode:"),
                let mode = model.arguments(of: call).first
            else { return false }
            return !Self.defaultModes.contains(model.tokens(of: mode).joined())
        }
        for reg in registrations {
            let mode = model.tokens(of: reg.mode).joined()
            guard Self.defaultModes.contains(mode) else { continue }
            switch model.runLoopIdentity(of: reg.loop) {
            case .main: break
            case .current:
                // A worker thread's loop, or a loop this very code runs in the default mode only
                // (and nothing in the file runs another mode), never leaves the default mode.
                guard let body = reg.call.enclosingBody, !model.runsOnWorkerThread(body) else { continue }
                if !otherModes, !body.directNodes(where: { model.isRunCall($0) }).isEmpty { continue }
            case .unknown: continue
            }
            let alsoElsewhere = registrations.contains { other in
                other.call !== reg.call && sameTimer(reg.timer, other.timer, model: model)
                    && !Self.defaultModes.contains(model.tokens(of: other.mode).joined())
            }
            if alsoElsewhere { continue }
            findings.append(
                finding(
                    at: reg.call.location,
                    "timer is added only for the default run-loop mode: it stops firing while the main run loop "
                        + "tracks touches or scrolling",
                    fix: reg.call.kind == CXCursor_CallExpr
                        ? "Add it for the common modes: `CFRunLoopAddTimer(\(model.spelledText(of: reg.loop)), "
                            + "\(model.spelledText(of: reg.timer)), kCFRunLoopCommonModes);`."
                        : "Add it for the common modes: `[\(model.spelledText(of: reg.loop)) "
                            + "addTimer:\(model.spelledText(of: reg.timer)) forMode:NSRunLoopCommonModes];`."
                ))
        }
        return findings
    }
}
