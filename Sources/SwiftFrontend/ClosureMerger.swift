import Findings
import Foundation

/// Joins the AST's closures with their SIL functions by position and decides every fact.
package struct ClosureMerger {
    package var file: String
    package var source: [UInt8]
    package var ast: [Int: ASTClosure]
    package var sil: SILModuleFacts
    package var types: TypeClassifier

    package func merge() -> [SwiftClosure] {
        let lineStarts = Self.lineStarts(source)
        let fileName = URL(fileURLWithPath: file).lastPathComponent
        var seen: Set<Int> = []
        var closures: [SwiftClosure] = []
        for function in sil.functions where URL(fileURLWithPath: function.file).lastPathComponent == fileName {
            guard function.line >= 1, function.line <= lineStarts.count else { continue }
            let offset = lineStarts[function.line - 1] + function.column - 1
            let node = ast[offset]
            guard node != nil || function.description.hasPrefix("closure #") || function.description.hasPrefix("implicit closure #"),
                  seen.insert(offset).inserted else { continue }
            closures.append(closure(function, node: node, offset: offset))
        }
        return closures
    }

    private func closure(_ function: SILClosureFunction, node: ASTClosure?, offset: Int) -> SwiftClosure {
        let kind = node?.kind ?? Self.kind(of: function.description)
        let applies = sil.partialApplies.filter { $0.callee == function.mangledName }
        let escaping: Bool
        switch kind {
        case .closure: escaping = node?.escaping ?? applies.contains { !$0.onStack }
        // The AST calls an `async let` body escaping; SIL builds it on the stack.
        case .autoclosure: escaping = applies.isEmpty ? node?.escaping ?? false : applies.contains { !$0.onStack }
        case .localFunction: escaping = applies.contains { !$0.onStack }
        case .deferBody: escaping = false
        }
        let captures = function.captures.map { capture(from: $0, node: node) }
        let generic = function.isGeneric
        let context = Self.context(escaping: applies.contains { !$0.onStack }, captures: captures, applied: !applies.isEmpty, generic: generic)
        return SwiftClosure(location: SourcePosition(file: file, line: function.line, column: function.column, offset: offset),
                            kind: kind, escaping: escaping, captures: captures, symbol: function.description,
                            mangledName: function.mangledName, context: context, parent: nil)
    }

    /// The generic parameters a SIL signature binds to classes: `<τ_0_0 where τ_0_0 : AnyObject>`
    /// → ["τ_0_0"].
    package static func classBoundParameters(_ silType: String) -> Set<String> {
        guard silType.hasPrefix("<"), let whereRange = silType.range(of: " where "),
              let close = silType[whereRange.upperBound...].firstIndex(of: ">") else { return [] }
        var bound: Set<String> = []
        for requirement in silType[whereRange.upperBound..<close].split(separator: ",") {
            let sides = requirement.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            if sides.count == 2, sides[1] == "AnyObject" { bound.insert(sides[0]) }
        }
        return bound
    }

    package static func kind(of description: String) -> SwiftClosureKind {
        if description.hasPrefix("implicit closure #") { return .autoclosure }
        if description.hasPrefix("closure #") { return .closure }
        if description.hasPrefix("$defer") { return .deferBody }
        return .localFunction
    }

    private func capture(from capture: SILCapture, node: ASTClosure?) -> SwiftCapture {
        var type = Substring(capture.type)
        var kind = SwiftCaptureKind.value
        if capture.convention == "@inout_aliasable" {
            kind = .address
        } else if type.hasPrefix("{") || type.hasPrefix("<") {
            kind = .box
            // `<τ_0_0 where …> { var τ_0_0 } <T>` and `{ var Int }` → the boxed type.
            if let open = type.firstIndex(of: "{"), let close = type.lastIndex(of: "}") {
                type = type[type.index(after: open)..<close].drop { $0 == " " }
                for keyword in ["var ", "let "] where type.hasPrefix(keyword) { type = type.dropFirst(keyword.count) }
                while type.last == " " { type = type.dropLast() }
            }
        }
        if type.hasPrefix("*") { type = type.dropFirst() }
        var ownership = SwiftOwnership.none
        for (marker, meaning) in [("@sil_weak ", SwiftOwnership.weak), ("@sil_unowned ", .unowned), ("@sil_unmanaged ", .unownedUnsafe)]
        where type.hasPrefix(marker) {
            ownership = meaning
            type = type.dropFirst(marker.count)
        }
        if ownership == .none, kind != .address, let mangled = mangledType(of: capture.name, preferring: node),
           types.isReference(mangled, direct: kind == .value && !type.hasPrefix("*") && !capture.type.hasPrefix("*")) {
            ownership = .strong
        }
        // A box of a generic parameter says in its own signature whether it holds a class:
        // `<τ_0_0 where τ_0_0 : AnyObject> { var τ_0_0 } <T>`.
        if ownership == .none, kind == .box, Self.classBoundParameters(capture.type).contains(String(type)) {
            ownership = .strong
        }
        let list = node?.captureList.contains(capture.name) ?? false
        let implicit = capture.name == "self" && !list && !(node?.writesSelf ?? true)
        var result = SwiftCapture(name: capture.name, kind: kind, ownership: ownership, isFromCaptureList: list,
                                  isImplicit: implicit, silType: capture.type, typeName: String(type))
        // SIL captures a wrapped local's storage `_x`; the AST (and the source) capture `x`.
        if capture.name.hasPrefix("_"), let node, node.captureTypes[capture.name] == nil,
           node.captureTypes[String(capture.name.dropFirst())] != nil {
            result.wrappedVariable = String(capture.name.dropFirst())
        }
        return result
    }

    /// The AST's mangled type of a captured name: from this closure, else from any closure
    /// that captures the same name (a local function's captures reach its callers' lists).
    private func mangledType(of name: String, preferring node: ASTClosure?) -> String? {
        if let type = node?.captureTypes[name] { return type }
        let enclosing = ast.values.filter { candidate in node.map { candidate.range.contains($0.offset) } ?? true }
        return enclosing.compactMap { $0.captureTypes[name] }.first ?? ast.values.compactMap { $0.captureTypes[name] }.first
    }

    /// Where the captures live at run time.
    /// `escaping`: SIL makes an escaping closure value of it (a `partial_apply` not on the
    /// stack); `applied`: SIL makes a closure value of it at all (otherwise it is called directly).
    package static func context(escaping: Bool, captures: [SwiftCapture], applied: Bool, generic: Bool) -> SwiftClosureContext {
        if captures.isEmpty { return SwiftClosureContext(storage: .none, fields: [], isGeneric: generic) }
        if !applied { return SwiftClosureContext(storage: .arguments, fields: [], isGeneric: generic) }
        if !escaping { return SwiftClosureContext(storage: .stack, fields: [], isGeneric: generic) }
        if captures.count == 1, let only = captures.first,
           only.kind == .box || (only.ownership == .strong && !only.typeName.hasPrefix("Optional<")) {
            return SwiftClosureContext(storage: .capturedObject, fields: [field(only, offset: 0)], isGeneric: generic)
        }
        var fields: [SwiftContextField] = []
        var offset: Int? = generic ? nil : 16
        for capture in captures {
            let (size, alignment) = sizeAndAlignment(capture)
            if let current = offset, let alignment { offset = (current + alignment - 1) / alignment * alignment } else { offset = nil }
            fields.append(field(capture, offset: offset, size: size))
            if let current = offset, let size { offset = current + size } else { offset = nil }
        }
        return SwiftClosureContext(storage: .heap, fields: fields, isGeneric: generic)
    }

    private static func field(_ capture: SwiftCapture, offset: Int?, size: Int? = 8) -> SwiftContextField {
        SwiftContextField(offset: offset, size: size, runtimeLabel: runtimeLabel(capture), capture: capture.name)
    }

    /// What RetainGraph calls a capture: `box`, `weak box`, `unowned box`, `closure`, or the
    /// type's name.
    package static func runtimeLabel(_ capture: SwiftCapture) -> String {
        switch capture.kind {
        case .box:
            switch capture.ownership {
            case .weak: return "weak box"
            case .unowned: return "unowned box"
            case .unownedUnsafe: return "unowned(unsafe) box"
            default: return "box"
            }
        case .address: return "address"
        case .value:
            if capture.typeName.contains("@callee_guaranteed") || capture.typeName.contains("@convention(thin)") {
                return capture.typeName.contains("@convention(thin)") ? "thin function" : "closure"
            }
            return capture.typeName
        }
    }

    /// Size and alignment of a capture in a context, for the types whose layout is fixed and
    /// known without the compiler; nil otherwise.
    package static func sizeAndAlignment(_ capture: SwiftCapture) -> (Int?, Int?) {
        if capture.kind != .value || capture.ownership != .none { return (8, 8) }
        let type = capture.typeName
        let words = ["Int", "UInt", "Int64", "UInt64", "Double", "UnsafeRawPointer", "UnsafeMutableRawPointer", "OpaquePointer"]
        if words.contains(type) || type.hasPrefix("Array<") || type.hasPrefix("Dictionary<") || type.hasPrefix("Set<")
            || type.hasPrefix("UnsafePointer<") || type.hasPrefix("UnsafeMutablePointer<") { return (8, 8) }
        if ["Int32", "UInt32", "Float"].contains(type) { return (4, 4) }
        if ["Int16", "UInt16"].contains(type) { return (2, 2) }
        if ["Bool", "Int8", "UInt8"].contains(type) { return (1, 1) }
        if type == "String" || type.contains("@callee_guaranteed") { return (16, 8) }
        if ["Optional<Int>", "Optional<Double>", "Optional<UInt>"].contains(type) { return (9, 8) }
        return (nil, nil)
    }

    /// Each closure's parent: the innermost other closure whose range holds it.
    package static func linkParents(_ closures: inout [SwiftClosure], ast: [Int: ASTClosure]) {
        let ranges = closures.map { ast[$0.location.offset]?.range }
        for i in closures.indices {
            let offset = closures[i].location.offset
            var best: Int?
            for j in closures.indices where j != i {
                guard let range = ranges[j], range.contains(offset), range.lowerBound != offset else { continue }
                if let b = best, let current = ranges[b], current.count <= range.count { continue }
                best = j
            }
            closures[i].parent = best
        }
    }

    package static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        return starts
    }
}
