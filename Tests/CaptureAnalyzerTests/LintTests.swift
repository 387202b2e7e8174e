import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import LintDriver
@testable import Rules

/// The linter as a whole: configuration, escape list extension, and agreement with clang's own
/// retain-cycle warning.
@Suite struct LintTests {
    static let source =
        RuleDescription.examplePrelude + """
            @interface Owner : NSObject
            @property (copy) void (^handler)(void);
            - (void)runWith:(void (^)(void))body;
            - (void)tick;
            @end
            @implementation Owner
            - (void)tick {}
            - (void)runWith:(void (^)(void))body { body(); }
            - (void)store { self.handler = ^{ [self tick]; }; }
            - (void)handOver { [self setHandler:^{ [self tick]; }]; [self runWith:^{ [self tick]; }]; }
            @end
            """

    static func lint(_ configuration: LintConfiguration) throws -> FileLintResult {
        try Linter(configuration: configuration).lint(source: source, path: "owner.m")
    }

    @Test func disabledRulesDoNotRun() throws {
        var configuration = LintConfiguration()
        #expect(try Self.lint(configuration).findings.contains { $0.rule == "retain-cycle" })
        configuration.disabledRules = ["retain-cycle"]
        #expect(try !Self.lint(configuration).findings.contains { $0.rule == "retain-cycle" })
    }

    @Test func enabledRulesRestrictTheRun() throws {
        var configuration = LintConfiguration()
        configuration.enabledRules = ["implicit-self"]
        #expect(try Self.lint(configuration).findings.isEmpty)
        configuration.enabledRules = ["retain-cycle"]
        #expect(try Self.lint(configuration).findings.map(\.rule) == ["retain-cycle", "retain-cycle"])
    }

