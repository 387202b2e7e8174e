/// A Graphviz digraph, built node by node and edge by edge and written in the order it was
/// built, so the same input always gives the same text. Looks come from `GraphStyle` by role:
/// the one writer behind every DOT output of the product (lint, explain, retain and leak reports).
///
/// Labels are always written as double-quoted strings (never HTML-like labels), so `<`, `>`
/// and `&` are plain text; quotes, backslashes and newlines are escaped by `dotQuoted`.
package struct DOTGraph: Sendable {
    private enum Statement: Sendable {
        case node(id: String, label: String, role: GraphNodeRole)
        case edge(from: String, to: String, label: String?, role: GraphEdgeRole)
        case cluster(id: String, label: String, body: [Statement])
    }

    /// The graph's name (`digraph NAME {`).
    package var name: String
    private var statements: [Statement] = []

    /// An empty graph called `name`.
    package init(name: String) {
        self.name = name
    }

    /// A node with a multi-line `label` (real newlines; each line centred).
    package mutating func node(_ id: String, label: String, role: GraphNodeRole) {
        statements.append(.node(id: id, label: label, role: role))
    }

    /// An edge, labelled when `label` is given.
    package mutating func edge(_ from: String, _ to: String, label: String? = nil, role: GraphEdgeRole) {
        statements.append(.edge(from: from, to: to, label: label, role: role))
    }

    /// A framed group (`subgraph cluster_<id>`) titled `label`, holding what `build` adds.
    package mutating func cluster(_ id: String, label: String, _ build: (inout DOTGraph) -> Void) {
        var inner = DOTGraph(name: id)
        build(&inner)
        statements.append(.cluster(id: id, label: label, body: inner.statements))
    }

    /// The DOT text, ending with a newline.
    package func rendered() -> String {
        let font = dotQuoted(GraphStyle.font)
        var out = "digraph \(Self.identifier(name)) {\n"
        out += "  graph [rankdir=LR, fontname=\(font), fontsize=11, fontcolor=\(dotQuoted(GraphStyle.ink))];\n"
        out += "  node [fontname=\(font), fontsize=11, penwidth=1.2];\n"
        out += "  edge [fontname=\(font), fontsize=10];\n"
        Self.write(statements, indent: "  ", into: &out)
        return out + "}\n"
    }

    private static func write(_ statements: [Statement], indent: String, into out: inout String) {
        for statement in statements {
            switch statement {
            case .node(let id, let label, let role):
                let look = GraphStyle.node(role)
                out +=
                    "\(indent)\(identifier(id)) [label=\(dotQuoted(label)), shape=\(look.shape), "
                    + "style=\(dotQuoted(look.style)), "
                out +=
                    "fillcolor=\(dotQuoted(look.fill)), color=\(dotQuoted(look.stroke)), "
                    + "fontcolor=\(dotQuoted(look.text))];\n"
            case .edge(let from, let to, let label, let role):
                let look = GraphStyle.edge(role)
                let text = label.map { "label=\(dotQuoted($0)), " } ?? ""
                out +=
                    "\(indent)\(identifier(from)) -> \(identifier(to)) [\(text)style=\(look.style), "
                    + "penwidth=\(number(look.width)), "
                out +=
                    "color=\(dotQuoted(look.color)), fontcolor=\(dotQuoted(look.text)), arrowhead=\(look.arrowhead)];\n"
            case .cluster(let id, let label, let body):
                out += "\(indent)subgraph \(identifier("cluster_" + id)) {\n"
                out +=
                    "\(indent)  label=\(dotQuoted(label)); labeljust=l; style=rounded; color=\(dotQuoted("#cbd5e1"));\n"
                write(body, indent: indent + "  ", into: &out)
                out += "\(indent)}\n"
            }
        }
    }

    /// An id as written: bare when it is a plain identifier, quoted otherwise.
    private static func identifier(_ id: String) -> String {
        let plain = id.unicodeScalars.enumerated().allSatisfy { i, c in
            c == "_" || (c.isASCII && (c.properties.isAlphabetic || (i > 0 && ("0"..."9").contains(c))))
        }
        return plain && !id.isEmpty ? id : dotQuoted(id)
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word keeps
    /// its own line), so a long message makes a tall node rather than a very wide one.
    package static func wrapped(_ text: String, width: Int = 60) -> String {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `2` for whole numbers, `1.6` otherwise.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// A DOT double-quoted string: backslashes and quotes escaped, newlines as centred line breaks,
/// carriage returns and other control characters dropped (Graphviz would print them raw).
package func dotQuoted(_ text: String) -> String {
    var out = "\""
    for ch in text.unicodeScalars {
        switch ch {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\t": out += " "
        default:
            if ch.value >= 0x20 && ch.value != 0x7F { out.unicodeScalars.append(ch) }
        }
    }
    return out + "\""
}
