/// What a node of a drawing stands for. Every drawing of the product (lint, explain and retain
/// reports; DOT, SVG and HTML) picks its look by role from `GraphStyle`, so the same kind of
/// thing looks the same everywhere.
package enum GraphNodeRole: Sendable, Hashable {
    /// An object, closure, box, thread… of a graph.
    case node(NodeKind)
    /// A lint finding, drawn in the colour of its severity.
    case finding(Severity)
    /// A note: where a finding's pieces are, what keeps a cycle alive.
    case note
    /// A file that could not be analyzed.
    case problem
}

/// How an edge of a drawing holds what it points to.
package enum GraphEdgeRole: Sendable, Hashable {
    /// How a capture is stored: the value itself, a static's address, a shared box, or not at
    /// all (a global).
    package enum Storage: Sendable, Hashable { case value, pointer, byref, global }
    /// How strongly a capture or reference holds its target.
    package enum Strength: Sendable, Hashable { case strong, weak, unowned, none }

    /// A block or closure capturing a variable.
    case capture(Storage, Strength)
    /// A strong reference on a retain cycle: leaked, or (`leaked: false`) kept alive by
    /// something running.
    case cycle(leaked: Bool)
    /// A nested block or closure hanging from the one that contains it.
    case nested
    /// A link between the parts of one finding (its notes, its cycle).
    case link
    /// From what keeps a cycle alive to the cycle.
    case keepsAlive
}

/// The product's one palette, font and shape table.
package enum GraphStyle {
    /// The font of every drawing (Graphviz and the inline SVG pictures).
    package static let font = "Helvetica"
    /// Text colour of node labels.
    package static let ink = "#111827"
    /// Secondary text and thin lines.
    package static let muted = "#64748b"

    /// A node's look: Graphviz shape and style, fill, outline and text colours.
    package struct NodeLook: Sendable, Hashable {
        package var shape: String
        package var style: String
        package var fill: String
        package var stroke: String
        package var text: String
    }

    /// An edge's look: line style, width, colour, label colour and arrow head.
    package struct EdgeLook: Sendable, Hashable {
        package var style: String
        package var width: Double
        package var color: String
        package var text: String
        package var arrowhead: String
    }

    /// The colours of each severity (the same in every report).
    package static func color(_ severity: Severity) -> String {
        switch severity {
        case .error: return "#b91c1c"
        case .warning: return "#b45309"
        case .note: return "#475569"
        }
    }

    /// The colour of each way a capture is stored (explain's chips, underlines and edges).
    package static func color(_ storage: GraphEdgeRole.Storage) -> String {
        switch storage {
        case .value: return "#1d4ed8"
        case .pointer: return "#7e22ce"
        case .byref: return "#c2410c"
        case .global: return "#4b5563"
        }
    }

    /// Leaked cycles and cycles kept alive by something running.
    package static func cycleColor(leaked: Bool) -> (line: String, text: String) {
        leaked ? ("#dc2626", "#991b1b") : ("#d97706", "#92400e")
    }

    /// The look of a node of `role`.
    package static func node(_ role: GraphNodeRole) -> NodeLook {
        func look(_ shape: String, _ fill: String, _ stroke: String, style: String = "rounded,filled") -> NodeLook {
            NodeLook(shape: shape, style: style, fill: fill, stroke: stroke, text: ink)
        }
        switch role {
        case .node(.object): return look("box", "#fff7e6", "#c2410c")
        case .node(.closureContext), .node(.block): return look("box", "#e0f2fe", "#0369a1")
        case .node(.variable): return look("ellipse", "#f8fafc", "#475569", style: "filled")
        case .node(.box): return look("component", "#ffedd5", "#c2410c", style: "filled")
        case .node(.thread): return look("doubleoctagon", "#ede9fe", "#6d28d9", style: "filled")
        case .node(.timer): return look("octagon", "#ede9fe", "#6d28d9", style: "filled")
        case .node(.task): return look("hexagon", "#ede9fe", "#6d28d9", style: "filled")
        case .node(.collectionStorage): return look("folder", "#f1f5f9", "#475569", style: "filled")
        case .node(.opaque): return look("box3d", "#f1f5f9", "#94a3b8", style: "filled")
        case .finding(let severity): return look("box", "#ffffff", color(severity))
        case .note: return NodeLook(shape: "note", style: "filled", fill: "#f8fafc", stroke: "#94a3b8", text: "#334155")
        case .problem:
            return NodeLook(shape: "note", style: "filled", fill: "#fff1f2", stroke: color(.error), text: color(.error))
        }
    }

    /// The look of an edge of `role`: colour says what holds (or that it is a cycle), the line
    /// says how strongly: solid strong, dashed weak, dotted unowned or unretained, thin for
    /// plain values.
    package static func edge(_ role: GraphEdgeRole) -> EdgeLook {
        switch role {
        case .capture(let storage, let strength):
            let color = color(storage)
            switch strength {
            case .strong: return EdgeLook(style: "solid", width: 1.6, color: color, text: color, arrowhead: "normal")
            case .weak: return EdgeLook(style: "dashed", width: 1, color: color, text: color, arrowhead: "empty")
            case .unowned: return EdgeLook(style: "dotted", width: 1.2, color: color, text: color, arrowhead: "empty")
            case .none: return EdgeLook(style: "solid", width: 1, color: color, text: color, arrowhead: "normal")
            }
        case .cycle(let leaked):
            let colors = cycleColor(leaked: leaked)
            return EdgeLook(style: "solid", width: 2, color: colors.line, text: colors.text, arrowhead: "normal")
        case .nested: return EdgeLook(style: "solid", width: 1, color: "#94a3b8", text: muted, arrowhead: "normal")
        case .link: return EdgeLook(style: "solid", width: 1, color: "#94a3b8", text: muted, arrowhead: "vee")
        case .keepsAlive: return EdgeLook(style: "dashed", width: 1, color: muted, text: muted, arrowhead: "open")
        }
    }
}
