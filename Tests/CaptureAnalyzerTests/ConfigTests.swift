import Foundation
import Testing

@testable import LintDriver
@testable import Rules

@Suite(.serialized) struct ConfigTests {
    let known: Set<String> = ["retain-cycle", "implicit-self", "byref-self-cycle"]

    @Test func everySettingIsRead() throws {
        let configuration = try ConfigurationFile.parse(
            yaml: """
                enabled_rules: [retain-cycle, implicit-self]
                disabled_rules:
                  - implicit-self
                severities:
                  retain-cycle: error
                  byref-self-cycle: off
                non_escaping_apis: ["enumerateThingsUsingBlock:", my_sync_apply]
                excluded: [Vendor/, "**/*.generated.m"]
                """, file: "x.yml", knownRules: known)
        #expect(configuration.enabledRules == ["retain-cycle", "implicit-self"])
        #expect(configuration.disabledRules == ["implicit-self", "byref-self-cycle"])
        #expect(configuration.severities == ["retain-cycle": .error])
        #expect(configuration.nonEscapingAPIs == ["enumerateThingsUsingBlock:", "my_sync_apply"])
        #expect(configuration.excludedPaths == ["Vendor/", "**/*.generated.m"])
        #expect(!configuration.isEnabled("byref-self-cycle"))
    }

    @Test func anEmptyFileMeansTheDefaults() throws {
        #expect(try ConfigurationFile.parse(yaml: "", file: "x.yml", knownRules: known) == LintConfiguration())
        #expect(
            try ConfigurationFile.parse(yaml: "# only a comment\n", file: "x.yml", knownRules: known)
                == LintConfiguration())
    }

    @Test(arguments: [
        ("disabled_rule: [retain-cycle]", "unknown setting 'disabled_rule'"),
        (
            "disabled_rules: [retain-cycles]",
            "unknown rule 'retain-cycles' in 'disabled_rules'; did you mean 'retain-cycle'?"
        ),
        ("severities: {implicit-selff: note}", "did you mean 'implicit-self'?"),
        ("severities: {retain-cycle: fatal}", "must be note, warning, error or off"),
        ("severities: [retain-cycle]", "'severities' must map"),
        ("excluded: {a: b}", "'excluded' must be a list of strings"),
        ("disabled_rules: [retain-cycle", "not valid YAML"),
        ("- just\n- a list", "expected a mapping"),
    ])
    func badSettingsAreErrorsThatNameTheFile(yaml: String, expected: String) {
        #expect { try ConfigurationFile.parse(yaml: yaml, file: "/repo/.capcheck.yml", knownRules: known) } throws: {
            error in
            let text = "\(error)"
            return text.hasPrefix("/repo/.capcheck.yml:") && text.contains(expected)
        }
    }

    /// Where each mistake is, as line and column of the file: a misspelt setting with the one
    /// that was meant, a YAML syntax error where the parser stopped (in its own short words, not
    /// its dump of the text), a value of the wrong type at its key.
    @Test(arguments: [
        (
            "severities: {}\ndisabled_rule: [retain-cycle]\n", 2, 1,
            "unknown setting 'disabled_rule'; did you mean 'disabled_rules'?"
        ),
        ("colour: true\n", 1, 1, "unknown setting 'colour'; known: enabled_rules"),
        (
            "excluded: [a]\ndisabled_rules: [retain-cycle\n", 3, 1,
            "not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence)"
        ),
        ("excluded: [a]\nfail_on_incomplete: sometimes\n", 2, 1, "'fail_on_incomplete' must be true or false"),
        (
            "severities:\n  retain-cycle: fatal\n", 2, 3,
            "severity of 'retain-cycle' must be note, warning, error or off, not 'fatal'"
        ),
    ])
    func mistakesArePlacedAtTheirLineAndColumn(yaml: String, line: Int, column: Int, expected: String) {
        #expect { try ConfigurationFile.parse(yaml: yaml, file: ".capcheck.yml", knownRules: known) } throws: { error in
            guard case LintDriverError.badSetting(let file, let errorLine, let errorColumn, let reason) = error else {
                return false
            }
            return file == ".capcheck.yml" && errorLine == line && errorColumn == column && reason.hasPrefix(expected)
                && !reason.contains("\n")
        }
    }

    @Test func theNearestConfigurationAboveAPathApplies() throws {
        let tree = try ScratchTree()
        try tree.write(".capcheck.yml", "disabled_rules: []\n")
        try tree.write("Sub/Inner/a.m", "int x;\n")
        #expect(ConfigurationFile.find(from: tree.path("Sub/Inner")) == tree.path(".capcheck.yml"))
        try tree.write("Sub/.capcheck.yml", "disabled_rules: []\n")
        #expect(ConfigurationFile.find(from: tree.path("Sub/Inner")) == tree.path("Sub/.capcheck.yml"))
    }

    @Test func disabledRulesSeveritiesAndExclusionsChangeTheRun() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("App/a.m", cycleSource)
        try tree.write("App/Vendor/b.m", cycleSource)
        try tree.write("App/gen/c.generated.m", cycleSource)
        let unconfigured = try tree.lint(["App"])
        #expect(unconfigured.run.findings.count == 3)
        #expect(unconfigured.run.findings.allSatisfy { $0.severity == .warning })

        try tree.write(
            "App/.capcheck.yml", "excluded: [Vendor/, \"**/*.generated.m\"]\nseverities: {retain-cycle: error}\n")
        let configured = try tree.lint(["App"])
        #expect(configured.run.findings.map(\.file) == ["App/a.m"])
        #expect(configured.run.findings.first?.severity == .error)
        #expect(configured.run.rules.first { $0.id == "retain-cycle" }?.severity == .error)

        try tree.write("other.yml", "disabled_rules: [retain-cycle]\n")
        let overridden = try tree.lint(["App"], configure: { $0.configurationFile = tree.path("other.yml") })
        #expect(overridden.run.findings.isEmpty)
        #expect(overridden.run.summary.files == 3)
    }

    @Test func aBadConfigurationStopsTheRun() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("a.m", cycleSource)
        try tree.write(".capcheck.yml", "disabled_rules: [no-such-rule]\n")
        #expect { try tree.lint() } throws: { error in
            guard case LintDriverError.badSetting(let file, 1, 18, let reason) = error else { return false }
            return file.hasSuffix(".capcheck.yml") && reason.contains("no-such-rule")
        }
    }
}
