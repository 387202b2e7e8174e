import ClangFrontend
import Findings
import Foundation
import LintDriver

/// clang's diagnostic shape, which editors and CI logs already understand:
/// `path:line:col: warning: message [rule-id]`, its `note:` lines, an indented fix hint,
/// `path: error: …` for files that could not be analyzed, and a summary line.
package struct TextReporter: FindingReporter {
    /// A text reporter.
    package init() {}

    /// The diagnostics, one block per finding, then errors, then the summary line.
    package func render(_ run: LintRun) -> String {
        var out = ""
        for finding in run.findings {
            out += "\(Self.location(finding.file, finding.line, finding.column))\(finding.severity.rawValue): "
            out += "\(finding.message) [\(finding.rule)]\n"
            for note in finding.notes {
                out += "\(Self.location(note.file, note.line, note.column))note: \(note.message)\n"
            }
            if let fix = finding.fix, !fix.isEmpty {
                out += "    fix: \(fix)\n"
            }
        }
        for error in run.errors {
            out += "\(Self.location(error.file, error.line ?? 0, error.column ?? 0))error: \(error.message)\n"
        }
        for file in run.incomplete where file.reason != .skipped {
            out +=
                "\(Self.location(file.file, file.line ?? 0, 0))warning: analysis incomplete "
                + "(\(file.reason.rawValue)): \(file.message)"
            if let withheld = file.withheldFindings, withheld > 0 {
                out += withheld == 1 ? "; 1 finding withheld" : "; \(withheld) findings withheld"
                out += " in code with clang errors"
            }
            out += "\n"
        }
        out += Self.summaryLine(run) + "\n"
        if let incomplete = run.incompleteSummary { out += incomplete + "\n" }
        if let sdk = run.summary.sdk, sdk != "stand-in" {
            out += "parsed against the SDK at \(sdk)" + (run.summary.sdkSource.map { " (from \($0))" } ?? "") + "\n"
        }
        return out
    }

    /// `path:line:col: `, shortened when parts are unknown (runtime findings have no file).
    package static func location(_ file: String, _ line: Int, _ column: Int) -> String {
        if file.isEmpty { return "" }
        if line <= 0 { return "\(file): " }
        if column <= 0 { return "\(file):\(line): " }
        return "\(file):\(line):\(column): "
    }

    /// `12 files, 85 blocks: 3 findings (2 warnings, 1 note), 1 analysis error in 0.41 s`.
    package static func summaryLine(_ run: LintRun) -> String {
        let s = run.summary
        var bySeverity: [String] = []
        for severity in Severity.allCases.reversed() {
            let n = run.findings.filter { $0.severity == severity }.count
            if n > 0 { bySeverity.append(counted(n, severity.rawValue)) }
        }
        var line = "\(counted(s.files, "file")), \(counted(s.blocks, "block")): \(counted(s.findings, "finding"))"
        if !bySeverity.isEmpty { line += " (\(bySeverity.joined(separator: ", ")))" }
        line += ", \(counted(s.errors, "analysis error"))"
        line += " in " + String(format: "%.2f", s.seconds) + " s"
        return line
    }
}
