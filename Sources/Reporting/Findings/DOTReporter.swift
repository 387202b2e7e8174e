import Findings
import LintDriver

/// Graphviz DOT: one cluster per file; each finding is a node, with an edge to each of its notes
/// in reading order and, for a retain cycle, the cycle itself (objects and labelled references,
/// the last back to the first, drawn as every other graph of the product draws a cycle).
/// Errors sit in a cluster of their own.
package struct DOTReporter: FindingReporter {
    /// A DOT reporter.
    package init() {}

    /// The graph.
    package func render(_ run: LintRun) -> String {
        var graph = DOTGraph(name: "capcheck")
        var files: [String] = []
        var byFile: [String: [Finding]] = [:]
        for finding in run.findings {
            if byFile[finding.file] == nil { files.append(finding.file) }
            byFile[finding.file, default: []].append(finding)
        }
        var findingNumber = 0
        for (clusterNumber, file) in files.enumerated() {
            graph.cluster(String(clusterNumber), label: file.isEmpty ? "(no source location)" : file) { cluster in
                for finding in byFile[file] ?? [] {
                    add(finding, id: "f\(findingNumber)", to: &cluster)
                    findingNumber += 1
                }
            }
        }
        if !run.errors.isEmpty {
            graph.cluster("errors", label: "could not analyze") { cluster in
                for (i, error) in run.errors.enumerated() {
                    cluster.node("e\(i)", label: "\(error.file)\n" + DOTGraph.wrapped(error.message), role: .problem)
                }
            }
        }
        return graph.rendered()
    }

    /// The finding's node, its cycle (reached from the finding) and its notes in reading order.
    private func add(_ finding: Finding, id: String, to graph: inout DOTGraph) {
        let position = shortPosition(
            file: finding.file, line: finding.line, column: finding.column, relativeTo: finding.file)
        let heading = (position.isEmpty ? "" : position + " ") + "\(finding.severity.rawValue) [\(finding.rule)]"
        graph.node(id, label: "\(heading)\n" + DOTGraph.wrapped(finding.message), role: .finding(finding.severity))
        if let cycle = finding.cycle, cycle.count > 1 {
            CycleDrawing.add(cycle, to: &graph, prefix: "\(id)_c")
            graph.edge(id, "\(id)_c0", role: .link)
        }
        var previous = id
        for (i, note) in finding.notes.enumerated() {
            let place = shortPosition(file: note.file, line: note.line, column: note.column, relativeTo: finding.file)
            graph.node(
                "\(id)_\(i)", label: DOTGraph.wrapped(place.isEmpty ? note.message : "\(place)\n\(note.message)"),
                role: .note)
            graph.edge(previous, "\(id)_\(i)", role: .link)
            previous = "\(id)_\(i)"
        }
    }
}
