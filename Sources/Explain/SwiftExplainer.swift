import SwiftFrontend

/// What a Swift capture means at run time, in words a student can follow.
package enum SwiftExplainer {
    /// One line on why a closure is escaping or not and where its captures live.
    package static func contextReason(_ closure: SwiftClosure) -> String {
        let what = closure.kind == .closure ? "closure" : closure.kind.rawValue
        switch closure.context.storage {
        case .none:
            return "captures nothing: a plain function pointer, no context is allocated"
        case .stack where closure.escaping:
            return
                "escaping \(what) run as a child task (`async let`): the task holds it until it finishes, and the "
                + "scope that started it awaits the task before it returns, so its context is built on that "
                + "scope's stack"
        case .stack:
            return
                "non-escaping \(what): its context lives on the caller's stack for the call and is never retained, "
                + "so it cannot be part of a retain cycle"
        case .arguments:
            return "\(what) called directly: its captures are passed as extra arguments, nothing is allocated"
        case .capturedObject:
            let only = closure.captures.first?.name ?? "it"
            return
                "escaping \(what) with a single reference-counted capture: the compiler uses \(only)'s "
                + "\(closure.captures.first?.kind == .box ? "box" : "object") itself as the context, no context "
                + "object is allocated"
        case .heap:
            return
                "escaping \(what): when it is created the compiler allocates a context object on the heap that "
                + "holds the captures below; it lives as long as any copy of the closure"
        }
    }

    /// What one capture means at run time.
    package static func reason(for capture: SwiftCapture, in closure: SwiftClosure) -> String {
        let listed = capture.isFromCaptureList
        switch (capture.kind, capture.ownership) {
        case (.address, _):
            return
                "captured by address (inout_aliasable): the non-escaping closure reads and writes the variable "
                + "itself, nothing is copied or retained"
        case (.box, .weak):
            return listed
                ? "[weak \(capture.name)]: a new weak box made when the closure is created; it reads nil once the "
                    + "object is gone, and keeps nothing alive"
                : "a weak variable: its box is shared with the enclosing scope; it keeps nothing alive"
        case (.box, .unowned), (.box, .unownedUnsafe):
            return "an unowned variable: its box is shared with the enclosing scope; it keeps nothing alive"
        case (.box, .strong):
            return
                "a var holding an object: the closure shares the variable's heap box with the enclosing scope (like "
                + "a __block variable); the box holds the object strongly, and assignments on either side are "
                + "seen by both"
        case (.box, _):
            return
                "a var: the closure shares the variable's heap box with the enclosing scope (like a __block "
                + "variable): it sees later changes and its own writes are seen outside"
        case (.value, .weak):
            return "weak reference copied into the context; keeps nothing alive"
        case (.value, .unowned):
            return (listed ? "[unowned \(capture.name)]" : "unowned")
                + ": the context holds an unowned reference that does not keep the object alive; using it after the "
                + "object is gone traps"
        case (.value, .unownedUnsafe):
            return
                "[unowned(unsafe) \(capture.name)]: a raw pointer, not retained; using it after the object is gone "
                + "is undefined behaviour"
        case (.value, .strong) where capture.heldThrough != nil:
            let through = capture.heldThrough ?? ""
            return
                "a value that holds references (through \(through)): copying it into the context when the closure "
                + "is created retains them, so what it refers to lives at least as long as the closure"
        case (.value, .strong):
            var text =
                listed
                ? "[\(capture.name)]: the reference is copied when the closure is created"
                : "the reference is copied into the context when the closure is created"
            text += " and held strongly: the object lives at least as long as the closure"
            if capture.name == "self" {
                text += capture.isImplicit ? " (self is implicit: not written in the closure)" : ""
            }
            return text
        case (.value, .none):
            if capture.name == "self" {
                return "self (a value type) copied into the context when the closure is created"
            }
            return listed
                ? "[\(capture.name)]: copied when the closure is created; later changes outside are not seen"
                : "a let (or a var the compiler proved is never changed after the capture): its value is copied "
                    + "into the context when the closure is created"
        }
    }
}

