import ClangFrontend
import Findings

/// Everything a reader (and the test suite) needs to know about a lint rule. The examples are
/// both the rule's documentation and its tests: one test lints every example and checks that
/// findings appear exactly at the `↓` markers.
public struct RuleDescription: Sendable {
    /// Kebab-case id (docs/json.md §2), e.g. `retain-cycle`.
    public var id: String
    /// One line saying what the rule finds.
    public var summary: String
    /// Why it matters: what goes wrong at run time.
    public var rationale: String
    /// Default severity; `LintConfiguration.severities` can override it.
    public var severity: Severity
    /// How to fix a finding.
    public var fixHint: String
    /// Objective-C snippets with a `↓` marker in front of each expected finding position.
    public var triggeringExamples: [String]
    /// Objective-C snippets that must produce no finding of this rule.
    public var nonTriggeringExamples: [String]
    /// Set for a rule that is only partly on by default: what it still reports when no
    /// `--enable`, `opt_in_rules` or `enabled_rules` names it (the examples show the rule fully
    /// enabled). Nil for rules that are fully on by default.
    public var defaultScope: String?

    /// A description with all its parts.
    public init(
        id: String, summary: String, rationale: String, severity: Severity, fixHint: String,
        triggeringExamples: [String], nonTriggeringExamples: [String], defaultScope: String? = nil
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.fixHint = fixHint
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.defaultScope = defaultScope
    }

    /// The marker that stands in front of an expected finding in an example.
    public static let marker: Character = "↓"
}
