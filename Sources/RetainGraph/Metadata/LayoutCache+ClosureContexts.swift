import CSwiftRuntime
import Foundation
import Synchronization

extension LayoutCache {
    /// The layout of a generic closure context with these bindings (metadata and witness
    /// tables stored at the start of the context).
    func genericCaptureLayout(_ metadata: UInt, bindings: [UInt], memory: inout ReadableMemory) -> HeapLayout {
        let key = [metadata] + bindings
        if let cached = state.withLock({ $0.generic[key] }) { return cached }
        let layout = captureLayout(metadata, bindings: bindings, memory: &memory)
        state.withLock { $0.generic[key] = layout }
        return layout
    }

    func captureLayout(_ metadata: UInt, bindings: [UInt]? = nil, memory: inout ReadableMemory) -> HeapLayout {
        let firstCapture = Int(Raw.u32(metadata + 8))
        let descriptor = Raw.word(metadata + 16)
        guard descriptor != 0 else {
            return .opaque("closure context without capture descriptor (built with -disable-reflection-metadata?)")
        }
        if let reason = Self.unreadableCaptureDescriptor(descriptor, memory: &memory) { return .opaque(reason) }
        let numCaptures = Int(Raw.u32(descriptor))
        let numSources = Int(Raw.u32(descriptor + 4))
        let numBindings = Int(Raw.u32(descriptor + 8))
        if numBindings > 0 && bindings == nil {
            return .genericCaptures(bindings: numBindings, offsetToBindings: firstCapture)
        }
        let environment = bindings.flatMap {
            GenericEnvironment(descriptor: descriptor + 12 + UInt(4 * numCaptures), sources: numSources, bindings: $0)
        }
        var captures = CaptureFields(offset: firstCapture + 8 * numBindings)
        for i in 0..<numCaptures {
            let nameAddress = Raw.relative(descriptor + 12 + UInt(4 * i))
            guard nameAddress != 0 else {
                captures.problem = "capture #\(i + 1) has no type"
                break
            }
            guard addCapture(number: i + 1, typeName: nameAddress, environment: environment, to: &captures) else {
                break
            }
        }
        return .captures(
            slots: captures.slots, captureTypes: captures.names, size: captures.offset, problem: captures.problem)
    }

    /// Why a capture descriptor (counts, then one type name per capture and the metadata
    /// sources) cannot be read, or nil when it can.
    static func unreadableCaptureDescriptor(_ descriptor: UInt, memory: inout ReadableMemory) -> String? {
        guard memory.isInImage(descriptor, length: 12) else { return "capture descriptor unreadable" }
        let numCaptures = Int(Raw.u32(descriptor))
        let numSources = Int(Raw.u32(descriptor + 4))
        let numBindings = Int(Raw.u32(descriptor + 8))
        guard numCaptures < 1 << 16, numSources < 1 << 16, numBindings < 1 << 16,
            memory.isInImage(descriptor + 12, length: 4 * numCaptures + 8 * numSources)
        else {
            return "capture descriptor unreadable"
        }
        for i in 0..<numCaptures {
            let name = Raw.relative(descriptor + 12 + UInt(4 * i))
            guard name == 0 || memory.isInImage(name, length: 1) else { return "capture type names unreadable" }
        }
        return nil
    }

