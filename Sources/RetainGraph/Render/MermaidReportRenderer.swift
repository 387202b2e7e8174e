/// A Mermaid flowchart (GitHub renders it in markdown): one node per object, labelled edges,
/// leaked cycles' edges in red.
public struct MermaidReportRenderer: RetainReportRenderer {
    /// A Mermaid renderer.
    public init() {}

    /// The `flowchart` text.
    public func render(_ document: ReportDocument) -> String {
        var numbering = NodeNumbering()
        var edgeLines: [String] = []
        var redEdges: [Int] = []
        for (c, cycle) in document.cycles.enumerated() {
            let ids = cycle.nodes.map { numbering.id(for: $0, occurrence: "\(c)") }
            for (i, edge) in cycle.edges.enumerated() where i < ids.count {
                if cycle.isLeaked { redEdges.append(edgeLines.count) }
                edgeLines.append("  n\(ids[i]) -- \"\(Self.escape(edge.label))\" --> n\(ids[(i + 1) % ids.count])")
            }
        }
        var lines = ["flowchart LR"]
        for (id, node) in numbering.nodes.enumerated() {
            var label = Self.escape(node.typeName)
            if let symbol = node.symbol { label += "<br/>" + Self.escape(symbol) }
            if !node.address.isEmpty { label += "<br/>" + node.address }
            let (open, close) = node.kind == .closureContext ? ("([", "])") : node.kind == .thread || node.kind == .timer ? ("{{", "}}") : ("[", "]")
            lines.append("  n\(id)\(open)\"\(label)\"\(close)")
        }
        lines += edgeLines
        if !redEdges.isEmpty {
            lines.append("  linkStyle \(redEdges.map(String.init).joined(separator: ",")) stroke:#d00,color:#d00")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid has no backslash escapes: entities for the characters that end a label.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            default: out.append(c)
            }
        }
        return out
    }
}
