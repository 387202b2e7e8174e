import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import LintDriver
@testable import Rules

/// One list of library keepers for both languages: its format, its mistakes, and the Objective-C
/// rules reading it (bundled and from `.capcheck.yml`).
@Suite struct ClosureKeepersTests {
    @Test func theBundledListReadsAndNamesObjectiveCAPIs() throws {
        let list = ClosureKeepers.bundled
        #expect(list.problem == nil)
        #expect(list.keeper(function: "dispatch_source_set_event_handler")?.keptBy == .argument(0))
        #expect(list.keeper(function: "objc_setAssociatedObject")?.edge == "associated object")
        #expect(list.keeper(selector: "addOperationWithBlock:")?.keptBy == ClosureKeepers.KeptBy.nobody)
        #expect(list.keeper(selector: "subscribeNext:error:completed:")?.keptBy == .source)
        #expect(list.keeper(selector: "map:")?.keptBy == .chain)
        #expect(list.keeper(selector: "rac_valuesForKeyPath:observer:", keeps: .subscribers)?.keptBy == .argument(1))
        #expect(
            list.keeper(classes: ["RACReplaySubject", "RACSubject"], keeps: .subscribers)?.library == "ReactiveObjC")
        // The Swift entries keep their meaning: looked up by base name only.
        #expect(list.keeper(method: "subscribeNext", firstLabel: "_")?.keptBy == .result)
        #expect(list.keeper(method: "subscribeNext:", firstLabel: "_") == nil)
    }

    /// `observe(\.level) { … }` is KVO's; `signal.observe { … }` is ReactiveSwift's, though KVO's
    /// entry is the one that names a label.
    @Test func aKeyPathArgumentTellsKVOsObserveFromAStreamsObserve() throws {
        let list = ClosureKeepers.bundled
        let source = SwiftSourceModel(
            source: """
                let a = observe(\\.level, options: .new) { _, _ in }
                let b = signal.observe { _ in }
                let c = signal.observe(observer)
                """, path: "a.swift")
        let libraries = source.calls.map {
            list.keeper(method: SwiftSourceModel.calleeBaseName($0), firstLabel: ClosureCall.firstLabel(of: $0))?
                .library
        }
        #expect(libraries == ["Foundation (KVO)", "ReactiveSwift", "ReactiveSwift"])
    }

    @Test func everyKeptBySpellingRoundTrips() {
        for spelling in ["result", "receiver", "chain", "argument 0", "argument 3", "source", "none"] {
            #expect(ClosureKeepers.KeptBy(spelling: spelling)?.spelling == spelling)
        }
        for wrong in ["argument", "argument -1", "argument x", "results", "", "argument 1 2"] {
            #expect(ClosureKeepers.KeptBy(spelling: wrong) == nil, "\(wrong)")
        }
    }

    @Test func objectiveCEntriesRead() throws {
        let list = try ClosureKeepers.parse(
            yaml: """
                keepers:
                  - library: SensorKit
                    functions: [sensor_set_handler]
                    kept_by: argument 0
                    edge: sensor handler
                    until: the sensor stops
                  - library: SensorKit
                    selectors: ["startWithHandler:"]
                    kept_by: receiver
                """, file: "k.yml")
        #expect(list.keeper(function: "sensor_set_handler")?.edge == "sensor handler")
        #expect(list.keeper(function: "sensor_set_handler")?.until == "the sensor stops")
        #expect(list.keeper(selector: "startWithHandler:")?.keptBy == .receiver)
    }

    /// Every mistake names the file and the entry (by number and library).
    @Test(arguments: [
        ("keepers:\n  - {library: Kit, kept_by: result}", "keepers entry 1 (Kit): needs methods, selectors"),
        (
            "keepers:\n  - {library: Kit, selectors: [\"go:\"], kept_by: somebody}",
            "keepers entry 1 (Kit): kept_by must be one of result, receiver, chain, argument N, source or none "
                + "(not 'somebody')"
        ),
        (
            "keepers:\n  - {library: Kit, methods: [go], kept_by: argument 1}",
            "keepers entry 1 (Kit): kept_by 'argument N' is for selectors and functions"
        ),
        (
            "keepers:\n  - {library: Kit, functions: [go], kept_by: argument two}",
            "keepers entry 1 (Kit): kept_by must be"
        ),
        (
            "keepers:\n  - {library: A, methods: [a], kept_by: result}\n"
                + "  - {library: Kit, selector: [\"go:\"], kept_by: result}",
            "keepers entry 2 (Kit): unknown key 'selector'"
        ),
        (
            "keepers:\n  - {library: Kit, selectors: [{go: 1}], kept_by: result}",
            "keepers entry 1 (Kit): 'selectors' must be a list of names (quote selectors"
        ),
        (
            "keepers:\n  - {library: Kit, selectors: [\"go:\"], kept_by: result, keeps: everything}",
            "keepers entry 1 (Kit): keeps must be blocks, subscribers, receiver or context"
        ),
        (
            "keepers:\n  - {library: Kit, functions: [go], kept_by: result, keeps: context}",
            "keepers entry 1 (Kit): keeps: context goes with functions and context: N"
        ),
        (
            "keepers:\n  - {library: Kit, selectors: [\"go:\"], kept_by: result, keeps: context, context: 1}",
            "keepers entry 1 (Kit): keeps: context goes with functions and context: N"
        ),
        (
            "keepers:\n  - {library: Kit, functions: [go], kept_by: result, context: -1}",
            "keepers entry 1 (Kit): context must be an argument index"
        ),
        ("keepers:\n  - {library: Kit, classes: [Hub], kept_by: result}", "keepers entry 1 (Kit): classes entries say"),
        ("keepers:\n  - {library: Kit, functions: [go], kept_by: source}", "keepers entry 1 (Kit): kept_by 'source'"),
        ("keepers:\n  - just a name", "keepers entry 1 must be a mapping"),
    ])
    func aBadEntryIsNamedWithItsFile(yaml: String, reason: String) {
        do {
            _ = try ClosureKeepers.parse(yaml: yaml, file: "team/.capcheck-keepers.yml")
            Issue.record("accepted: \(yaml)")
        } catch let error as ClosureKeepers.InvalidKnowledge {
            #expect(error.file == "team/.capcheck-keepers.yml")
            #expect(error.reason.hasPrefix(reason), "\(error.reason)")
            #expect(error.description.hasPrefix("team/.capcheck-keepers.yml: invalid configuration: keepers entry"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    static let sensorSource = """
        #import <Foundation/Foundation.h>
        typedef void (^sensor_handler_t)(void);
        typedef struct sensor *sensor_t;
        void sensor_set_handler(id sensor, sensor_handler_t handler);
        @interface Screen : NSObject
        @property (strong) id sensor;
        - (void)tick;
        @end
        @implementation Screen
        - (void)tick {}
        - (void)start {
          sensor_set_handler(self.sensor, ^{
            [self tick];
          });
        }
        @end
        """

    /// An unlisted C function keeps nothing; listed in the configuration, the same call is a
    /// cycle, reported with the entry's edge and until.
    @Test func aTeamListsItsOwnCFunction() throws {
        let unlisted = try Linter().lint(source: Self.sensorSource, path: "Screen.m")
        #expect(unlisted.findings.filter { $0.rule == "retain-cycle" }.isEmpty)
        var configuration = LintConfiguration()
        configuration.closureKeepers = try ClosureKeepers.parse(
            yaml: """
                keepers:
                  - {library: SensorKit, functions: [sensor_set_handler], kept_by: argument 0, edge: sensor handler,
                     until: the sensor stops}
                """, file: ".capcheck.yml")
        let listed = try Linter(configuration: configuration).lint(source: Self.sensorSource, path: "Screen.m")
        let finding = try #require(listed.findings.first { $0.rule == "retain-cycle" })
        #expect(finding.line == 13)
        #expect(
            finding.message.contains("self → sensor (strong) → sensor handler → block → self"), "\(finding.message)")
        #expect(finding.notes.contains { $0.message.contains("SensorKit keeps the block until the sensor stops") })
    }

    /// `kept_by: none` turns off the setter-like guess for a selector (as for operation queues).
    @Test func aTeamSaysAnAdderDoesNotKeep() throws {
        let source = """
            #import <Foundation/Foundation.h>
            @interface Pool : NSObject
            - (void)addJob:(void (^)(void))job;
            @end
            @interface Screen : NSObject
            @property (strong) Pool *pool;
            - (void)tick;
            @end
            @implementation Screen
            - (void)tick {}
            - (void)start {
              [self.pool addJob:^{
                [self tick];
              }];
            }
            @end
            """
        let guessed = try Linter().lint(source: source, path: "Screen.m")
        #expect(guessed.findings.contains { $0.rule == "retain-cycle" }, "clang's setter-like guess")
        var configuration = LintConfiguration()
        configuration.closureKeepers = try ClosureKeepers.parse(
            yaml: "keepers:\n  - {library: Pools, selectors: [\"addJob:\"], kept_by: none}\n", file: ".capcheck.yml")
        let listed = try Linter(configuration: configuration).lint(source: source, path: "Screen.m")
        #expect(!listed.findings.contains { $0.rule == "retain-cycle" })
    }

    /// Without ReactiveObjC's headers its calls cannot be told apart (`declared_in`), and the
    /// incomplete-analysis report says so instead of guessing.
    @Test func aMissingListedLibrarySaysItsBlocksAreNotJudged() {
        #expect(
            LintDriver.missingHeaderHint("ReactiveObjC/ReactiveObjC.h").hasSuffix(
                "lint knows which ReactiveObjC APIs keep blocks but judges them only with its headers, so none is "
                    + "claimed without them"))
        #expect(LintDriver.missingHeaderHint("MyKit/MyKit.h") == "parsed as if it were empty; add -I flags after --")
    }

    /// The cache key covers the bundled list for every language, and a user's list through the
    /// configuration's fingerprint.
    @Test func theListIsPartOfTheCacheKey() throws {
        var configuration = LintConfiguration()
        let plain = configuration.fingerprint
        configuration.closureKeepers = try ClosureKeepers.parse(
            yaml: "keepers:\n  - {functions: [go], kept_by: argument 0}\n", file: ".capcheck.yml")
        #expect(configuration.fingerprint != plain)
        let driver = LintDriver(options: LintDriverOptions(paths: []))
        #expect(driver.sharedCacheKey(AnalyzerOptions()).contains("keepers="))
    }
}
