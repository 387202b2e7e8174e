import CaptureAnalyzer
import Findings
import LintDriver

/// `capcheck explain --format dot`: a Graphviz graph per document, in the product's one graph
/// style. Each block or closure is a closure box, each captured variable a node of its own (an
/// object when some capture holds it as one), each capture an edge from the closure to the
/// variable labelled with how it is held: its colour says how it is stored (value, pointer or
/// address, byref or box, global), its line how strongly (solid strong, dashed weak, dotted
/// unowned or unretained, thin for plain values), as in explain's HTML legend. Nested closures
/// hang from their parent.
package enum ExplainDOT {
    /// The DOT document for `entries`.
    package static func render(entries: [ExplainedFile]) -> String {
        var graph = DOTGraph(name: "explain")
        for (f, entry) in entries.enumerated() {
            switch entry {
            case .blocks(let file):
                add(
                    f, file: file.file,
                    items: file.blocks.enumerated().map { i, block in
                        Item(
                            label:
                                "block #\(i) \(block.location.line):\(block.location.column)\n\(block.kind.rawValue)",
                            parent: block.parent,
                            captures: block.captures.map {
                                Captured(
                                    $0.capture.name, $0.capture.kind.rawValue, $0.capture.ownership.rawValue,
                                    list: false)
                            })
                    }, to: &graph)
            case .closures(let analysis):
                add(
                    f, file: analysis.file,
                    items: analysis.closures.enumerated().map { i, closure in
                        Item(
                            label:
                                "#\(i) \(closure.location.line):\(closure.location.column) "
                                + "\(closure.kind.rawValue)\n\(closure.escaping ? "escaping" : "non-escaping"), "
                                + "context: \(closure.context.storage.rawValue)",
                            parent: closure.parent,
                            captures: closure.captures.map {
                                Captured(
                                    $0.name, $0.kind.rawValue, $0.ownership.rawValue, list: $0.isFromCaptureList,
                                    isValue: $0.heldThrough != nil)
                            })
                    }, to: &graph)
            }
        }
        return graph.rendered()
    }

    private struct Item {
        var label: String
        var parent: Int?
        var captures: [Captured]
    }

    /// One capture, in the words of the JSON (`byref`/`box`, `unretained`/`unowned(unsafe)`).
    private struct Captured {
        var name: String
        var kind: String
        var ownership: String
        var list: Bool
        /// A value that holds references (an array, a struct…), not an object itself.
        var isValue = false
        init(_ name: String, _ kind: String, _ ownership: String, list: Bool, isValue: Bool = false) {
            (self.name, self.kind, self.ownership, self.list, self.isValue) = (name, kind, ownership, list, isValue)
        }
        var label: String { (ownership == "none" ? kind : "\(kind), \(ownership)") + (list ? " [list]" : "") }
        var role: GraphEdgeRole { .capture(storage, strength) }
        var storage: GraphEdgeRole.Storage {
            switch kind {
            case "pointer", "address": return .pointer
            case "byref", "box": return .byref
            case "global": return .global
            default: return .value
            }
        }
        var strength: GraphEdgeRole.Strength {
            switch ownership {
            case "strong": return .strong
            case "weak": return .weak
            case "none": return .none
            default: return .unowned  // unowned, unowned(unsafe), unretained
            }
        }
    }

    private static func add(_ index: Int, file: String, items: [Item], to graph: inout DOTGraph) {
        graph.cluster(String(index), label: file) { cluster in
            var variables: [String: String] = [:]
            // A variable some capture holds as an object reference is an object.
            let objects = Set(items.flatMap(\.captures).filter { $0.ownership != "none" && !$0.isValue }.map(\.name))
            for (i, item) in items.enumerated() {
                cluster.node("f\(index)c\(i)", label: item.label, role: .node(.block))
                for capture in item.captures where variables[capture.name] == nil {
                    let id = "f\(index)v\(variables.count)"
                    variables[capture.name] = id
                    cluster.node(
                        id, label: capture.name,
                        role: objects.contains(capture.name) ? .node(.object) : .node(.variable))
                }
            }
            for (i, item) in items.enumerated() {
                if let parent = item.parent {
                    cluster.edge("f\(index)c\(parent)", "f\(index)c\(i)", label: "nested", role: .nested)
                }
                for capture in item.captures {
                    cluster.edge(
                        "f\(index)c\(i)", variables[capture.name] ?? "", label: capture.label, role: capture.role)
                }
            }
        }
    }
}
