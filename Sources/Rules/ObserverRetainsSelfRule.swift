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
        summary: "A notification, run-loop or KVO observer whose block strongly captures self is never removed.",
        rationale: """
            `-[NSNotificationCenter addObserverForName:object:queue:usingBlock:]` keeps the block until the \
            returned token is removed; `CFRunLoopObserverCreateWithHandler` keeps it until the observer is \
            removed or invalidated; block-based KVO controllers keep it until unobserved. A block that \
            captures self strongly keeps self alive as long as that registration lives. Removing only in \
            dealloc does not count: dealloc cannot run while the registration keeps self.
            """,
        severity: .warning,
        fixHint: "Capture a weak self in the block, and remove the observer (removeObserver:, CFRunLoopRemoveObserver/CFRunLoopObserverInvalidate, unobserve) when the owner stops, not in dealloc.",
        triggeringExamples: [
            """
            @interface Screen : NSObject
            - (void)refresh;
            @end
            @implementation Screen
            - (void)refresh {}
            - (void)listen {
                [[NSNotificationCenter defaultCenter] addObserverForName:@"changed" object:nil queue:nil usingBlock:^(NSNotification *note) {
                    [↓self refresh];
                }];
            }
            - (void)observeLoop {
                CFRunLoopObserverRef o = CFRunLoopObserverCreateWithHandler(NULL, 0, YES, 0, ^(CFRunLoopObserverRef obs, CFOptionFlags activity) {
                    [↓self refresh];
                });
                CFRunLoopAddObserver(CFRunLoopGetMain(), o, kCFRunLoopCommonModes);
            }
            - (void)dealloc { [[NSNotificationCenter defaultCenter] removeObserver:self]; }
            @end
            """,
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
                [[NSNotificationCenter defaultCenter] addObserverForName:@"changed" object:nil queue:nil usingBlock:^(NSNotification *note) {
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
                self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:nil usingBlock:^(NSNotification *n) { [self refresh]; }];
            }
            - (void)stop { [[NSNotificationCenter defaultCenter] removeObserver:self.token]; self.token = nil; }
            @end
            """,
        ])

    /// Registration APIs: the block argument's index and the calls that undo the registration.
    package struct Registration {
        package var blockIndex: Int
        package var removals: Set<String>
        package var what: String
    }

    package static let registrations: [String: Registration] = [
        "addObserverForName:object:queue:usingBlock:": Registration(blockIndex: 3, removals: ["removeObserver:", "removeObserver:name:object:"], what: "notification observer"),
        "CFRunLoopObserverCreateWithHandler": Registration(blockIndex: 4, removals: ["CFRunLoopRemoveObserver", "CFRunLoopObserverInvalidate"], what: "run-loop observer"),
        "observe:keyPath:options:block:": Registration(blockIndex: 3, removals: ["unobserve:", "unobserve:keyPath:", "unobserveAll", "invalidate"], what: "KVO observer"),
        "observe:keyPaths:options:block:": Registration(blockIndex: 3, removals: ["unobserve:", "unobserve:keyPath:", "unobserveAll", "invalidate"], what: "KVO observer"),
        "addObserverForKeyPath:options:block:": Registration(blockIndex: 2, removals: ["removeObserverForKeyPath:", "removeAllObservers"], what: "KVO observer"),
    ]

    /// Reports each registration whose block retains self and that the class never undoes outside dealloc.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for call in model.calls {
            guard let reg = Self.registrations[call.spelling] else { continue }
            let args = model.arguments(of: call)
            guard reg.blockIndex < args.count, let literal = model.blockLiteral(args[reg.blockIndex]),
                  let block = model.block(literal), let use = model.strongSelfUse(in: block) else { continue }
            let cls = model.enclosingClass(of: call)
            let removes = { (n: ASTNode) in
                (n.kind == CXCursor_ObjCMessageExpr || n.kind == CXCursor_CallExpr) && reg.removals.contains(n.spelling)
            }
            if model.cleanupOutsideDealloc(in: cls, calling: reg.removals) { continue }
            var notes = [note(at: call.location, "the \(reg.what) is registered here and keeps the block until it is removed")]
            if model.cleanupInDealloc(in: cls, removes), let d = cls?.methods["dealloc"] {
                notes.append(note(at: d.location, "removing it in dealloc does not help: dealloc never runs while the observer keeps self"))
            }
            findings.append(finding(
                at: use.location,
                "\(reg.what) block captures 'self' strongly and is never removed: the registration keeps self alive",
                notes: notes,
                fix: "Capture a weak self in the block (`__weak typeof(self) weakSelf = self;`), and undo the registration with \(reg.removals.sorted().first.map { "'\($0)'" } ?? "its removal") when the owner stops, not in -dealloc (which never runs while the \(reg.what) keeps self)."))
        }
        return findings
    }
}
