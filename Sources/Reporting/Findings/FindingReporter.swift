import Findings
import Foundation
import LintDriver

/// Turns a finished run into one document (text for a terminal, JSON, SARIF, HTML, DOT).
package protocol FindingReporter: Sendable {
    /// The whole document for `run`, ending with a newline.
    func render(_ run: LintRun) -> String
}

/// The output formats `capcheck lint --format` and `capcheck report --format` accept.
package enum ReportFormat: String, CaseIterable, Sendable {
    /// clang-style diagnostics: `path:line:col: warning: message [rule-id]`.
    case text
    /// docs/json.md §2's JSON document.
    case json
    /// SARIF 2.1.0, for code-scanning services and editors.
    case sarif
    /// One self-contained HTML page.
    case html
    /// Graphviz: one cluster per file, an edge from each finding to its notes.
    case dot

    /// The reporter that writes this format.
    package var reporter: any FindingReporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .html: return HTMLReporter()
        case .dot: return DOTReporter()
        }
    }
}

/// Seconds rounded to milliseconds, so reports do not print float noise.
package func roundedSeconds(_ seconds: Double) -> Double {
    (seconds * 1000).rounded() / 1000
}

/// `"1 finding"` / `"2 findings"`.
package func counted(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(n) \(n == 1 ? singular : (plural ?? singular + "s"))"
}

/// `line:column` within the finding's own file, `file:line:column` in another file, and only
/// what is known when a location is partial (runtime findings have none).
package func shortPosition(file: String, line: Int, column: Int, relativeTo home: String) -> String {
    var parts: [String] = []
    if file != home && !file.isEmpty { parts.append(file) }
    if line > 0 { parts.append(String(line)) }
    if line > 0 && column > 0 { parts.append(String(column)) }
    return parts.joined(separator: ":")
}
