import Findings
import LintDriver
import RetainGraph

/// A Graphviz digraph in the product's one graph style: one node per object (its role from its
/// kind: objects, closure contexts and blocks, boxes, threads, timers, tasks), each cycle's
/// references as cycle edges, leaked cycles in the leak colour and cycles kept alive in their
/// own, with a dashed edge from what keeps them.
package struct DOTReportRenderer: RetainReportRenderer {
    /// A DOT renderer.
    package init() {}

    /// The `digraph` text.
    package func render(_ document: ReportDocument) -> String {
        var numbering = NodeNumbering()
        var edges: [(from: String, to: String, label: String, role: GraphEdgeRole)] = []
        var holders: [String] = []
        for (c, cycle) in document.cycles.enumerated() {
            let ids = cycle.nodes.map { "n\(numbering.id(for: $0, occurrence: "\(c)"))" }
            for (i, edge) in cycle.edges.enumerated() where i < ids.count {
                edges.append((ids[i], ids[(i + 1) % ids.count], edge.label, .cycle(leaked: cycle.isLeaked)))
            }
            for holder in cycle.keptAliveBy.prefix(1) {
                let h = holders.firstIndex(of: holder) ?? holders.count
                if h == holders.count { holders.append(holder) }
                if let first = ids.first { edges.append(("h\(h)", first, "", .keepsAlive)) }
            }
        }
        var graph = DOTGraph(name: "retain_cycles")
        for (id, node) in numbering.nodes.enumerated() {
            let label = [node.typeName, node.symbol ?? "", node.address].filter { !$0.isEmpty }.joined(separator: "\n")
            graph.node("n\(id)", label: label, role: .node(node.kind))
        }
        for (h, holder) in holders.enumerated() {
            graph.node("h\(h)", label: "kept alive by " + holder, role: .note)
        }
        for edge in edges {
            graph.edge(edge.from, edge.to, label: edge.label.isEmpty ? nil : edge.label, role: edge.role)
        }
        return graph.rendered()
    }
}
