/// `capcheck explain --format dot`: a Graphviz graph per document. Each block or closure is a
/// box, each captured variable an ellipse, each capture an edge from the closure to the
/// variable labelled with how it is held: solid for strong or by-value, bold for a shared box
/// or byref, dashed for weak or unowned, dotted for an address or pointer. Nested closures
/// hang from their parent with a grey edge.
public enum ExplainDOT {
    /// The DOT document for `entries`.
    public static func render(entries: [ExplainedFile]) -> String {
        var out = "digraph explain {\n  rankdir=LR;\n  node [fontname=\"Helvetica\", fontsize=11];\n  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for (f, entry) in entries.enumerated() {
            switch entry {
            case .blocks(let file):
                out += cluster(f, file: file.file, items: file.blocks.enumerated().map { i, block in
                    Item(label: "block #\(i) \(block.location.line):\(block.location.column)\\n\(block.kind.rawValue)", parent: block.parent,
                         captures: block.captures.map { ($0.capture.name, label($0.capture.kind.rawValue, $0.capture.ownership.rawValue), style(kind: $0.capture.kind.rawValue, ownership: $0.capture.ownership.rawValue)) })
                })
            case .closures(let analysis):
                out += cluster(f, file: analysis.file, items: analysis.closures.enumerated().map { i, closure in
                    Item(label: "#\(i) \(closure.location.line):\(closure.location.column) \(closure.kind.rawValue)\\n\(closure.escaping ? "escaping" : "non-escaping"), context: \(closure.context.storage.rawValue)",
                         parent: closure.parent,
                         captures: closure.captures.map { ($0.name, label($0.kind.rawValue, $0.ownership.rawValue) + ($0.isFromCaptureList ? " [list]" : ""), style(kind: $0.kind.rawValue, ownership: $0.ownership.rawValue)) })
                })
            }
        }
        return out + "}\n"
    }

    private struct Item {
        var label: String
        var parent: Int?
        var captures: [(name: String, label: String, style: String)]
    }

    private static func cluster(_ index: Int, file: String, items: [Item]) -> String {
        var out = "  subgraph cluster_\(index) {\n    label=\(quote(file));\n"
        var variables: [String: String] = [:]
        for (i, item) in items.enumerated() {
            out += "    f\(index)c\(i) [shape=box, style=rounded, label=\(quote(item.label))];\n"
            for capture in item.captures where variables[capture.name] == nil {
                let id = "f\(index)v\(variables.count)"
                variables[capture.name] = id
                out += "    \(id) [shape=ellipse, label=\(quote(capture.name))];\n"
            }
        }
        for (i, item) in items.enumerated() {
            if let parent = item.parent { out += "    f\(index)c\(parent) -> f\(index)c\(i) [color=gray, label=\"nested\"];\n" }
            for capture in item.captures {
                out += "    f\(index)c\(i) -> \(variables[capture.name]!) [label=\(quote(capture.label)), \(capture.style)];\n"
            }
        }
        return out + "  }\n"
    }

    private static func label(_ kind: String, _ ownership: String) -> String {
        ownership == "none" ? kind : "\(kind), \(ownership)"
    }

    private static func style(kind: String, ownership: String) -> String {
        if ["weak", "unowned", "unowned(unsafe)", "unretained"].contains(ownership) { return "style=dashed" }
        if kind == "address" || kind == "pointer" || kind == "global" { return "style=dotted" }
        if kind == "box" || kind == "byref" { return "style=bold" }
        return "style=solid"
    }

    private static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\\\\n", with: "\\n") + "\""
    }
}