    /// Lint's rules and `explain` read ownership the same way: a C function pointer (IMP) holds
    /// no object, and a block whose parameters are `__weak` or `__unsafe_unretained` is itself
    /// held strongly (the qualifier belongs to the parameter, not to the block variable).
    @Test func lintAndExplainAgreeOnTheOwnershipOfEveryCapture() throws {
        let text = """
            typedef struct objc_selector *SEL;
            typedef id (*OldIMP)(id, SEL, ...);
            typedef void (^Visitor)(__weak id item);
            typedef void (^Raw)(__unsafe_unretained id item);
            @interface Root
            - (void)use:(OldIMP)imp visitor:(Visitor)visitor raw:(Raw)raw;
            @end
            @implementation Root
            - (void)use:(OldIMP)imp visitor:(Visitor)visitor raw:(Raw)raw {
                __weak Root *weakSelf = self;
                __unsafe_unretained Root *unretained = self;
                id strong = self;
                int number = 1;
                void (^b)(void) = ^{ imp(strong, 0); visitor(weakSelf); raw(unretained); (void)number; };
                (void)b;
            }
            @end
            """
        let analysis = try SourceAnalyzer().analyze(source: text, path: "agree.m")
        let model = SourceModel(analysis)
        let block = try #require(analysis.blocks.first)
        let facts = try #require(model.blocks.first)
        var lint: [String: Ownership] = [:]
        for key in facts.captures.keys { if let v = model.variables[key] { lint[v.name] = v.ownership } }
        let explain = Dictionary(uniqueKeysWithValues: block.captures.map { ($0.name, $0.ownership) })
        #expect(
            explain == [
                "imp": .none, "visitor": .strong, "raw": .strong, "weakSelf": .weak,
                "unretained": .unretained, "strong": .strong, "number": .none,
            ])
        #expect(lint == explain)
    }

    @Test func theFixNamesTheCapturedVariableAndSuitsTheCycle() throws {
        let text =
            RuleDescription.examplePrelude + """
                @interface Owner : NSObject
                @property (copy) void (^handler)(void);
                - (void)tick;
                @end
                @interface Download : NSObject
                - (void)cancel;
                @end
                @interface Downloader : NSObject
                - (Download *)loadWithCompletion:(void (^)(void))completion;
                @end
                @implementation Owner
                - (void)tick {}
                - (void)selfCycle { self.handler = ^{ [self tick]; }; }
                - (void)localCycle { Owner *timer = [Owner new]; timer.handler = ^{ [timer tick]; }; }
                - (void)recursion { __block void (^again)(void); void (^body)(void) = ^{ again(); }; again = body; }
                - (void)token:(Downloader *)d { __block Download *token; token = [d loadWithCompletion:^{ [token \
                cancel]; }]; }
                @end
                """
        let fixes = try Linter().lint(source: text, path: "fix.m").findings
            .filter { $0.rule == "retain-cycle" || $0.rule == "byref-self-cycle" }.compactMap(\.fix)
        #expect(fixes.contains { $0.contains("`__weak typeof(self) weakSelf = self;`") })
        #expect(fixes.contains { $0.contains("`__weak typeof(timer) weakTimer = timer;`") && !$0.contains("weakSelf") })
        #expect(fixes.contains { $0.hasPrefix("Set 'again' to nil once the block has run for the last time") })
        #expect(fixes.contains { $0.hasPrefix("Set 'token' to nil inside the block") })
    }

    /// Every rule that names variables writes its fix with the names of the finding at hand.
    @Test func fixTextsNameWhatTheFindingIsAbout() throws {
        let text =
            RuleDescription.examplePrelude + """
                @interface T : NSObject { NSTimer *_ticker; int _n; id _token; }
                @property (copy) void (^cb)(void);
                - (void)tick;
                @end
                @implementation T
                - (void)start { _ticker = [NSTimer scheduledTimerWithTimeInterval:1 target:self \
                selector:@selector(tick) userInfo:nil repeats:YES]; }
                - (void)halt { [_ticker invalidate]; }
                - (void)tick {}
                - (void)mixed { __weak typeof(self) me = self; self.cb = ^{ __strong typeof(me) strongMe = me; \
                [strongMe tick]; _n++; }; }
                - (void)unchecked { __weak typeof(self) w = self; self.cb = ^{ __strong typeof(w) s = w; s->_n = 1; }; }
                - (void)observe {
                  _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:nil \
                usingBlock:^(NSNotification *n) { [self tick]; }];
                }
                - (void)modes {
                  NSTimer *pulse = [NSTimer timerWithTimeInterval:1 target:self selector:@selector(tick) \
                userInfo:nil repeats:NO];
                  [[NSRunLoop mainRunLoop] addTimer:pulse forMode:NSDefaultRunLoopMode];
                }
                @end
                """
        let findings = try Linter().lint(source: text, path: "fixes.m").findings
        func fix(_ rule: String) -> String { findings.first { $0.rule == rule }?.fix ?? "" }
        #expect(fix("timer-target-cycle").contains("Invalidate `_ticker` as 'halt' does"))
        #expect(fix("mixed-self-weakself").contains("'strongMe->_n' instead of '_n'"))
        #expect(fix("strong-self-not-checked").contains("`if (!s) return;` right after it is assigned from 'w'"))
        #expect(fix("observer-retains-self").contains("'removeObserver:'"))
        #expect(
            fix("timer-default-mode").contains(
                "`[[NSRunLoop mainRunLoop] addTimer:pulse forMode:NSRunLoopCommonModes];`"))
    }

    @Test func severitiesOverrideTheRuleDefault() throws {
        var configuration = LintConfiguration()
        configuration.severities = ["retain-cycle": .error]
        let findings = try Self.lint(configuration).findings.filter { $0.rule == "retain-cycle" }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.severity == .error })
    }

    @Test func configuredNonEscapingAPIsSilenceImplicitSelfAndMixedRules() throws {
        let text =
            RuleDescription.examplePrelude + """
                @interface Job : NSObject { int _n; }
                - (void)runWith:(void (^)(void))body;
                @end
                @implementation Job
                - (void)runWith:(void (^)(void))body { body(); }
                - (void)go { [self runWith:^{ _n++; }]; }
                @end
                """
        var configuration = LintConfiguration()
        configuration.enabledRules = ["implicit-self"]
        #expect(try Linter(configuration: configuration).lint(source: text, path: "job.m").findings.count == 1)
        configuration.nonEscapingAPIs = ["-[Job runWith:]"]
        #expect(try Linter(configuration: configuration).lint(source: text, path: "job.m").findings.isEmpty)
    }

    @Test func blockCountIsTheAnalyzersAndFindingsAreInSourceOrder() throws {
        let analysis = try SourceAnalyzer().analyze(source: Self.source, path: "owner.m")
        let result = Linter().lint(analysis)
        #expect(result.blocks == analysis.blocks.count)
        #expect(result.blocks == 3)
        let positions = result.findings.map { [$0.line, $0.column] }
        #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func everyFindingExplainsItself() throws {
        let findings = try Self.lint(LintConfiguration()).findings
        let cycle = try #require(findings.first { $0.rule == "retain-cycle" })
        #expect(cycle.message.contains("self → handler (copy) → block → self"))
        #expect(cycle.notes.contains { $0.message.contains("stored here") })
        #expect(cycle.fix?.contains("__weak") == true)
    }

    /// clang's -Warc-retain-cycles (on by default) is an independent oracle: wherever it warns in a
    /// fixture (the rule fixtures and the held-out ones, the ports of clang's own tests among
    /// them), we must report a cycle on the same line.
    @Test(arguments: FixtureTests.fixtures() + HeldOutFixtureTests.fixtures().map { "held-out/" + $0 })
    func everyClangRetainCycleWarningIsAlsoOurs(fixture: String) throws {
        let path = FixtureTests.root.appendingPathComponent(fixture).path
        let analysis = try FixtureTests.analyzer(for: path).analyze(file: path)
        let clangLines = Set(
            analysis.diagnostics.filter { $0.message.contains("likely to lead to a retain cycle") }.map(\.location.line)
        )
        let ours = Set(
            Linter().lint(analysis).findings.filter { $0.rule == "retain-cycle" || $0.rule == "byref-self-cycle" }.map(
                \.line))
        // A line marked `// clang-only: why` is a warning of clang's setter heuristic that is not a
        // cycle (a request's one-shot callback); clang must still warn there, so no mark goes stale.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let clangOnly = Set(
            text.components(separatedBy: "\n").enumerated().filter { $0.element.contains("// clang-only:") }.map {
                $0.offset + 1
            })
        #expect(clangOnly.isSubset(of: clangLines), "clang-only marks where clang does not warn")
        #expect(clangOnly.isDisjoint(with: ours), "clang-only marks where we report a cycle")
        let expected = clangLines.subtracting(clangOnly)
        #expect(
            expected.subtracting(ours).isEmpty,
            "clang warns at lines \(expected.subtracting(ours).sorted()) where we do not")
        if fixture == "retain-cycle/clang-warn-retain-cycle.m" {
            #expect(clangLines.count >= 5, "the oracle should have something to say about retain-cycle fixtures")
        }
        if fixture == "held-out/clang-retain-cycle-port.m" {
            #expect(clangLines.count >= 15, "clang warns on every cycle of its own test's port")
        }
        // Rings of objects are cycles clang does not see: it stays silent where we report them.
        if fixture == "held-out/cycles-rings.m" {
            #expect(clangLines.isEmpty && ours.count == 3)
        }
    }
}

