import CaptureAnalyzer
import Findings

/// `byref-self-cycle`: a `__block` variable holding self (or the object that keeps the block),
/// captured by that block. Under ARC a `__block` object pointer is strong.
package struct ByrefSelfCycleRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "byref-self-cycle",
        summary:
            "A __block variable holding self (or an object that keeps the block) is captured by a block that object "
            + "keeps.",
        rationale: """
            Under manual reference counting `__block` did not retain, and `__block typeof(self) bself = self;` \
            was the way to avoid a cycle. Under ARC a `__block` object variable is strong: the block's byref \
            storage retains the object, and when that object keeps the block, both leak. The same holds for a \
            handle assigned the result of the call the block is given to (`__block id token = [manager \
            loadWithCompletion:^{ [token cancel]; }]`, an observer token that removes itself): the returned \
            object keeps the block, the block keeps the `__block` storage, the storage keeps the object. A \
            handle is recognised by what the block does with it (cancel, dispose, invalidate, stop, remove, \
            unsubscribe); a value the block only reads is not taken for one. Setting the variable to nil breaks \
            the cycle.
            """,
        severity: .warning,
        fixHint:
            "Use `__weak typeof(self) weakSelf = self;` instead of `__block`, or set the __block variable to nil "
            + "inside the block once it is done (clang accepts that as breaking the cycle).",
        triggeringExamples: [
            """
            typedef void (^Handler)(void);
            @interface Owner : NSObject
            @property (copy) Handler handler;
            - (void)tick;
            @end
            @implementation Owner
            - (void)tick {}
            - (void)blockSelf {
                __block typeof(self) bself = self;
                self.handler = ^{ [↓bself tick]; };
            }
            - (void)blockObject {
                __block Owner *o = [Owner new];
                o.handler = ^{ [↓o tick]; };
            }
            @end
            """,
            """
            @interface Download : NSObject
            - (void)cancel;
            @end
            @interface Downloader : NSObject
            - (Download *)loadWithCompletion:(void (^)(void))completion;
            @end
            void load(Downloader *manager) {
                __block Download *token;
                token = [manager loadWithCompletion:^{ [↓token cancel]; }];
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            typedef void (^Handler)(void);
            @interface Owner : NSObject
            @property (copy) Handler handler;
            - (void)tick;
            @end
            @implementation Owner
            - (void)tick {}
            - (void)clearedInside {
                __block Owner *o = [Owner new];
                o.handler = ^{ [o tick]; o = nil; };
            }
            - (void)weak {
                __weak typeof(self) w = self;
                self.handler = ^{ [w tick]; };
            }
            - (void)notStored { __block typeof(self) b = self; void (^k)(void) = ^{ [b tick]; }; k(); }
            @end
            """,
            """
            @interface Download : NSObject
            - (void)cancel;
            @end
            @interface Downloader : NSObject
            - (Download *)loadWithCompletion:(void (^)(void))completion;
            @end
            void cleared(Downloader *manager) {
                __block Download *token;
                token = [manager loadWithCompletion:^{ [token cancel]; token = nil; }];
            }
            void onlyRead(Downloader *manager) {
                __block Download *download;
                download = [manager loadWithCompletion:^{ (void)download; }];
            }
            """,
        ])

    /// Reports the cycles that go through a `__block` variable.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        return model.blockCycles.filter(\.throughByRef).map { cycle in
            finding(
                at: cycle.captureUse.location,
                "__block variable '\(cycle.capturedName)' is strong under ARC and keeps the object that keeps this "
                    + "block: \(cycle.path(in: model))",
                notes: cycle.notes(in: model), fix: cycle.fix, cycle: cycle.steps(in: model))
        }
    }
}
