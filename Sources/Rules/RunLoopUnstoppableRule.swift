import CClang
import CaptureAnalyzer
import Findings

/// `runloop-unstoppable`: `-[NSRunLoop run]` on a loop that the file tries to stop with CFRunLoopStop.
package struct RunLoopUnstoppableRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "runloop-unstoppable",
        summary:
            "-[NSRunLoop run] is used on a loop that the code tries to end with CFRunLoopStop: run restarts itself.",
        rationale: """
            -[NSRunLoop run] calls runMode:beforeDate: over and over for as long as the loop has sources. \
            CFRunLoopStop only ends the current runMode:beforeDate: pass, so run starts the next one: the \
            thread never leaves run. When the code calls CFRunLoopStop on the loop that -run runs, its \
            intent is a stoppable loop, and -run cannot be one. The stop is matched to the loop by data \
            flow in the file: the thread that runs the code (a thread entry, a method performed on the \
            thread with performSelector:onThread:, a block performed on the loop), the main loop, and \
            the properties, ivars and variables the loop is stored in. A stop of a provably different \
            loop (the main loop while a worker runs, another thread's stored loop) is not reported; a \
            loop the file does not reveal (a parameter) can be the same one, and is.
            """,
        severity: .warning,
        fixHint:
            "Replace `[runLoop run]` with `while (!stopped && [runLoop runMode:NSDefaultRunLoopMode "
            + "beforeDate:[NSDate distantFuture]]) {}` and set the flag before CFRunLoopStop (or use "
            + "CFRunLoopRun, which CFRunLoopStop does end).",
        triggeringExamples: [
            """
            @interface Server : NSObject
            @property CFRunLoopRef loop;
            @end
            @implementation Server
            - (void)threadMain {
                self.loop = CFRunLoopGetCurrent();
                [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                ↓[[NSRunLoop currentRunLoop] run];
            }
            - (void)stop { CFRunLoopStop(self.loop); }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            @interface Server : NSObject
            @property CFRunLoopRef loop;
            @property BOOL stopped;
            @end
            @implementation Server
            - (void)threadMain {
                self.loop = CFRunLoopGetCurrent();
                NSRunLoop *rl = [NSRunLoop currentRunLoop];
                [rl addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                while (!self.stopped && [rl runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]) {}
            }
            - (void)cfThread { CFRunLoopRun(); }
            - (void)stop { self.stopped = YES; CFRunLoopStop(self.loop); }
            @end
            """,
            """
            @interface Worker : NSObject
            @end
            @implementation Worker
            - (void)start {
                [NSThread detachNewThreadSelector:@selector(threadMain) toTarget:self withObject:nil];
            }
            - (void)threadMain {
                [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                [[NSRunLoop currentRunLoop] run];
            }
            - (void)quit { CFRunLoopStop(CFRunLoopGetMain()); }
            @end
            """,
            """
            @interface Forever : NSObject
            @end
            @implementation Forever
            - (void)main {
                [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                [[NSRunLoop currentRunLoop] run];
            }
            @end
            """,
        ])

    /// Reports a `-run` when a CFRunLoopStop in the file can stop the same loop: the loops of both
    /// are followed through variables, stored properties/ivars and the threads that run the code;
    /// a stop that is provably another loop (the main loop, another thread's) is not a reason.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        let stops = model.calls.filter { $0.kind == CXCursor_CallExpr && $0.spelling == "CFRunLoopStop" }
        guard !stops.isEmpty else { return [] }
        // A -run with no source added returns at once (runloop-no-source says so): it is not
        // a loop that cannot be stopped, and reporting both would contradict itself.
        let returnsAtOnce = Set(RunLoopNoSourceRule().check(file, context: context).map { "\($0.line):\($0.column)" })
        let stopped = stops.map { stop in
            (stop, model.arguments(of: stop).first.map { model.loops(of: $0) } ?? [.unknown])
        }
        return model.calls.filter { $0.kind == CXCursor_ObjCMessageExpr && $0.spelling == "run" && model.isRunCall($0) }
            .filter { !returnsAtOnce.contains("\($0.location.line):\($0.location.column)") }.compactMap { run in
                let running = model.receiver(of: run).map { model.loops(of: $0) } ?? [.unknown]
                guard
                    let (stop, _) = stopped.first(where: { _, loops in
                        loops.contains { s in running.contains { s.maybeSame(as: $0) } }
                    })
                else { return nil }
                return finding(
                    at: run.location,
                    "-[NSRunLoop run] cannot be stopped: CFRunLoopStop only ends one pass and run starts the next",
                    notes: [note(at: stop.location, "the code tries to stop this run loop here")])
            }
    }
}
