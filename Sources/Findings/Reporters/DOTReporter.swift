/// Graphviz DOT: one cluster per file; each finding is a node, with an edge to each of its notes
/// in reading order and, for a retain cycle, the cycle itself (objects and labelled references,
/// the last back to the first, drawn as the HTML pages draw it). Errors sit in a cluster of their own.
public struct DOTReporter: FindingReporter {
    /// A DOT reporter.
    public init() {}

    /// The graph.
    public func render(_ run: LintRun) -> String {
        var out = "digraph capcheck {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        var files: [String] = []
        var byFile: [String: [Finding]] = [:]
        for finding in run.findings {
            if byFile[finding.file] == nil { files.append(finding.file) }
            byFile[finding.file, default: []].append(finding)
        }
        var findingNumber = 0
        for (clusterNumber, file) in files.enumerated() {
            out += "  subgraph cluster_\(clusterNumber) {\n"
            out += "    label=\(dotQuoted(file.isEmpty ? "(no source location)" : file));\n"
            for finding in byFile[file] ?? [] {
                let id = "f\(findingNumber)"
                findingNumber += 1
                let color = finding.severity == .error ? "red" : finding.severity == .warning ? "orange" : "gray"
                let position = shortPosition(file: finding.file, line: finding.line, column: finding.column, relativeTo: finding.file)
                let heading = (position.isEmpty ? "" : position + " ") + "\(finding.severity.rawValue) [\(finding.rule)]"
                out += "    \(id) [label=\(dotQuoted("\(heading)\n\(finding.message)")), color=\(color)];\n"
                var previous = id
                if let cycle = finding.cycle, cycle.count > 1 {
                    // The cycle itself, its first object reached from the finding.
                    out += CycleDrawing.dot(cycle, prefix: "\(id)_c", indent: "    ")
                    out += "    \(id) -> \(id)_c0 [style=dotted, arrowhead=none];\n"
                }
                for (i, note) in finding.notes.enumerated() {
                    let place = shortPosition(file: note.file, line: note.line, column: note.column, relativeTo: finding.file)
                    out += "    \(id)_\(i) [label=\(dotQuoted(place.isEmpty ? note.message : "\(place)\n\(note.message)")), style=dashed];\n"
                    out += "    \(previous) -> \(id)_\(i);\n"
                    previous = "\(id)_\(i)"
                }
            }
            out += "  }\n"
        }
        if !run.errors.isEmpty {
            out += "  subgraph cluster_errors {\n    label=\"could not analyze\";\n"
            for (i, error) in run.errors.enumerated() {
                out += "    e\(i) [label=\(dotQuoted("\(error.file)\n\(error.message)")), color=red, shape=note];\n"
            }
            out += "  }\n"
        }
        out += "}\n"
        return out
    }
}

/// A DOT double-quoted string: backslashes and quotes escaped, newlines as centred line breaks.
/// The one DOT quoter of the project (lint reports, retain reports, explain pages' cycle drawings).
public func dotQuoted(_ text: String) -> String {
    var out = "\""
    for ch in text {
        switch ch {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": break
        default: out.append(ch)
        }
    }
    return out + "\""
}