    /// Lays out capture `number` (its mangled type at `typeName`) after the previous ones:
    /// a box, a function, a function-and-value tuple or a value of a resolvable type. False,
    /// with the problem set, when its type cannot be resolved (the rest cannot be placed).
    func addCapture(
        number: Int, typeName nameAddress: UInt, environment: GenericEnvironment?,
        to captures: inout CaptureFields
    ) -> Bool {
        let length = MangledName.length(nameAddress)
        let plain = MangledName.plainSuffix(nameAddress, length: length, count: 8)
        // A `var` capture is a box (`<type> z_Xx`): a strong reference to the box; the box
        // itself says what it holds, except that `[weak x]` boxes must not be followed.
        if plain.count >= 2 && plain.suffix(2) == [UInt8(ascii: "X"), UInt8(ascii: "x")] {
            var field = Array(plain.dropLast(2))
            if field.last == UInt8(ascii: "_") { field.removeLast() }
            if field.last == UInt8(ascii: "z") { field.removeLast() }
            let inner = ReferenceOwnership.of(mangledSuffix: Array(field.suffix(2)))
            captures.align(to: 8)
            captures.slots.append(
                Slot(
                    offset: captures.offset, label: "capture #\(number) (box)",
                    kind: .object(inner == .strong ? .box : .weakBox)))
            captures.names.append(inner == .strong ? "box" : "\(inner.rawValue) box")
            captures.offset += 8
            return true
        }
        // A box of a generic `var` (`{ var T.Iterator } <T: P> <T> XX`): a strong reference to
        // a box whose own metadata says what it holds; a weak variable's field is `Xw`.
        if plain.suffix(2).elementsEqual("XX".utf8) {
            let all = MangledName.plainSuffix(nameAddress, length: length, count: length)
            let weak = zip(all, all.dropFirst()).contains {
                $0 == UInt8(ascii: "X") && [UInt8(ascii: "w"), UInt8(ascii: "o"), UInt8(ascii: "u")].contains($1)
            }
            captures.align(to: 8)
            captures.slots.append(
                Slot(offset: captures.offset, label: "capture #\(number) (box)", kind: .object(weak ? .weakBox : .box)))
            captures.names.append(weak ? "weak box" : "box")
            captures.offset += 8
            return true
        }
        guard
            let type = MangledName.resolve(nameAddress, length: length, context: 0, genericArgs: 0)
                ?? environment?.resolve(nameAddress, length: length)
        else {
            if addFunctionCapture(number: number, typeName: nameAddress, length: length, plain: plain, to: &captures) {
                return true
            }
            if addFunctionTupleCapture(
                number: number, typeName: nameAddress, length: length, environment: environment, to: &captures)
            {
                return true
            }
            captures.problem =
                "capture #\(number) of a closure has a type that cannot be resolved" + Self.unresolved(nameAddress)
            return false
        }
        let sub = typeLayout(type)
        captures.align(to: sub.alignment)
        let shortName = typeName(type, qualified: false)
        captures.names.append(shortName)
        if ReferenceOwnership.of(mangledSuffix: Array(plain.suffix(2))) == .strong {
            if captures.problem == nil, let p = sub.problem { captures.problem = p }
            captures.slots += sub.slots.map {
                $0.shifted(by: captures.offset, prefix: "capture #\(number) (\(shortName))")
            }
        }
        captures.offset += sub.size
        return true
    }

    /// SIL function types (`Ieg_`, reabstraction thunks) do not resolve: a thick function is
    /// a code pointer and a context, a thin one just code. `Optional` of one (`..._Sg`, e.g. a
    /// captured `(() -> Void)?`) has the same layout: nil is an extra inhabitant of the code
    /// pointer, which the function slot skips. False when the type is no such function.
    func addFunctionCapture(
        number: Int, typeName nameAddress: UInt, length: Int, plain: [UInt8],
        to captures: inout CaptureFields
    ) -> Bool {
        let optional = plain.suffix(3).elementsEqual("_Sg".utf8)
        guard plain.last == UInt8(ascii: "_") || optional,
            let thick = Self.silFunctionIsThick(nameAddress, length: optional ? length - 2 : length)
        else { return false }
        captures.align(to: 8)
        if thick {
            captures.slots.append(Slot(offset: captures.offset, label: "capture #\(number) (closure)", kind: .function))
            captures.names.append("closure")
            captures.offset += 16
        } else {
            captures.names.append("thin function")
            captures.offset += 8
        }
        return true
    }

