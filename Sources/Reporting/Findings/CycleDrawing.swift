import Findings
import Foundation
import LintDriver

/// How a retain cycle is drawn, the same way on every page and graph of the product: lint's
/// HTML and DOT reports, `explain`'s HTML and the retain reports. The picture is computed here
/// (no external program), so a page is the same on every machine, with or without Graphviz.
package enum CycleDrawing {
    /// A cycle as a ring: `labels[i]` goes from `nodes[i]` to `nodes[i + 1]`, the last one back
    /// to the first; `roles[i]` says what `nodes[i]` is.
    package struct Ring: Sendable, Hashable {
        package var nodes: [String]
        package var labels: [String]
        package var roles: [GraphNodeRole]

        /// A ring from its parts (all three the same length).
        package init(nodes: [String], labels: [String], roles: [GraphNodeRole]) {
            (self.nodes, self.labels, self.roles) = (nodes, labels, roles)
        }
    }

    /// The cycle `path` (`self → handler (copy) → block → self`) as an inline SVG picture.
    package static func svg(_ path: [String]) -> String {
        svg(ring(path))
    }

    /// The cycle `path` added to `graph`: one node per object (ids `prefix0`, `prefix1`…) and
    /// one cycle edge per reference, the last back to the first.
    package static func add(_ path: [String], to graph: inout DOTGraph, prefix: String) {
        let ring = ring(path)
        for (i, node) in ring.nodes.enumerated() {
            graph.node("\(prefix)\(i)", label: node, role: ring.roles[i])
        }
        for i in ring.nodes.indices {
            graph.edge(
                "\(prefix)\(i)", "\(prefix)\((i + 1) % ring.nodes.count)", label: ring.labels[i],
                role: .cycle(leaked: true))
        }
    }

    /// Nodes of the ring and the label of the edge leaving each one.
    ///
    /// A path alternates objects and references: `self → child (strong) → handler (copy) → block
    /// → self`. A part with a parenthesised ownership names a reference; two references in a row
    /// pass through the object the first one points to (`child`). A ring that does not close
    /// (`… → block → blockSelf`) ends at a `__block` variable's box, which holds the first object.
    package static func ring(_ parts: [String]) -> Ring {
        func isClosure(_ part: String?) -> Bool { part == "block" || part == "closure" }
        func isReference(_ part: String) -> Bool {
            (part.hasSuffix(")") && part.contains(" (")) || part.hasPrefix("__block storage")
        }
        var nodes: [String] = []
        var labels: [String] = []
        var pending: String?
        for part in parts {
            if isReference(part) {
                if let previous = pending, !nodes.isEmpty {
                    labels.append(previous)
                    nodes.append(String(previous.prefix { $0 != " " }))
                }
                pending = part
            } else {
                if !nodes.isEmpty { labels.append(pending ?? (isClosure(nodes.last) ? "captures (strong)" : "keeps")) }
                nodes.append(part)
                pending = nil
            }
        }
        guard !nodes.isEmpty else { return Ring(nodes: [], labels: [], roles: []) }
        var roles = nodes.map { isClosure($0) ? GraphNodeRole.node(.closureContext) : .node(.object) }
        if nodes.count > 1, nodes.last == nodes.first {
            nodes.removeLast()  // `… → block → self`: the ring is closed
            roles.removeLast()
        } else {
            labels.append(pending ?? "holds (strong)")  // `… → block → blockSelf`: the byref holds self
            if nodes.count > 1 { roles[roles.count - 1] = .node(.box) }
        }
        return Ring(nodes: nodes, labels: labels, roles: roles)
    }

    /// `ring` drawn: nodes on a circle (side by side when there are two), curved arrows between
    /// neighbours so that A → B and B → A do not overlap, each label beside its arrow. A cycle
    /// kept alive by something running (`leaked: false`) is drawn in its own colour.
    package static func svg(_ ring: Ring, leaked: Bool = true) -> String {
        let nodes = ring.nodes
        let labels = ring.labels
        let count = max(nodes.count, 1)
        let (line, text) = GraphStyle.cycleColor(leaked: leaked)
        let arrow = "arrow-" + line.dropFirst()  // one marker per colour: ids are page-wide
        let width = 480.0
        let height = count == 1 ? 170.0 : count == 2 ? 210.0 : 320.0
        let radius = count == 1 ? 0.0 : count == 2 ? 150.0 : 115.0
        let center = (x: width / 2, y: count == 1 ? 110.0 : height / 2)
        func position(_ i: Int) -> (x: Double, y: Double) {
            let first = count == 2 ? Double.pi : -Double.pi / 2
            let angle = first + 2 * Double.pi * Double(i) / Double(count)
            return (center.x + radius * cos(angle), center.y + radius * sin(angle))
        }
        func f(_ value: Double) -> String { String(Int(value.rounded())) }
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(width)) \(f(height))\" "
            + "width=\"\(f(width))\" height=\"\(f(height))\" role=\"img\" font-family=\"\(GraphStyle.font), "
            + "Arial, sans-serif\">"
        svg +=
            "<defs><marker id=\"\(arrow)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
            + "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" "
            + "fill=\"\(line)\"/></marker></defs>"
        for i in nodes.indices {
            let a = position(i)
            let b = position((i + 1) % count)
            if count == 1 {
                // A self-loop above the node.
                svg +=
                    "<path d=\"M\(f(a.x + 30)),\(f(a.y - 16)) C\(f(a.x + 110)),\(f(a.y - 95)) "
                    + "\(f(a.x - 110)),\(f(a.y - 95)) \(f(a.x - 30)),\(f(a.y - 17))\" fill=\"none\" "
                    + "stroke=\"\(line)\" stroke-width=\"2\" marker-end=\"url(#\(arrow))\"/>"
                svg +=
                    "<text x=\"\(f(a.x))\" y=\"\(f(a.y - 80))\" class=\"edge\" fill=\"\(text)\" "
                    + "text-anchor=\"middle\">\(htmlEscaped(labels[i]))</text>"
                continue
            }
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length = max((dx * dx + dy * dy).squareRoot(), 1)
            let ux = dx / length
            let uy = dy / length
            let nx = uy
            let ny = -ux  // the left-hand normal: two opposite arrows bow apart
            let bow = count == 2 ? 38.0 : 22.0
            let trimStart = 24.0 + 20 * abs(ux)
            let trimEnd = 26.0 + 22 * abs(ux)
            let start = (x: a.x + ux * trimStart + nx * bow * 0.35, y: a.y + uy * trimStart + ny * bow * 0.35)
            let end = (x: b.x - ux * trimEnd + nx * bow * 0.35, y: b.y - uy * trimEnd + ny * bow * 0.35)
            let control = (x: (a.x + b.x) / 2 + nx * bow * 1.6, y: (a.y + b.y) / 2 + ny * bow * 1.6)
            svg +=
                "<path d=\"M\(f(start.x)),\(f(start.y)) Q\(f(control.x)),\(f(control.y)) \(f(end.x)),\(f(end.y))\" "
                + "fill=\"none\" stroke=\"\(line)\" stroke-width=\"2\" marker-end=\"url(#\(arrow))\"/>"
            // Beside the arc's apex, anchored away from it so the text never crosses the arrow.
            let gap = bow * 0.8 + (abs(ny) > 0.5 ? 14 : 8)
            let label = (x: (a.x + b.x) / 2 + nx * gap, y: (a.y + b.y) / 2 + ny * gap + (ny > 0.5 ? 8 : 4))
            let anchor = nx > 0.3 ? "start" : nx < -0.3 ? "end" : "middle"
            svg +=
                "<text x=\"\(f(label.x))\" y=\"\(f(label.y))\" class=\"edge\" fill=\"\(text)\" "
                + "text-anchor=\"\(anchor)\">\(htmlEscaped(labels[i]))</text>"
        }
        for (i, node) in nodes.enumerated() {
            let p = position(i)
            let w = Double(max(node.count, 4)) * 7.5 + 22
            let look = GraphStyle.node(i < ring.roles.count ? ring.roles[i] : .node(.object))
            svg +=
                "<rect x=\"\(f(p.x - w / 2))\" y=\"\(f(p.y - 15))\" width=\"\(f(w))\" height=\"30\" rx=\"8\" "
                + "fill=\"\(look.fill)\" stroke=\"\(look.stroke)\"/>"
            svg +=
                "<text x=\"\(f(p.x))\" y=\"\(f(p.y + 5))\" class=\"node\" fill=\"\(look.text)\" "
                + "text-anchor=\"middle\">\(htmlEscaped(node))</text>"
        }
        return svg + "</svg>"
    }
}