extension LintTests {
    /// Under manual reference counting `__block` does not retain: the MRC idiom is correct there.
    @Test func byrefSelfIsOnlyACycleUnderARC() throws {
        let text =
            RuleDescription.examplePrelude + """
                @interface Legacy : NSObject
                @property (copy) void (^done)(void);
                - (void)finish;
                @end
                @implementation Legacy
                - (void)finish {}
                - (void)go { __block Legacy *me = self; self.done = ^{ [me finish]; }; }
                @end
                """
        var configuration = LintConfiguration()
        configuration.enabledRules = ["byref-self-cycle"]
        let arc = try Linter(configuration: configuration).lint(source: text, path: "legacy.m")
        #expect(arc.findings.count == 1)
        let mrc = try Linter(
            configuration: configuration,
            analyzer: SourceAnalyzer(options: AnalyzerOptions(compilerFlags: ["-fno-objc-arc"]))
        )
        .lint(source: text, path: "legacy.m")
        #expect(mrc.findings.isEmpty)
    }
}

extension LintTests {
    /// The rules reason with their own per-block facts; they must agree with the analyzer's capture
    /// model (itself checked against clang's AST dump) on which variables every block captures.
    @Test(arguments: FixtureTests.fixtures())
    func blockFactsAgreeWithTheAnalyzersCaptures(fixture: String) throws {
        let path = FixtureTests.root.appendingPathComponent(fixture).path
        let analysis = try FixtureTests.analyzer(for: path).analyze(file: path)
        let model = SourceModel(analysis)
        let byOffset = Dictionary(analysis.blocks.map { ($0.location.offset, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(model.blocks.count == analysis.blocks.count)
        for facts in model.blocks {
            let block = try #require(byOffset[facts.node.locationOffset], "no analyzer block at \(facts.node.location)")
            // Automatic variables (value or byref captures) and self, as the analyzer names them.
            let theirs = Set(block.captures.filter { $0.kind == .value || $0.kind == .byRef }.map(\.name))
            var ours = Set(facts.captures.keys.compactMap { model.variables[$0]?.name })
            if !facts.selfUses.isEmpty || !facts.ivarUses.isEmpty { ours.insert("self") }
            #expect(ours == theirs, "block at \(facts.node.location.line):\(facts.node.location.column)")
        }
    }
}
