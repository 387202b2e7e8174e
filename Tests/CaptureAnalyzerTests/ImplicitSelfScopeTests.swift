import Findings
import Foundation
import Testing

@testable import LintDriver
@testable import Rules

/// `implicit-self` is signal, not noise: one finding per block naming every ivar it uses, and,
/// like clang's `-Wimplicit-retain-self`, only the blocks that close a retain cycle unless the
/// rule is turned fully on (`--enable`, `opt_in_rules`, `enabled_rules`).
@Suite struct ImplicitSelfScopeTests {
    static let source =
        RuleDescription.examplePrelude + """
            @interface Feed : NSObject { int _count; int _total; NSString *_name; }
            @property (copy) void (^handler)(void);
            @end
            @implementation Feed
            - (void)cycle { self.handler = ^{ _count = _total + _count; (void)_name; }; }
            - (void)explicitCycle { self.handler = ^{ self->_count = _total; }; }
            - (void)async { dispatch_async(dispatch_get_main_queue(), ^{ _count = 0; _total = 1; }); }
            @end
            """

    static func findings(_ configure: (inout LintConfiguration) -> Void = { _ in }) throws -> [Finding] {
        var configuration = LintConfiguration()
        configure(&configuration)
        return try Linter(configuration: configuration).lint(source: source, path: "feed.m").findings.filter {
            $0.rule == "implicit-self"
        }
    }

    static func line(of text: String) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(text) }! + 1
    }

    @Test func byDefaultOnlyABlockWhoseHiddenSelfClosesACycleIsReportedOnceWithEveryIvar() throws {
        let found = try Self.findings()
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.line == Self.line(of: "- (void)cycle"))
        #expect(finding.message.contains("the ivars '_count', '_total' and '_name'"), "\(finding.message)")
        #expect(finding.notes.contains { $0.message.contains("self keeps this block") })
        // The retain cycle itself is still reported by its own rule.
        var all = LintConfiguration()
        all.disabledRules = []
        let cycles = try Linter(configuration: all).lint(source: Self.source, path: "feed.m").findings.filter {
            $0.rule == "retain-cycle"
        }
        #expect(cycles.contains { $0.line == Self.line(of: "- (void)cycle") })
    }

    @Test func fullyEnabledItReportsEachEscapingBlockOnce() throws {
        for configure in [
            { (c: inout LintConfiguration) in c.optInRules = ["implicit-self"] },
            { (c: inout LintConfiguration) in c.enabledRules = ["implicit-self"] },
            { (c: inout LintConfiguration) in c.apply(enabling: ["implicit-self"], disabling: []) },
        ] {
            let found = try Self.findings(configure)
            #expect(
                found.map(\.line) == [
                    Self.line(of: "- (void)cycle"), Self.line(of: "- (void)explicitCycle"),
                    Self.line(of: "- (void)async"),
                ])
            #expect(found.last?.message.contains("the ivars '_count' and '_total'") == true)
        }
    }

    @Test func disablingWinsOverTheDefaultScope() throws {
        #expect(try Self.findings { $0.apply(enabling: [], disabling: ["implicit-self"]) }.isEmpty)
    }

    @Test func optInRulesComeFromTheConfigurationFileAndUnknownIdsAreErrors() throws {
        let configuration = try ConfigurationFile.parse(
            yaml: "opt_in_rules: [implicit-self]\n", file: ".capcheck.yml", knownRules: RuleRegistry.ids)
        #expect(configuration.optInRules == ["implicit-self"])
        #expect(configuration.isFullyEnabled("implicit-self"))
        #expect(!LintConfiguration().isFullyEnabled("implicit-self"))
        #expect(LintConfiguration().isFullyEnabled("retain-cycle"))
        #expect(throws: LintDriverError.self) {
            try ConfigurationFile.parse(
                yaml: "opt_in_rules: [implicit-slef]\n", file: ".capcheck.yml", knownRules: RuleRegistry.ids)
        }
    }
}
