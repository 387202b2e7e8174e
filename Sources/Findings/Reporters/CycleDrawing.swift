import Foundation

/// How a retain cycle is drawn, the same way on every page of the project: lint's HTML and DOT
/// reports and `explain`'s HTML. The drawing is computed here (no external program), so a page
/// is the same on every machine.
public enum CycleDrawing {
    /// The cycle `path` (`self → handler (copy) → block → self`) as an inline SVG picture.
    public static func svg(_ path: [String]) -> String {
        let (nodes, labels) = ring(path)
        return svg(nodes: nodes, labels: labels)
    }

    /// The cycle `path` as DOT statements: one node per object (ids `prefix0`, `prefix1`…) and
    /// one labelled edge per reference, the last back to the first.
    public static func dot(_ path: [String], prefix: String, indent: String = "  ") -> String {
        let (nodes, labels) = ring(path)
        var out = ""
        for (i, node) in nodes.enumerated() {
            let colors = node == "block" ? "fillcolor=\"#e0f2fe\", color=\"#0369a1\"" : "fillcolor=\"#fff7e6\", color=\"#c2410c\""
            out += "\(indent)\(prefix)\(i) [label=\(dotQuoted(node)), shape=box, style=\"rounded,filled\", \(colors)];\n"
        }
        for i in nodes.indices {
            out += "\(indent)\(prefix)\(i) -> \(prefix)\((i + 1) % nodes.count) [label=\(dotQuoted(labels[i])), color=\"#c2410c\"];\n"
        }
        return out
    }

    /// Nodes of the ring and the label of the edge leaving each one (`labels[i]` goes from
    /// `nodes[i]` to `nodes[i + 1]`, the last one back to the first).
    ///
    /// A path alternates objects and references: `self → child (strong) → handler (copy) → block
    /// → self`. A part with a parenthesised ownership names a reference; two references in a row
    /// pass through the object the first one points to (`child`).
    public static func ring(_ parts: [String]) -> (nodes: [String], labels: [String]) {
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
                if !nodes.isEmpty { labels.append(pending ?? (nodes.last == "block" ? "captures (strong)" : "keeps")) }
                nodes.append(part)
                pending = nil
            }
        }
        guard !nodes.isEmpty else { return ([], []) }
        if nodes.count > 1, nodes.last == nodes.first {
            nodes.removeLast()          // `… → block → self`: the ring is closed
        } else {
            labels.append(pending ?? "holds (strong)")   // `… → block → blockSelf`: the byref holds self
        }
        return (nodes, labels)
    }

    /// Nodes on a circle (side by side when there are two), curved arrows between neighbours so
    /// that A → B and B → A do not overlap, each label beside its arrow.
    static func svg(nodes: [String], labels: [String]) -> String {
        let count = max(nodes.count, 1)
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
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(width)) \(f(height))\" width=\"\(f(width))\" height=\"\(f(height))\" role=\"img\">"
        svg += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#c2410c\"/></marker></defs>"
        for i in nodes.indices {
            let a = position(i), b = position((i + 1) % count)
            if count == 1 {
                // A self-loop above the node.
                svg += "<path d=\"M\(f(a.x + 30)),\(f(a.y - 16)) C\(f(a.x + 110)),\(f(a.y - 95)) \(f(a.x - 110)),\(f(a.y - 95)) \(f(a.x - 30)),\(f(a.y - 17))\" fill=\"none\" stroke=\"#c2410c\" stroke-width=\"1.6\" marker-end=\"url(#arrow)\"/>"
                svg += "<text x=\"\(f(a.x))\" y=\"\(f(a.y - 80))\" class=\"edge\" text-anchor=\"middle\">\(htmlEscaped(labels[i]))</text>"
                continue
            }
            let dx = b.x - a.x, dy = b.y - a.y, length = max((dx * dx + dy * dy).squareRoot(), 1)
            let ux = dx / length, uy = dy / length
            let nx = uy, ny = -ux            // the left-hand normal: two opposite arrows bow apart
            let bow = count == 2 ? 38.0 : 22.0
            let trimStart = 24.0 + 20 * abs(ux), trimEnd = 26.0 + 22 * abs(ux)
            let start = (x: a.x + ux * trimStart + nx * bow * 0.35, y: a.y + uy * trimStart + ny * bow * 0.35)
            let end = (x: b.x - ux * trimEnd + nx * bow * 0.35, y: b.y - uy * trimEnd + ny * bow * 0.35)
            let control = (x: (a.x + b.x) / 2 + nx * bow * 1.6, y: (a.y + b.y) / 2 + ny * bow * 1.6)
            svg += "<path d=\"M\(f(start.x)),\(f(start.y)) Q\(f(control.x)),\(f(control.y)) \(f(end.x)),\(f(end.y))\" fill=\"none\" stroke=\"#c2410c\" stroke-width=\"1.6\" marker-end=\"url(#arrow)\"/>"
            // Beside the arc's apex, anchored away from it so the text never crosses the arrow.
            let gap = bow * 0.8 + (abs(ny) > 0.5 ? 14 : 8)
            let label = (x: (a.x + b.x) / 2 + nx * gap, y: (a.y + b.y) / 2 + ny * gap + (ny > 0.5 ? 8 : 4))
            let anchor = nx > 0.3 ? "start" : nx < -0.3 ? "end" : "middle"
            svg += "<text x=\"\(f(label.x))\" y=\"\(f(label.y))\" class=\"edge\" text-anchor=\"\(anchor)\">\(htmlEscaped(labels[i]))</text>"
        }
        for (i, node) in nodes.enumerated() {
            let p = position(i)
            let w = Double(max(node.count, 4)) * 7.5 + 22
            let fill = node == "block" ? "#e0f2fe" : "#fff7e6", stroke = node == "block" ? "#0369a1" : "#c2410c"
            svg += "<rect x=\"\(f(p.x - w / 2))\" y=\"\(f(p.y - 15))\" width=\"\(f(w))\" height=\"30\" rx=\"8\" fill=\"\(fill)\" stroke=\"\(stroke)\"/>"
            svg += "<text x=\"\(f(p.x))\" y=\"\(f(p.y + 5))\" class=\"node\" text-anchor=\"middle\">\(htmlEscaped(node))</text>"
        }
        return svg + "</svg>"
    }
}
