import LintDriver
import RetainGraph

/// Turns a report document into text of one format. One renderer per format, one file each.
package protocol RetainReportRenderer {
    /// The rendered document.
    func render(_ document: ReportDocument) -> String
}

/// The formats a report renders to in-process (`svg` is `dot` run through Graphviz, which the
/// CLI does).
package enum RetainReportFormat: String, CaseIterable, Sendable {
    /// Clang-style diagnostics: `warning: … [runtime-retain-cycle]` then notes.
    case text
    /// The document as JSON (what `capcheck report` reads back).
    case json
    /// A Graphviz digraph of every cycle.
    case dot
    /// A Mermaid flowchart of every cycle (renders in GitHub markdown).
    case mermaid
    /// A self-contained HTML page.
    case html

    /// The renderer for this format.
    package var renderer: any RetainReportRenderer {
        switch self {
        case .text: return TextReportRenderer()
        case .json: return JSONReportRenderer()
        case .dot: return DOTReportRenderer()
        case .mermaid: return MermaidReportRenderer()
        case .html: return HTMLReportRenderer()
        }
    }
}

extension RetainReport {
    /// The report rendered in `format`.
    package func rendered(as format: RetainReportFormat) -> String {
        format.renderer.render(ReportDocument(self))
    }
}

/// Stable node identities across the cycles of a document: one per object address.
package struct NodeNumbering {
    package private(set) var ids: [String: Int] = [:]
    package private(set) var nodes: [RetainNode] = []

    /// The id of `node` (objects without an address get one per occurrence).
    package mutating func id(for node: RetainNode, occurrence: String) -> Int {
        let key = node.address.isEmpty ? "\(occurrence):\(node.typeName)" : node.address
        if let known = ids[key] { return known }
        let id = nodes.count
        ids[key] = id
        nodes.append(node)
        return id
    }
}
