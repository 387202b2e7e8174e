import CaptureAnalyzer
import Findings

/// A lint rule: one id, with its description and examples, checked in each language it covers.
/// A rule is one type in a file named after its id. It conforms to `ObjectiveCLintRule` for C
/// and Objective-C, to `SwiftLintRule` for Swift (in `<Rule>+Swift.swift` when it has both), or
/// to both; `RuleRegistry.all` lists every rule once.
package protocol LintRule: Sendable {
    /// The rule's id, texts, severity and examples.
    static var description: RuleDescription { get }
    /// Rules are stateless; the registry creates them with this.
    init()
}

/// A rule's check of C and Objective-C files: a pure function from one analysed file to
/// findings. Rules share the per-file `SourceModel` in `context` so the AST is walked once, not
/// once per rule.
package protocol ObjectiveCLintRule: LintRule {
    /// The findings this rule reports for `file`.
    func check(_ file: FileAnalysis, context: LintContext) -> [Finding]
}

/// What a rule sees besides the file: the configuration and the shared model of the file.
package struct LintContext {
    /// The configuration of this run.
    package var configuration: LintConfiguration
    /// The file's AST mirror, storage, escape and ownership facts, built once per file.
    package var model: SourceModel

    /// A context for one file.
    package init(configuration: LintConfiguration, model: SourceModel) {
        self.configuration = configuration
        self.model = model
    }
}

extension LintRule {
    /// A finding of this rule with its default severity and fix hint; the message is written once
    /// in each rule's file.
    /// `fix` replaces the rule's general fix hint with one written for this finding; `cycle` is
    /// the reference path of the retain cycle the finding is about.
    package func finding(
        at location: SourcePosition, _ message: String, notes: [FindingNote] = [], fix: String? = nil,
        cycle: [String]? = nil
    ) -> Finding {
        let d = Self.description
        return Finding(
            rule: d.id, severity: d.severity, file: location.file, line: location.line,
            column: location.column, message: message, notes: notes, fix: fix ?? d.fixHint, cycle: cycle)
    }

    /// A note at `location`.
    package func note(at location: SourcePosition, _ message: String) -> FindingNote {
        FindingNote(file: location.file, line: location.line, column: location.column, message: message)
    }
}
