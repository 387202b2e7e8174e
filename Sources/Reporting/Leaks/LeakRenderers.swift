import Foundation
import LeakScan
import LintDriver

/// The formats `capcheck leaks` writes.
package enum LeakReportFormat: String, CaseIterable, Sendable {
    /// Clang-style diagnostics, one per leaked set and thread, then a summary.
    case text
    /// docs/json.md §5's document.
    case json
    /// SARIF 2.1.0 (the lint reporter over the same findings).
    case sarif
    /// A Graphviz digraph of every leaked set.
    case dot

    /// The report rendered in this format, ending with a newline.
    package func render(_ report: LeakReport) -> String {
        switch self {
        case .text: return LeakTextRenderer().render(report)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        case .sarif: return SARIFReporter().render(report.lintRun)
        case .dot: return DOTReportRenderer().render(report.document)
        }
    }
}

/// Text for a terminal: each leaked set as `warning: leaked retain cycle of N objects: A -> B
/// -> A [runtime-retain-cycle]` with a note per reference (and where each object was allocated
/// when backtraces were recorded), each leaked thread with its stack, then what could not be
/// read and a summary line per process.
package struct LeakTextRenderer: Sendable {
    /// A text renderer.
    package init() {}

    /// The whole text.
    package func render(_ report: LeakReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            lines.append("\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
            for note in finding.notes { lines.append("  note: \(note.message)") }
            if let fix = finding.fix { lines.append("  fix: \(fix)") }
        }
        for cycle in report.cycles {
            guard let sites = cycle.allocations, !sites.isEmpty else { continue }
            lines.append("allocation backtraces of \(cycle.nodes.first?.displayName ?? "?")'s cycle:")
            for site in sites {
                lines.append("  \(site.typeName) at \(site.address):")
                for frame in site.stack.prefix(12) { lines.append("      \(frame)") }
            }
        }
        for warning in report.warnings { lines.append("warning: \(warning)") }
        for process in report.processes {
            let name = process.arguments.first.map { ($0 as NSString).lastPathComponent } ?? process.executable
            let at = process.checkpoint.map { "checkpoint \"\($0)\"" } ?? "exit"
            for warning in process.warnings where warning.contains("are not reported") {
                lines.append("note: \(name) (pid \(process.pid)) at \(at): \(warning)")
            }
            let kept = process.cycles.filter { $0.keptAliveBy != nil }.count
            lines.append(
                "\(name) (pid \(process.pid)) at \(at): \(counted(process.cycles.count - kept, "leaked set")), "
                    + (kept > 0 ? "\(counted(kept, "set")) kept only by an unfinished task, " : "")
                    + "\(counted(process.threads.count, "leaked thread")); \(process.scannedObjects) objects scanned "
                    + "(\(process.trackedObjects) tracked, \(process.partiallyRead) not fully readable) in "
                    + String(format: "%.3f s", process.seconds) + ignoredText(process.ignored))
        }
        for count in report.ignored {
            let what = [
                count.objects > 0 ? counted(count.objects, "object") : nil,
                count.threads > 0 ? counted(count.threads, "thread") : nil,
            ].compactMap { $0 }
            lines.append("note: ignored \(what.joined(separator: " and ")) owned by \(count.owner) (\(count.entry))")
        }
        let kept = report.cycles.filter { $0.keptAliveBy != nil }.count
        let summary =
            "\(counted(report.cycles.count - kept, "leaked cycle")), "
            + (kept > 0 ? "\(counted(kept, "cycle")) kept only by an unfinished task, " : "")
            + "\(counted(report.threads.count, "leaked thread"))"
            + (report.unreadable > 0 ? ", \(report.unreadable) garbage objects that could not be read" : "")
            + ignoredText(report.ignored)
            + (report.unreportedProcesses.isEmpty
                ? "" : ", \(counted(report.unreportedProcesses.count, "tracked process")) without a report")
            + "; the command \(report.commandOutcome)"
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// ", ignored 8 objects and 2 threads owned by the harness", or nothing.
    private func ignoredText(_ counts: [IgnoredCount]) -> String {
        let objects = counts.map(\.objects).reduce(0, +)
        let threads = counts.map(\.threads).reduce(0, +)
        let what = [objects > 0 ? counted(objects, "object") : nil, threads > 0 ? counted(threads, "thread") : nil]
            .compactMap { $0 }
        let listed = counts.contains { $0.owner == "you" }
        return what.isEmpty
            ? ""
            : ", ignored \(what.joined(separator: " and ")) owned by the harness\(listed ? " or listed by you" : "")"
    }

    private func counted(_ n: Int, _ singular: String) -> String { "\(n) \(singular)\(n == 1 ? "" : "s")" }
}
