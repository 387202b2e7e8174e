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
        var at: [Int: Int] = [:]
        var closures: [SwiftClosure] = []
        for function in sil.functions where URL(fileURLWithPath: function.file).lastPathComponent == fileName {
            guard function.line >= 1, function.line <= lineStarts.count, isMadeIntoClosure(function) else { continue }
            let offset = lineStarts[function.line - 1] + function.column - 1
            let node = ast[offset]
            guard
                node != nil || function.description.hasPrefix("closure #")
                    || function.description.hasPrefix("implicit closure #")
            else { continue }
            guard let earlier = at[offset] else {
                at[offset] = closures.count
                closures.append(closure(function, node: node, offset: offset))
                continue
            }
            // A method used as a value (`let f = self.tick`) is two implicit closures at one
            // place: a thunk that takes the object as its parameter, and the closure it returns,
            // which captures the object. The returned one is the closure the program holds,
            // unless the method is named through its type (`Screen.tick`): then the program holds
            // the thunk, which captures nothing.
            if function.description.hasSuffix(" in " + closures[earlier].symbol), !receiverIsAType(before: offset) {
                var inner = closure(function, node: node, offset: offset)
                nameReceiver(of: &inner, before: offset)
                closures[earlier] = inner
            }
        }
        return closures
    }

    /// Whether the compiler makes a closure of `function`: a `defer` body is always called in
    /// place, and a local function only becomes a closure when it is used as a value (a
    /// `partial_apply`, or a thin function converted to a closure); otherwise it is called
    /// directly with its captures as extra arguments.
    private func isMadeIntoClosure(_ function: SILClosureFunction) -> Bool {
        switch Self.kind(of: function.description) {
        case .deferBody: return false
        case .localFunction:
            return sil.partialApplies.contains { $0.callee == function.mangledName }
                || sil.thinToThick.contains(function.mangledName)
        case .closure, .autoclosure: return true
        }
    }

    private func closure(_ function: SILClosureFunction, node: ASTClosure?, offset: Int) -> SwiftClosure {
        let kind = node?.kind ?? Self.kind(of: function.description)
        let applies = sil.partialApplies.filter { $0.callee == function.mangledName }
        let escaping: Bool
        switch kind {
        case .closure: escaping = node?.escaping ?? applies.contains { !$0.onStack }
        // The type checker's answer: an `async let` body is an escaping child-task closure, even
        // though -Onone SIL builds its context on the stack of the scope that awaits it.
        case .autoclosure: escaping = node?.escaping ?? applies.contains { !$0.onStack }
        case .localFunction: escaping = applies.contains { !$0.onStack }
        case .deferBody: escaping = false
        }
        let captures = function.captures.map { capture(from: $0, node: node, offset: offset) }
        let generic = function.isGeneric
        let context = Self.context(
            escaping: applies.contains { !$0.onStack }, captures: captures, applied: !applies.isEmpty, generic: generic)
        return SwiftClosure(
            location: SourcePosition(file: file, line: function.line, column: function.column, offset: offset),
            kind: kind, escaping: escaping, captures: captures, symbol: function.description,
            mangledName: function.mangledName, context: context, parent: nil)
    }

    /// The generic parameters a SIL signature binds to classes: `<τ_0_0 where τ_0_0 : AnyObject>`
    /// → ["τ_0_0"].
    package static func classBoundParameters(_ silType: String) -> Set<String> {
        guard silType.hasPrefix("<"), let whereRange = silType.range(of: " where "),
            let close = silType[whereRange.upperBound...].firstIndex(of: ">")
        else { return [] }
        var bound: Set<String> = []
        for requirement in silType[whereRange.upperBound..<close].split(separator: ",") {
            let sides = requirement.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            if sides.count == 2, sides[1] == "AnyObject" { bound.insert(sides[0]) }
        }
        return bound
    }

    package static func kind(of description: String) -> SwiftClosureKind {
        // The mandatory passes may specialize a closure that is called directly.
        let description = description.hasPrefix("specialized ") ? String(description.dropFirst(12)) : description
        if description.hasPrefix("implicit closure #") { return .autoclosure }
        if description.hasPrefix("closure #") { return .closure }
        if description.hasPrefix("$defer") { return .deferBody }
        return .localFunction
    }

    private func capture(from capture: SILCapture, node: ASTClosure?, offset: Int) -> SwiftCapture {
        var type = Substring(capture.type)
        // The box of a capture in an isolated closure (a `Task` in a `@MainActor` class) is spelled
        // `@inferredImmutable ${ var @sil_weak Optional<Model> }`.
        for attribute in ["@inferredImmutable ", "$"] where type.hasPrefix(attribute) {
            type = type.dropFirst(attribute.count)
        }
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
        for (marker, meaning) in [
            ("@sil_weak ", SwiftOwnership.weak), ("@sil_unowned ", .unowned), ("@sil_unmanaged ", .unownedUnsafe),
        ]
        where type.hasPrefix(marker) {
            ownership = meaning
            type = type.dropFirst(marker.count)
        }
        if ownership == .none, kind != .address, let mangled = mangledType(of: capture.name, preferring: node),
            types.isReference(mangled, direct: kind == .value && !type.hasPrefix("*") && !capture.type.hasPrefix("*"))
        {
            ownership = .strong
        }
        // A box of a generic parameter says in its own signature whether it holds a class:
        // `<τ_0_0 where τ_0_0 : AnyObject> { var τ_0_0 } <T>`.
        if ownership == .none, kind == .box, Self.classBoundParameters(capture.type).contains(String(type)) {
            ownership = .strong
        }
        // A loadable value SIL passes with a convention (`@guaranteed`) is not trivial: copying it
        // retains what it holds (a struct's class field, an array's buffer, a string's storage).
        // Address-only values (`@in_guaranteed`: generic parameters, existentials) keep the rule
        // above: whether they hold a reference depends on the value, not the type.
        var heldThrough: String?
        if ownership == .none, kind == .value, ["@guaranteed", "@owned"].contains(capture.convention),
            let through = Self.heldThrough(String(type), source: source)
        {
            ownership = .strong
            heldThrough = through
        }
        let list = node?.captureList.contains(capture.name) ?? false
        // A method used as a value is explicit about self when the source says `self.method`.
        let implicit = capture.name == "self" && !list && !(node?.writesSelf ?? false) && !writesSelf(before: offset)
        var result = SwiftCapture(
            name: capture.name, kind: kind, ownership: ownership, isFromCaptureList: list,
            isImplicit: implicit, silType: capture.type, typeName: String(type))
        result.heldThrough = heldThrough
        // SIL captures a wrapped local's storage `_x`; the AST (and the source) capture `x`.
        if capture.name.hasPrefix("_"), let node, node.captureTypes[capture.name] == nil,
            node.captureTypes[String(capture.name.dropFirst())] != nil
        {
            result.wrappedVariable = String(capture.name.dropFirst())
        }
        return result
    }

    /// Whether the source has `self.` right before `offset` (`self.tick` used as a value).
    private func writesSelf(before offset: Int) -> Bool {
        receiver(before: offset) == "self"
    }

    /// The identifier written before `.method` at `offset` (`other` in `other.press`); nil when
    /// the method is not written after a dot (`press` alone, an implicit `self`).
    private func receiver(before offset: Int) -> String? {
        guard offset >= 2, offset <= source.count, source[offset - 1] == UInt8(ascii: ".") else { return nil }
        var start = offset - 1
        while start > 0, let scalar = Unicode.Scalar(UInt32(source[start - 1])),
            CharacterSet.alphanumerics.contains(scalar) || scalar == "_"
        {
            start -= 1
        }
        return start < offset - 1 ? String(decoding: source[start..<(offset - 1)], as: UTF8.self) : nil
    }

    /// `Screen.tick`: a method named through its type (a capitalised name other than `Self`).
    private func receiverIsAType(before offset: Int) -> Bool {
        guard let name = receiver(before: offset), let first = name.unicodeScalars.first else { return false }
        return CharacterSet.uppercaseLetters.contains(first) && name != "Self"
    }

    /// The object a method reference captures is the thunk's `self` in SIL; the source names it:
    /// `other` in `other.press`, `self` (explicit) in `self.tick`, `self` (implicit) in `tick`.
    private func nameReceiver(of closure: inout SwiftClosure, before offset: Int) {
        guard closure.captures.count == 1, closure.captures[0].name == "self" else { return }
        let written = receiver(before: offset)
        closure.captures[0].isImplicit = written == nil
        if let written, written != "self" { closure.captures[0].name = written }
    }

    /// The AST's mangled type of a captured name: from this closure, else from any closure
    /// that captures the same name (a local function's captures reach its callers' lists).
    private func mangledType(of name: String, preferring node: ASTClosure?) -> String? {
        if let type = node?.captureTypes[name] { return type }
        let enclosing = ast.values.filter { candidate in node.map { candidate.range.contains($0.offset) } ?? true }
        return enclosing.compactMap { $0.captureTypes[name] }.first
            ?? ast.values.compactMap { $0.captureTypes[name] }.first
    }

    /// What inside a non-trivial value of type `type` (SIL's spelling) holds references: the
    /// words a reader needs to see why capturing it keeps objects alive. Nil for a type that
    /// holds none.
    package static func heldThrough(_ type: String, source: [UInt8]) -> String? {
        let trivial: Set<String> = [
            "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
            "UInt64", "Double", "Float", "Bool", "Float80", "CGFloat", "Date", "TimeInterval",
        ]
        if trivial.contains(type) || type.hasPrefix("Unsafe") || type.hasPrefix("τ_") { return nil }
        for (prefix, words) in [
            ("Array<", "array buffer → elements"), ("ContiguousArray<", "array buffer → elements"),
            ("ArraySlice<", "array buffer → elements"), ("Set<", "set storage → elements"),
            ("Dictionary<", "dictionary storage → keys and values"),
        ] where type.hasPrefix(prefix) {
            return words
        }
        if ["String", "Substring", "Character"].contains(type) { return "string storage" }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            let wrapped = String(type.dropFirst("Optional<".count).dropLast())
            return heldThrough(wrapped, source: source).map { "optional payload → " + $0 }
        }
        let text = String(decoding: source, as: UTF8.self)
        func declares(_ keyword: String, _ name: Substring) -> Bool {
            [" ", ":", "<", "{"].contains { text.contains("\(keyword) \(name)\($0)") }
        }
        func inside(_ element: String) -> String {
            let name = element.prefix { $0 != "<" }
            if declares("class", name) || declares("actor", name) { return "" }
            return heldThrough(element, source: source).map { " → " + $0 } ?? ""
        }
        if type.hasPrefix("(") {
            let elements = tupleElements(type)
            if let index = elements.firstIndex(where: { !trivial.contains($0) }) {
                return "tuple element \(index)" + inside(elements[index])
            }
            return "tuple elements"
        }
        if type.contains("@callee_guaranteed") || type.contains("->") { return "closure context" }
        if type == "any Error" { return "the error's box" }
        if type.hasPrefix("any ") || type == "Any" { return "the existential's value" }
        let name = type.prefix { $0 != "<" }
        if declares("enum", name) { return "\(name)'s case payloads" }
        return "\(name)'s stored properties"
    }

    /// `(Model, Int)` → ["Model", "Int"] (top-level commas only).
    private static func tupleElements(_ type: String) -> [String] {
        var elements: [String] = []
        var depth = 0
        var current = ""
        for character in type.dropFirst().dropLast() {
            switch character {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "," where depth == 0:
                elements.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.isEmpty { elements.append(current.trimmingCharacters(in: .whitespaces)) }
        return elements.map {
            $0.split(separator: ":").count == 2
                ? String($0.split(separator: ":")[1]).trimmingCharacters(in: .whitespaces) : $0
        }
    }

    /// Where the captures live at run time.
    /// `escaping`: SIL makes an escaping closure value of it (a `partial_apply` not on the
    /// stack); `applied`: SIL makes a closure value of it at all (otherwise it is called directly).
    package static func context(escaping: Bool, captures: [SwiftCapture], applied: Bool, generic: Bool)
        -> SwiftClosureContext
    {
        if captures.isEmpty { return SwiftClosureContext(storage: .none, fields: [], isGeneric: generic) }
        if !applied { return SwiftClosureContext(storage: .arguments, fields: [], isGeneric: generic) }
        if !escaping { return SwiftClosureContext(storage: .stack, fields: [], isGeneric: generic) }
        if captures.count == 1, let only = captures.first,
            only.kind == .box
                || (only.ownership == .strong && only.heldThrough == nil && !only.typeName.hasPrefix("Optional<"))
        {
            return SwiftClosureContext(storage: .capturedObject, fields: [field(only, offset: 0)], isGeneric: generic)
        }
        var fields: [SwiftContextField] = []
        var offset: Int? = generic ? nil : 16
        for capture in captures {
            let (size, alignment) = sizeAndAlignment(capture)
            if let current = offset, let alignment {
                offset = (current + alignment - 1) / alignment * alignment
            } else {
                offset = nil
            }
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
        if capture.kind != .value || (capture.ownership != .none && capture.heldThrough == nil) { return (8, 8) }
        let type = capture.typeName
        let words = [
            "Int", "UInt", "Int64", "UInt64", "Double", "UnsafeRawPointer", "UnsafeMutableRawPointer", "OpaquePointer",
        ]
        if words.contains(type) || type.hasPrefix("Array<") || type.hasPrefix("Dictionary<") || type.hasPrefix("Set<")
            || type.hasPrefix("UnsafePointer<") || type.hasPrefix("UnsafeMutablePointer<")
        {
            return (8, 8)
        }
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
