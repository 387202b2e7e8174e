import CaptureAnalyzer
import Findings
import Foundation
import SwiftParser
import SwiftSyntax

/// A rule's check of Swift files: a pure function from a parsed file to findings, reported under
/// the rule's id (the same id as for blocks where the bug is the same: `retain-cycle`,
/// `timer-target-cycle`, …; a `swift-` id for Swift-only rules).
package protocol SwiftLintRule: LintRule {
    /// How to fix a finding, in Swift terms.
    static var swiftFixHint: String { get }
    /// Swift snippets with a `↓` in front of each expected finding position.
    static var swiftTriggeringExamples: [String] { get }
    /// Swift snippets that must produce no finding of this rule.
    static var swiftNonTriggeringExamples: [String] { get }
    /// The findings of this rule in `model`.
    func check(_ model: SwiftSourceModel) -> [Finding]
}

extension SwiftLintRule {
    /// The id the findings carry.
    package static var ruleID: String { description.id }

    /// A finding of this rule at `node`, with the catalogue's severity and this rule's fix.
    /// `cycle` is the reference path for reports to draw (`self → self.handler → closure → self`).
    package func finding(
        _ model: SwiftSourceModel, at node: some SyntaxProtocol, _ message: String, notes: [FindingNote] = [],
        cycle: String? = nil
    ) -> Finding {
        let location = model.location(of: node)
        return Finding(
            rule: Self.ruleID, severity: Self.description.severity, file: location.file, line: location.line,
            column: location.column, message: message, notes: notes, fix: Self.swiftFixHint,
            cycle: cycle?.components(separatedBy: " → "))
    }

    /// A note at `node`.
    package func note(_ model: SwiftSourceModel, at node: some SyntaxProtocol, _ message: String) -> FindingNote {
        let location = model.location(of: node)
        return FindingNote(file: location.file, line: location.line, column: location.column, message: message)
    }
}