/// `capcheck explain` for a reader: per Swift closure its position, whether it escapes, each
/// capture with its reason, and the context the compiler allocates.
package enum SwiftExplainText {
    /// The explanation of one file; `layout: false` leaves the contexts out.
    package static func render(_ analysis: SwiftFileAnalysis, layout: Bool = true) -> String {
        var lines: [String] = []
        if analysis.closures.isEmpty { lines.append("\(analysis.file): no closures") }
        for (index, closure) in analysis.closures.enumerated() {
            if index > 0 { lines.append("") }
            let what = closure.kind == .closure ? "closure" : closure.kind.rawValue
            var header =
                "\(analysis.file):\(closure.location.line):\(closure.location.column): #\(index) "
                + "\(closure.escaping ? "escaping" : "non-escaping") \(what) (\(closure.symbol))"
            if let parent = closure.parent { header += ", nested in #\(parent)" }
            lines.append(header)
            lines.append("  " + SwiftExplainer.contextReason(closure))
            if closure.captures.isEmpty {
                lines.append("  captures: nothing")
            } else {
                lines.append("  captures:")
                let width = closure.captures.map(\.name.count).max() ?? 0
                for capture in closure.captures {
                    var facts = [capture.kind.rawValue, capture.ownership.rawValue]
                    if capture.isFromCaptureList { facts.append("capture list") }
                    if capture.name == "self" { facts.append(capture.isImplicit ? "implicit" : "explicit") }
                    let name = capture.name.padding(toLength: width, withPad: " ", startingAt: 0)
                    lines.append("    \(name)  \(facts.joined(separator: ", "))  \(capture.silType)")
                    lines.append(
                        "    \(String(repeating: " ", count: width))  "
                            + SwiftExplainer.reason(for: capture, in: closure))
                    if let wrapped = capture.wrappedVariable {
                        lines.append(
                            "    \(String(repeating: " ", count: width))  the storage of the property-wrapped local "
                                + "`\(wrapped)`: the closure captures the wrapper, and `\(wrapped)` reads and writes "
                                + "through it"
                        )
                    }
                }
            }
            if layout, closure.context.storage == .heap || closure.context.storage == .capturedObject {
                lines.append("  context, as RetainGraph reads it:")
                lines += SwiftContextLayout.rendered(closure).map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The context object drawn field by field.
package enum SwiftContextLayout {
    /// Lines such as `+16  box          count` for a heap context.
    package static func rendered(_ closure: SwiftClosure) -> [String] {
        let context = closure.context
        if context.storage == .capturedObject, let only = context.fields.first, let capture = closure.captures.first {
            let what = capture.kind == .box ? "\(only.runtimeLabel) (a heap object of its own)" : "object"
            return [
                "the closure's context pointer is \(only.capture)'s \(what) itself: no closure context is allocated,",
                "so RetainGraph sees the \(capture.kind == .box ? "box" : "object") directly at the end of the "
                    + "closure's edge",
            ]
        }
        var lines = [
            "struct closure_context {            // heap object, metadata kind 0x400 (HeapLocalVariable)",
            "  +0   HeapMetadata *metadata;       // capture descriptor: \(context.fields.count) "
                + "capture\(context.fields.count == 1 ? "" : "s")",
            "  +8   InlineRefCounts refCounts;",
        ]
        if context.isGeneric { lines.append("  +16  generic arguments' metadata (captures follow them)") }
        for field in context.fields {
            let offset = field.offset.map { "+\($0)" } ?? "+?"
            let size = field.size.map { "\($0) bytes" } ?? "size from the type's layout"
            let ownership =
                closure.captures.first { $0.name == field.capture }.map {
                    $0.ownership == .none ? "" : ", \($0.ownership.rawValue)"
                } ?? ""
            lines.append(
                "  \(offset.padding(toLength: 4, withPad: " ", startingAt: 0)) \(field.runtimeLabel) "
                    + "\(field.capture);   // \(size)\(ownership)"
            )
        }
        lines.append("};")
        return lines
    }
}
