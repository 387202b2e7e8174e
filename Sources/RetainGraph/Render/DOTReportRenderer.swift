import Findings

/// A Graphviz digraph: one node per object, each cycle's edges labelled; leaked cycles red,
/// cycles kept alive orange with a dashed edge from what keeps them.
public struct DOTReportRenderer: RetainReportRenderer {
    /// A DOT renderer.
    public init() {}

    /// The `digraph` text.
    public func render(_ document: ReportDocument) -> String {
        var numbering = NodeNumbering()
        var edgeLines: [String] = []
        var holderLines: [String] = []
        var holders: [String: Int] = [:]
        for (c, cycle) in document.cycles.enumerated() {
            let ids = cycle.nodes.map { numbering.id(for: $0, occurrence: "\(c)") }
            let color = cycle.isLeaked ? "red" : "orange"
            for (i, edge) in cycle.edges.enumerated() where i < ids.count {
                edgeLines.append("  n\(ids[i]) -> n\(ids[(i + 1) % ids.count]) [label=\(dotQuoted(edge.label)), color=\(color), fontcolor=\(color)];")
            }
            for holder in cycle.keptAliveBy.prefix(1) {
                let h: Int
                if let known = holders[holder] { h = known } else {
                    h = holders.count
                    holders[holder] = h
                    holderLines.append("  h\(h) [label=\(dotQuoted("kept alive by " + holder)), shape=note, style=dashed];")
                }
                if let first = ids.first { edgeLines.append("  h\(h) -> n\(first) [style=dashed, arrowhead=open];") }
            }
        }
        var lines = ["digraph retain_cycles {", "  rankdir=LR;", "  node [fontname=\"Helvetica\", fontsize=11];",
                     "  edge [fontname=\"Helvetica\", fontsize=10];"]
        for (id, node) in numbering.nodes.enumerated() {
            var label = node.typeName
            if let symbol = node.symbol { label += "\n" + symbol }
            if !node.address.isEmpty { label += "\n" + node.address }
            lines.append("  n\(id) [label=\(dotQuoted(label)), shape=\(Self.shape(node.kind))];")
        }
        lines += holderLines + edgeLines
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func shape(_ kind: RetainNodeKind) -> String {
        switch kind {
        case .object: return "box"
        case .closureContext: return "ellipse"
        case .box: return "component"
        case .thread: return "doubleoctagon"
        case .timer: return "octagon"
        case .task: return "hexagon"
        case .block: return "note"
        case .collectionStorage: return "folder"
        case .opaque: return "box3d"
        }
    }
}