    /// `(() -> Void, T)` as SIL mangles it (`I<attributes>_` `_` T `t`): an indirect enum
    /// payload such as `case step(() -> Void, Chain)`, or a captured tuple. The runtime resolves
    /// neither the tuple nor the function, but T alone, in place, it does. False when the type
    /// is no such tuple.
    func addFunctionTupleCapture(
        number: Int, typeName nameAddress: UInt, length: Int, environment: GenericEnvironment?,
        to captures: inout CaptureFields
    ) -> Bool {
        guard let (thick, restStart) = Self.leadingFunctionTuple(nameAddress, length: length),
            let rest = MangledName.resolve(
                nameAddress + UInt(restStart), length: length - restStart - 1,
                context: 0, genericArgs: 0)
                ?? environment?.resolve(nameAddress + UInt(restStart), length: length - restStart - 1)
        else { return false }
        let sub = typeLayout(rest)
        captures.align(to: max(8, sub.alignment))
        if thick {
            captures.slots.append(Slot(offset: captures.offset, label: "capture #\(number) (tuple).0", kind: .function))
        }
        var restOffset = captures.offset + (thick ? 16 : 8)
        restOffset = (restOffset + sub.alignment - 1) & ~(sub.alignment - 1)
        if captures.problem == nil, let p = sub.problem { captures.problem = p }
        captures.slots += sub.slots.map { $0.shifted(by: restOffset, prefix: "capture #\(number) (tuple).1") }
        captures.names.append("tuple")
        captures.offset = restOffset + sub.size
        return true
    }

    /// A two-element tuple whose first element is a SIL function type without parameters or
    /// results (`I<attributes>_` `_` T `t`): whether that function is thick, and where T starts.
    static func leadingFunctionTuple(_ address: UInt, length: Int) -> (thick: Bool, restStart: Int)? {
        guard length > 4, Raw.byte(address) == UInt8(ascii: "I"),
            Raw.byte(address + UInt(length - 1)) == UInt8(ascii: "t")
        else { return nil }
        var j = 1
        while j < length - 1 {
            let c = Raw.byte(address + UInt(j))
            if c == UInt8(ascii: "_") { break }
            // Attributes are plain letters; anything else is not this shape.
            guard (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) else { return nil }
            j += 1
        }
        guard j + 2 < length - 1, Raw.byte(address + UInt(j + 1)) == UInt8(ascii: "_"),
            let thick = silFunctionIsThick(address, length: j + 1)
        else { return nil }
        return (thick, j + 2)
    }

    /// Whether a SIL function type mangling (`... I <attributes> _`) is thick; nil if it is not
    /// recognisably a function type.
    static func silFunctionIsThick(_ address: UInt, length: Int) -> Bool? {
        // Find the last plain 'I' that starts the attributes.
        var bytes: [UInt8] = []
        var i = 0
        while i < length {
            let c = Raw.byte(address + UInt(i))
            if c >= 0x01 && c <= 0x17 {
                bytes.append(0)
                i += 5
            } else if c >= 0x18 && c <= 0x1F {
                bytes.append(0)
                i += 9
            } else {
                bytes.append(c)
                i += 1
            }
        }
        guard let iIndex = bytes.lastIndex(of: UInt8(ascii: "I")) else { return nil }
        var j = iIndex + 1
        // Escaping (`e`), substitutions (`s`, `P`, `p`), erased isolation (`A`: `@isolated(any)`,
        // e.g. a Task's operation, stored as code and context like any thick function).
        while j < bytes.count,
            [
                UInt8(ascii: "e"), UInt8(ascii: "s"), UInt8(ascii: "P"), UInt8(ascii: "p"),
                UInt8(ascii: "A"),
            ].contains(bytes[j])
        { j += 1 }
        guard j < bytes.count else { return nil }
        switch bytes[j] {
        case UInt8(ascii: "t"): return false
        case UInt8(ascii: "y"), UInt8(ascii: "g"), UInt8(ascii: "x"):
            if j + 1 < bytes.count,
                [UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "M"), UInt8(ascii: "O"), UInt8(ascii: "W")]
                    .contains(bytes[j + 1])
            {
                return false
            }
            return true
        default: return nil
        }
    }
}
