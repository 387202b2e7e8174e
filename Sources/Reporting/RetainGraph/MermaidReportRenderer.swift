import Findings
import LintDriver
import RetainGraph

/// A Mermaid flowchart (GitHub renders it in markdown) in the product's graph style: one node
/// per object, coloured by its kind as the DOT graphs colour it, labelled edges, each cycle's
/// references in the leak colour or, for a cycle kept alive by something running, its own.
package struct MermaidReportRenderer: RetainReportRenderer {
    /// A Mermaid renderer.
    package init() {}

    /// The `flowchart` text.
    package func render(_ document: ReportDocument) -> String {
        var numbering = NodeNumbering()
        var edgeLines: [String] = []
        var leaked: [Int] = []
        var kept: [Int] = []
        for (c, cycle) in document.cycles.enumerated() {
            let ids = cycle.nodes.map { numbering.id(for: $0, occurrence: "\(c)") }
            for (i, edge) in cycle.edges.enumerated() where i < ids.count {
                if cycle.isLeaked { leaked.append(edgeLines.count) } else { kept.append(edgeLines.count) }
                edgeLines.append("  n\(ids[i]) -- \"\(Self.escape(edge.label))\" --> n\(ids[(i + 1) % ids.count])")
            }
        }
        var lines = ["flowchart LR"]
        var kinds: [RetainNodeKind] = []
        for (id, node) in numbering.nodes.enumerated() {
            var label = Self.escape(node.typeName)
            if let symbol = node.symbol { label += "<br/>" + Self.escape(symbol) }
            if !node.address.isEmpty { label += "<br/>" + node.address }
            let (open, close) =
                [.closureContext, .block].contains(node.kind)
                ? ("(", ")")
                : [.thread, .timer, .task].contains(node.kind) ? ("{{", "}}") : ("[", "]")
            lines.append("  n\(id)\(open)\"\(label)\"\(close):::\(node.kind.rawValue)")
            if !kinds.contains(node.kind) { kinds.append(node.kind) }
        }
        lines += edgeLines
        for kind in kinds {
            let look = GraphStyle.node(.node(kind))
            lines.append("  classDef \(kind.rawValue) fill:\(look.fill),stroke:\(look.stroke),color:\(look.text)")
        }
        for (edges, isLeaked) in [(leaked, true), (kept, false)] where !edges.isEmpty {
            let colors = GraphStyle.cycleColor(leaked: isLeaked)
            lines.append(
                "  linkStyle \(edges.map(String.init).joined(separator: ",")) "
                    + "stroke:\(colors.line),color:\(colors.text),stroke-width:2px"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid has no backslash escapes: entities for the characters that end a label.
    package static func escape(_ text: String) -> String {
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
