import CaptureAnalyzer
import Findings

/// `retain-cycle`: a block kept by an object that the block itself strongly captures.
package struct RetainCycleRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "retain-cycle",
        summary:
            "A block is stored (property, ivar, setter, add…:, collection, C API, or a local that is then stored) "
            + "on an object that the block strongly captures.",
        rationale: """
            A block retains every object pointer it captures strongly (self included, also when only an \
            ivar or [super m] is used). When the object the block captures also keeps the block, directly or \
            through objects it holds strongly, neither is ever deallocated: the memory and everything they \
            hold leak, and code in dealloc never runs.
            What keeps a block: a strong/copy property or ivar (`self.h = `, `_h = `, `[x setH:]`), a \
            `set…:`/`add…:` message to the object (clang's rule; `addOperationWithBlock:` runs and releases \
            its block), a collection (`dict[k] = `, `[array addObject:]`), `dispatch_source_set_*_handler` \
            on the source, `objc_setAssociatedObject`, and objects built around the block (an `init…` or \
            class factory taking it, a repeating block timer) once they are kept. The block may get there \
            through locals, and the keeping object may be built in a local and stored later. Owners are \
            followed through strong properties and ivars (`self.a.b.h = `); weak and assign ones keep \
            nothing. Not a store: noescape parameters and APIs known to run the block before returning \
            (see the curated list; `non_escaping_apis` in .capcheck.yml extends it), dispatch_async and other \
            calls that only run the block later, and messages to objects the block does not capture. \
            A `set…:` method no property declares keeps only a block handed to it directly; weak pointer \
            arrays and hash/map tables keep nothing; a block that removes, cancels or invalidates its own \
            registration (`[center removeObserver:…]` on the captured object) ends the cycle itself. Also \
            found: two objects each keeping a block that captures the other (or a ring of three or four \
            such objects, the last block capturing the first), and a block that reaches its \
            own `__block` variable through a local and is never set to nil.
            """,
        severity: .warning,
        fixHint:
            "Capture a weak reference instead (`__weak typeof(self) weakSelf = self;` and use weakSelf inside, "
            + "re-strengthened with a nil check), or clear the stored block when it has done its work.",
        triggeringExamples: [
            """
            typedef void (^Handler)(void);
            @interface Owner : NSObject { Handler _h; int _count; }
            @property (copy) Handler handler;
            @property (strong) Owner *child;
            - (void)tick;
            - (void)setCallback:(Handler)h;
            @end
            @implementation Owner
            - (void)tick {}
            - (void)setCallback:(Handler)h {}
            - (void)property { self.handler = ^{ [↓self tick]; }; }
            - (void)ivar { _h = ^{ ↓_count++; }; }
            - (void)setter { [self setCallback:^{ [↓self tick]; }]; }
            - (void)chain { self.child.handler = ^{ [↓self tick]; }; }
            - (void)localThenStore {
                void (^b)(void) = ^{ [↓self tick]; };
                self.handler = b;
            }
            - (void)localObject {
                Owner *o = [Owner new];
                o.handler = ^{ [↓o tick]; };
            }
            - (void)messageOwner { [self.child setCallback:^{ [↓self.child tick]; }]; }
            @end
            """,
            """
            @interface Peer : NSObject
            @property (copy) void (^onMessage)(void);
            - (void)poke;
            @end
            void pair(void) {
                Peer *a = [Peer new];
                Peer *b = [Peer new];
                a.onMessage = ^{ [↓b poke]; };
                b.onMessage = ^{ [a poke]; };
            }
            void recursion(void) {
                __block void (^again)(void);
                void (^body)(void) = ^{ ↓again(); };
                again = body;
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            typedef void (^Handler)(void);
            void run_async(Handler h);
            @interface Owner : NSObject
            @property (copy) Handler handler;
            @property (weak) Owner *parent;
            - (void)tick;
            - (void)enumerate:(__attribute__((noescape)) Handler)h;
            - (void)fetchWithCompletion:(Handler)h;
            @end
            @implementation Owner
            - (void)tick {}
            - (void)enumerate:(Handler)h {}
            - (void)fetchWithCompletion:(Handler)h {}
            - (void)weakSelf {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{ [weakSelf tick]; };
            }
            - (void)onlyLocal { void (^b)(void) = ^{ [self tick]; }; b(); }
            - (void)passedOn { run_async(^{ [self tick]; }); }
            - (void)noescape { [self enumerate:^{ [self tick]; }]; }
            - (void)completion { [self fetchWithCompletion:^{ [self tick]; }]; }
            - (void)weakProperty { self.parent.handler = ^{ [self tick]; }; }
            - (void)otherObject { Owner *o = [Owner new]; o.handler = ^{ [self tick]; }; }
            @end
            """
        ])

    /// Reports every non-`__block` cycle the model finds.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        return model.blockCycles.filter { !$0.throughByRef }.map { cycle in
            // In a ring of three or more objects the captured one keeps the block only through the others.
            let kept =
                cycle.ring.isEmpty
                ? " and is kept by it"
                : ", and \(cycle.ring.count + 1) objects keep each other alive through their blocks"
            return finding(
                at: cycle.captureUse.location,
                "block captures '\(cycle.capturedName)' strongly\(kept): \(cycle.path(in: model))",
                notes: cycle.notes(in: model), fix: cycle.fix, cycle: cycle.steps(in: model))
        }
    }
}
