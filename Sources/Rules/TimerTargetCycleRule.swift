import CClang
import CaptureAnalyzer
import Findings

/// `timer-target-cycle`: a repeating NSTimer / CADisplayLink that targets self and that self keeps.
package struct TimerTargetCycleRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "timer-target-cycle",
        summary: "A repeating NSTimer or a CADisplayLink created with target:self is kept by self.",
        rationale: """
            A timer retains its target until it is invalidated, and a repeating timer (or a display link) is \
            only invalidated by hand. When self also keeps the timer, self is never deallocated; invalidating \
            in dealloc does not help, dealloc never runs. A weak variable as target does not help either: the \
            timer retains the object. Not reported: non-repeating timers (released after firing), timers \
            that self does not keep, and weak proxies as targets. A method that invalidates the timer \
            (stop, viewWillDisappear) only breaks the cycle if every owner remembers to call it, so the \
            finding stays and a note points at that method.
            """,
        severity: .warning,
        fixHint:
            "Target a weak proxy (or use the block API with a weak self), and invalidate the timer when the owner "
            + "goes away (viewWillDisappear, stop…), not in dealloc.",
        triggeringExamples: [
            """
            @interface Ticker : NSObject
            @property (strong) NSTimer *timer;
            - (void)tick:(NSTimer *)t;
            @end
            @implementation Ticker { NSTimer *_other; }
            - (void)tick:(NSTimer *)t {}
            - (void)start {
                self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:↓self selector:@selector(tick:) \
            userInfo:nil repeats:YES];
            }
            - (void)startLocal {
                __weak typeof(self) weakSelf = self;
                NSTimer *t = [NSTimer timerWithTimeInterval:1 target:↓weakSelf selector:@selector(tick:) \
            userInfo:nil repeats:YES];
                _other = t;
            }
            - (void)dealloc { [_timer invalidate]; }
            @end
            """,
            """
            @interface Managed : NSObject
            @property (strong) NSTimer *timer;
            @end
            @implementation Managed
            - (void)start {
                self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:↓self selector:@selector(start) \
            userInfo:nil repeats:YES];
            }
            - (void)stop { [self.timer invalidate]; self.timer = nil; }
            @end
            """,
        ],
        nonTriggeringExamples: [
            """
            @interface Ticker : NSObject
            @property (strong) NSTimer *timer;
            @property (weak) NSTimer *weakTimer;
            - (void)tick:(NSTimer *)t;
            @end
            @implementation Ticker
            - (void)tick:(NSTimer *)t {}
            - (void)once {
                self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(tick:) \
            userInfo:nil repeats:NO];
            }
            - (void)notKept {
                [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(tick:) userInfo:nil \
            repeats:YES];
            }
            - (void)weakProperty {
                self.weakTimer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(tick:) \
            userInfo:nil repeats:YES];
            }
            @end
            """
        ])

    package static let targetSelectors: [String: String] = [
        "scheduledTimerWithTimeInterval:target:selector:userInfo:repeats:": "target",
        "timerWithTimeInterval:target:selector:userInfo:repeats:": "target",
        "initWithFireDate:interval:target:selector:userInfo:repeats:": "target",
        "displayLinkWithTarget:selector:": "displayLinkWithTarget",
    ]

    /// True when the message goes to NSTimer or CADisplayLink itself (by the class that declares
    /// the method, or the class named as receiver): a class of the same shape (a display-link
    /// wrapper that holds its target weakly) is not one.
    package static func isTimerClass(of call: ASTNode, model: SourceModel) -> Bool {
        let timerClasses: Set<String> = ["NSTimer", "CADisplayLink"]
        let method = call.referenced
        if !method.isNull, method.semanticParent.kind == CXCursor_ObjCInterfaceDecl {
            return timerClasses.contains(method.semanticParent.spelling)
        }
        if let name = model.classReceiver(of: call) { return timerClasses.contains(name) }
        // `[[NSTimer alloc] initWithFireDate:…]`: the receiver's type.
        let receiverType = model.receiver(of: call)?.unwrapped.cursor.type.spelling ?? ""
        return timerClasses.contains { receiverType.contains($0) }
    }

    /// True when two spellings name the same member of self: `self.timer`, `_timer`, `timer`.
    package static func sameMember(_ a: String, _ b: String) -> Bool {
        func member(_ s: String) -> Substring {
            let last = s.split(whereSeparator: { $0 == "." || $0 == ">" || $0 == " " }).last ?? Substring(s)
            return last.drop { $0 == "_" }
        }
        return a == b || member(a) == member(b)
    }

    /// Reports repeating target timers whose target is self and whose value self keeps.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for call in model.calls where call.kind == CXCursor_ObjCMessageExpr {
            guard let piece = Self.targetSelectors[call.spelling], Self.isTimerClass(of: call, model: model) else {
                continue
            }
            let pieces = call.spelling.split(separator: ":").map(String.init)
            let args = model.arguments(of: call)
            guard let i = pieces.firstIndex(of: piece), i < args.count, model.isSelfExpression(args[i]) else {
                continue
            }
            let isDisplayLink = piece == "displayLinkWithTarget"
            guard isDisplayLink || model.isRepeating(call) else { continue }
            // Kept by self: the timer value reaches a strong property/ivar of self.
            let stores = model.uses(of: call).compactMap { step -> Store? in
                guard case .stored(let store) = step.use, let chain = model.ownerChain(of: store.owner),
                    chain.root == .selfObject
                else { return nil }
                return store
            }
            guard let store = stores.first else { continue }
            let cls = model.enclosingClass(of: call)
            let stored = model.spelledText(
                of: store.site.kind == CXCursor_BinaryOperator ? (store.site.children.first ?? store.site) : store.site)
            // `[self.timer invalidate]` and `[_timer invalidate]` end the same stored timer.
            let invalidates = { (n: ASTNode) in
                n.kind == CXCursor_ObjCMessageExpr && n.spelling == "invalidate"
                    && model.receiver(of: n).map { Self.sameMember(model.spelledText(of: $0), stored) } ?? false
            }
            var notes = [
                note(
                    at: store.site.location,
                    "self keeps the \(isDisplayLink ? "display link" : "timer") here, through \(store.label)")
            ]
            if model.cleanupInDealloc(in: cls, invalidates), let d = cls?.methods["dealloc"] {
                notes.append(
                    note(
                        at: d.location,
                        "invalidating in dealloc does not break the cycle: dealloc never runs while the timer "
                            + "retains self"
                    ))
            }
            let stop = cls?.methods.values.filter({ $0.spelling != "dealloc" && $0.containsNode(where: invalidates) })
                .min(by: { $0.start < $1.start })
            if let stop {
                notes.append(
                    note(
                        at: stop.location,
                        "the cycle lasts until '\(stop.spelling)' invalidates the timer; make sure it is always called")
                )
            }
            let when =
                stop.map { "as '\($0.spelling)' does (make sure it always runs)" }
                ?? "when the owner stops (viewWillDisappear:, stop…)"
            let remedy =
                isDisplayLink
                ? "target a weak proxy"
                : "use `+scheduledTimerWithTimeInterval:repeats:block:` with a weak self, or target a weak proxy"
            let kind = isDisplayLink ? "CADisplayLink" : "repeating NSTimer"
            let path = ["self", store.label, isDisplayLink ? "CADisplayLink" : "NSTimer", "target (strong)", "self"]
            findings.append(
                finding(
                    at: args[i].location,
                    "\(kind) retains its target self, and self keeps it: self → \(store.label) → \(path[2]) → "
                        + "target → self",
                    notes: notes,
                    fix: "Invalidate `\(stored)` \(when), not in -dealloc; or \(remedy).",
                    cycle: path))
        }
        return findings
    }
}
