import CClang
import CaptureAnalyzer
import Findings

/// `observer-retains-self`: a long-lived observer registration whose block retains self and is never removed.
package struct ObserverRetainsSelfRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "observer-retains-self",
        summary:
            "A notification, run-loop, KVO or event-monitor observer whose block strongly captures self is never "
            + "removed.",
        rationale: """
            `-[NSNotificationCenter addObserverForName:object:queue:usingBlock:]` keeps the block until the \
            returned token is removed; `CFRunLoopObserverCreateWithHandler` keeps it until the observer is \
            removed or invalidated; block-based KVO controllers keep it until unobserved; AppKit's event monitors \
            (`+[NSEvent addLocalMonitorForEventsMatchingMask:handler:]`, the global one) keep it until \
            `+removeMonitor:`. A block that \
            captures self strongly keeps self alive as long as that registration lives. Removing only in \
            dealloc does not count: dealloc cannot run while the registration keeps self. When self keeps \
            the notification token in a strong ivar or property, the token keeps the block too: the \
            observer must be removed and the ivar cleared (outside dealloc) to end self → token → block → self; \
            removing another token, or `removeObserver:self`, does not remove this one. A view or view \
            controller that registers while it is set up (`init…`, `viewDidLoad`, `awakeFromNib`) and removes the \
            token only in a teardown that neither UIKit nor the class calls (`-destroy`) stays alive until its \
            owner remembers that call; a controller popped from its navigation stack without it leaks.
            """,
        severity: .warning,
        fixHint:
            "Capture a weak self in the block, and remove the observer (removeObserver:, "
            + "CFRunLoopRemoveObserver/CFRunLoopObserverInvalidate, unobserve) when the owner stops, not in dealloc.",
        triggeringExamples: [
            """
            @interface Screen : NSObject
            - (void)refresh;
            @end
            @implementation Screen
            - (void)refresh {}
            - (void)listen {
                [[NSNotificationCenter defaultCenter] addObserverForName:@"changed" object:nil queue:nil \
            usingBlock:^(NSNotification *note) {
                    [↓self refresh];
                }];
            }
            - (void)observeLoop {
                CFRunLoopObserverRef o = CFRunLoopObserverCreateWithHandler(NULL, 0, YES, 0, ^(CFRunLoopObserverRef \
            obs, CFOptionFlags activity) {
                    [↓self refresh];
                });
                CFRunLoopAddObserver(CFRunLoopGetMain(), o, kCFRunLoopCommonModes);
            }
            - (void)dealloc { [[NSNotificationCenter defaultCenter] removeObserver:self]; }
            @end
            @interface Banner : NSObject {
                id _themeToken;
                id _sizeToken;
            }
            - (void)restyle;
            @end
            @implementation Banner
            - (void)restyle {}
            - (void)start {
                _themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"theme" object:nil queue:nil \
            usingBlock:^(NSNotification *n) {
                    [↓self restyle];
                }];
                _sizeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"size" object:nil queue:nil \
            usingBlock:^(NSNotification *n) {
                    [↓self restyle];
                }];
            }
            - (void)disappear { [[NSNotificationCenter defaultCenter] removeObserver:_sizeToken]; }
            - (void)dealloc { [[NSNotificationCenter defaultCenter] removeObserver:_themeToken]; }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            @interface Screen : NSObject
            @property (strong) id token;
            - (void)refresh;
            @end
            @implementation Screen
            - (void)refresh {}
            - (void)listenWeakly {
                __weak typeof(self) weakSelf = self;
                [[NSNotificationCenter defaultCenter] addObserverForName:@"changed" object:nil queue:nil \
            usingBlock:^(NSNotification *note) {
                    [weakSelf refresh];
                }];
            }
            @end
            @interface Removed : NSObject
            @property (strong) id token;
            - (void)refresh;
            @end
            @implementation Removed
            - (void)refresh {}
            - (void)start {
                self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:nil \
            usingBlock:^(NSNotification *n) { [self refresh]; }];
            }
            - (void)stop { [[NSNotificationCenter defaultCenter] removeObserver:self.token]; self.token = nil; }
            @end
            @interface Weakly : NSObject {
                __weak id _token;
            }
            - (void)refresh;
            @end
            @implementation Weakly
            - (void)refresh {}
            - (void)start {
                _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:nil \
            usingBlock:^(NSNotification *n) { [self refresh]; }];
            }
            - (void)stop { [[NSNotificationCenter defaultCenter] removeObserver:_token]; }
            @end
            """
        ])

    /// Registration APIs: the block argument's index and the calls that undo the registration.
    package struct Registration {
        package var blockIndex: Int
        package var removals: Set<String>
        package var what: String
    }

    package static let registrations: [String: Registration] = [
        "addObserverForName:object:queue:usingBlock:": Registration(
            blockIndex: 3, removals: ["removeObserver:", "removeObserver:name:object:"], what: "notification observer"),
        "CFRunLoopObserverCreateWithHandler": Registration(
            blockIndex: 4, removals: ["CFRunLoopRemoveObserver", "CFRunLoopObserverInvalidate"],
            what: "run-loop observer"),
        "observe:keyPath:options:block:": Registration(
            blockIndex: 3, removals: ["unobserve:", "unobserve:keyPath:", "unobserveAll", "invalidate"],
            what: "KVO observer"),
        "observe:keyPaths:options:block:": Registration(
            blockIndex: 3, removals: ["unobserve:", "unobserve:keyPath:", "unobserveAll", "invalidate"],
            what: "KVO observer"),
        "addObserverForKeyPath:options:block:": Registration(
            blockIndex: 2, removals: ["removeObserverForKeyPath:", "removeAllObservers"], what: "KVO observer"),
        "addLocalMonitorForEventsMatchingMask:handler:": Registration(
            blockIndex: 1, removals: ["removeMonitor:"], what: "event monitor"),
        "addGlobalMonitorForEventsMatchingMask:handler:": Registration(
            blockIndex: 1, removals: ["removeMonitor:"], what: "event monitor"),
    ]

    /// Reports each registration whose block retains self and that the class never undoes outside
    /// dealloc. A notification token that self keeps is judged on its own: only removing that
    /// token, and letting go of it when self holds it strongly, ends the cycle through it.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for call in model.calls {
            guard let reg = Self.registrations[call.spelling] else { continue }
            let args = model.arguments(of: call)
            guard reg.blockIndex < args.count, let literal = model.blockLiteral(args[reg.blockIndex]),
                let block = model.block(literal), let use = model.strongSelfUse(in: block)
            else { continue }
            let cls = model.enclosingClass(of: call)
            if call.spelling == Self.notificationObserver, let token = model.tokenStoredBySelf(call) {
                if let finding = tokenFinding(call, token: token, use: use, reg: reg, cls: cls, model: model) {
                    findings.append(finding)
                }
                continue
            }
            let removes = { (n: ASTNode) in
                (n.kind == CXCursor_ObjCMessageExpr || n.kind == CXCursor_CallExpr) && reg.removals.contains(n.spelling)
            }
            // A token nobody keeps can never be removed; otherwise any removal outside dealloc may be its.
            if !Self.isDiscarded(call), model.cleanupOutsideDealloc(in: cls, calling: reg.removals) { continue }
            var notes = [
                note(at: call.location, "the \(reg.what) is registered here and keeps the block until it is removed")
            ]
            if model.cleanupInDealloc(in: cls, removes), let d = cls?.methods["dealloc"] {
                notes.append(
                    note(
                        at: d.location,
                        "removing it in dealloc does not help: dealloc never runs while the observer keeps self"))
            }
            findings.append(
                finding(
                    at: use.location,
                    "\(reg.what) block captures 'self' strongly and is never removed: the registration keeps self "
                        + "alive",
                    notes: notes,
                    fix:
                        "Capture a weak self in the block (`__weak typeof(self) weakSelf = self;`), and undo the "
                        + "registration with \(reg.removals.sorted().first.map { "'\($0)'" } ?? "its removal") "
                        + "when the owner stops, not in -dealloc (which never runs while the \(reg.what) keeps self)."
                ))
        }
        return findings
    }

    static let notificationObserver = "addObserverForName:object:queue:usingBlock:"

    /// True when the call's result is thrown away (`[center addObserverForName:…];`): nothing can
    /// remove that observer.
    static func isDiscarded(_ call: ASTNode) -> Bool {
        var child = call
        while let p = child.parent, p.isTransparent || p.kind == CXCursor_CStyleCastExpr { child = p }
        return child.parent?.kind == CXCursor_CompoundStmt
    }

    /// The finding for a notification observer whose token self keeps, unless the class removes
    /// that token outside dealloc and (when self holds it strongly) lets go of it.
    private func tokenFinding(
        _ call: ASTNode, token: StoredToken, use: ASTNode, reg: Registration, cls: ClassInfo?,
        model: SourceModel
    ) -> Finding? {
        let release = model.release(ofToken: token.key, in: cls, removals: reg.removals)
        // `self.syncToken` for a property (its label carries the attribute), `_token` for an ivar.
        let member =
            token.label.contains(" ")
            ? "self." + (token.label.split(separator: " ").first.map(String.init) ?? token.key) : token.label
        let removed = !release.removals.isEmpty
        let teardown = model.ownerTeardown(registeredBy: call, removals: release.removals, in: cls)
        if removed && (!token.strong || !release.clearings.isEmpty) && teardown == nil { return nil }
        var notes = [
            note(
                at: call.location,
                "the notification center keeps the token this call returns, and the token keeps the block, until "
                    + "the token is removed"
            )
        ]
        if token.strong {
            notes.append(note(at: token.site.location, "self keeps the token here, in \(token.label)"))
        }
        if let teardown, let removal = release.removals.first {
            let method = teardown.method.spelling
            let place =
                teardown.entry == method
                ? "in -\(method), which" : "in -\(method), reached only from -\(teardown.entry), which"
            notes.append(
                note(
                    at: removal.location,
                    "the observer is removed only here, \(place) neither UIKit nor the class calls: the "
                        + "\(teardown.kind) stays alive until its owner calls -\(teardown.entry), and one released "
                        + "without that call leaks"
                ))
            if let name = teardown.judgedByName {
                notes.append(
                    note(
                        at: call.location,
                        "\(name), a superclass no header found declares, is taken for a \(teardown.kind) by its name"))
            }
        } else if token.strong, let removal = release.removals.first {
            notes.append(
                note(
                    at: removal.location,
                    "the observer is removed here, but \(member) still holds the token, which keeps the block; set "
                        + "it to nil too"
                ))
        } else if let clearing = release.clearings.first {
            notes.append(
                note(
                    at: clearing.location,
                    "\(token.label) is cleared here, but the center keeps the token until it is removed"))
        }
        if let removal = release.removalsInDealloc.first {
            notes.append(
                note(
                    at: removal.location,
                    "removing it in dealloc does not help: dealloc never runs while the token keeps self"))
        }
        let message = Self.tokenMessage(token: token, teardown: teardown)
        return finding(
            at: use.location, message, notes: notes,
            fix:
                "Capture a weak self in the block (`__weak typeof(self) weakSelf = self;`), or remove it with "
                + "'removeObserver:' and set '\(member)' to nil when the owner stops, not in -dealloc (which "
                + "never runs while the token keeps self).",
            cycle: token.strong ? ["self", token.label, "observer token", "block", "self"] : nil)
    }

    /// What a finding on a stored notification token says.
    static func tokenMessage(token: StoredToken, teardown: OwnerTeardown?) -> String {
        if let teardown {
            return "notification observer block captures 'self' strongly, and its token is removed only when the "
                + "owner calls -\(teardown.entry): registered in -\(teardown.registeredIn)"
                + (teardown.registeredIn == teardown.setup ? "" : ", which only -\(teardown.setup) calls,")
                + " it keeps the \(teardown.kind) alive until then"
        }
        if token.strong {
            return "notification observer block captures 'self' strongly, and self keeps its token in "
                + "\(token.label): self → \(token.label) → observer token → block → self"
        }
        return "notification observer block captures 'self' strongly and its token is never removed: the "
            + "registration keeps self alive"
    }
}
