import LintDriver
import RetainGraph

/// Clang-style text, as lint prints findings: `warning: message [rule]`, then indented notes.
package struct TextReportRenderer: RetainReportRenderer {
    /// A text renderer.
    package init() {}

    /// One diagnostic per cycle, leaked thread and survivor, then a one-line summary.
    package func render(_ document: ReportDocument) -> String {
        var lines: [String] = []
        let prefix = document.test.map { "\($0): " } ?? ""
        for finding in document.findings {
            lines.append("\(prefix)\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
            for note in finding.notes { lines.append("  note: \(note.message)") }
            if let fix = finding.fix { lines.append("  fix: \(fix)") }
        }
        for warning in document.warnings { lines.append("\(prefix)note: could not read everything: \(warning)") }
        let leaked = document.cycles.filter(\.isLeaked).count
        var summary = "\(document.cycles.count) \(document.cycles.count == 1 ? "cycle" : "cycles") (\(leaked) leaked)"
        if !document.leakedThreads.isEmpty {
            summary +=
                ", \(document.leakedThreads.count) leaked \(document.leakedThreads.count == 1 ? "thread" : "threads")"
        }
        if !document.survivors.isEmpty {
            summary += ", \(document.survivors.count) surviving \(document.survivors.count == 1 ? "object" : "objects")"
        }
        if let nodes = document.nodeCount, let edges = document.edgeCount {
            summary += " in \(nodes) objects, \(edges) references"
        }
        if document.truncated == true { summary += " (truncated)" }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }
}
