import CaptureAnalyzer
import ClangFrontend
import Findings
import Foundation
import SwiftParser
import SwiftSyntax

/// A lint rule for Swift files: a pure function from a parsed file to findings. Its findings are
/// reported under a rule of the catalogue (`RuleRegistry.all`): an existing id where the meaning
/// is the same as for blocks (`retain-cycle`, `timer-target-cycle`, …), or a `swift-` id whose
/// description is registered like any other rule.
package protocol SwiftLintRule: Sendable {
    /// The catalogue id the findings carry.
    static var ruleID: String { get }
    /// How to fix a finding, in Swift terms.
    static var swiftFixHint: String { get }
    /// Swift snippets with a `↓` in front of each expected finding position.
    static var swiftTriggeringExamples: [String] { get }
    /// Swift snippets that must produce no finding of this rule.
    static var swiftNonTriggeringExamples: [String] { get }
    /// Rules are stateless; the linter creates them with this.
    init()
    /// The findings of this rule in `model`.
    func check(_ model: SwiftSourceModel) -> [Finding]
}

extension SwiftLintRule {
    /// A finding of this rule at `node`, with the catalogue's severity and this rule's fix.
    /// `cycle` is the reference path for reports to draw (`self → self.handler → closure → self`).
    package func finding(_ model: SwiftSourceModel, at node: some SyntaxProtocol, _ message: String, notes: [FindingNote] = [],
                 cycle: String? = nil) -> Finding {
        let location = model.location(of: node)
        let severity = RuleRegistry.rule(id: Self.ruleID)?.description.severity ?? .warning
        return Finding(rule: Self.ruleID, severity: severity, file: location.file, line: location.line,
                       column: location.column, message: message, notes: notes, fix: Self.swiftFixHint,
                       cycle: cycle?.components(separatedBy: " → "))
    }

    /// A note at `node`.
    package func note(_ model: SwiftSourceModel, at node: some SyntaxProtocol, _ message: String) -> FindingNote {
        let location = model.location(of: node)
        return FindingNote(file: location.file, line: location.line, column: location.column, message: message)
    }
}
