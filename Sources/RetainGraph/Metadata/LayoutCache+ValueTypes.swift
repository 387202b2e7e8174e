import CSwiftRuntime
import Foundation
import Synchronization

extension LayoutCache {

    /// The layout of values of the type with metadata `metadata` (already known readable).
    func typeLayout(_ metadata: UInt) -> TypeLayout {
        if let cached = state.withLock({ $0.types[metadata] }) { return cached }
        var depth = 0
        let layout = buildTypeLayout(metadata, depth: &depth)
        state.withLock { $0.types[metadata] = layout }
        return layout
    }

    func valueWitnesses(_ metadata: UInt) -> (size: Int, alignment: Int, stride: Int, flags: UInt32, vwt: UInt) {
        let vwt = Raw.word(metadata - 8)
        // `@convention(block)` function metadata has no value witness table without Objective-C
        // interop (Linux): the value is one pointer to a block.
        guard vwt >= 4096, vwt < 0x8000_0000_0000, vwt & 7 == 0 else { return (8, 8, 8, 0, 0) }
        let size = Int(Raw.word(vwt + 64))
        let stride = Int(Raw.word(vwt + 72))
        let flags = Raw.u32(vwt + 80)
        return (size, Int(flags & 0xFF) + 1, stride, flags, vwt)
    }

    func buildTypeLayout(_ metadata: UInt, depth: inout Int) -> TypeLayout {
        // A block is one pointer; never read the word before its metadata (not a value witness
        // table on Linux, and not always zero).
        if Raw.word(metadata) == MetadataKind.function.rawValue, (Raw.word(metadata + 8) >> 16) & 0xFF == 1 {
            return TypeLayout(
                metadata: metadata, size: 8, alignment: 8, stride: 8,
                slots: [Slot(offset: 0, label: "", kind: .object(.block))], problem: nil)
        }
        let vw = valueWitnesses(metadata)
        func make(_ slots: [Slot], _ problem: String? = nil) -> TypeLayout {
            TypeLayout(
                metadata: metadata, size: vw.size, alignment: vw.alignment, stride: vw.stride,
                slots: slots, problem: problem)
        }
        guard let kind = MetadataKind(word: Raw.word(metadata)) else {
            return make([], "unknown metadata kind")
        }
        switch kind {
        case .class, .foreignReferenceType:
            return make([Slot(offset: 0, label: "", kind: .object(.none))])
        case .struct:
            let (slots, problem) = structSlots(metadata)
            return make(slots, problem)
        case .enum, .optional:
            return enumLayout(metadata, vw: vw)
        case .tuple:
            let (slots, problem) = tupleSlots(metadata)
            return make(slots, problem)
        case .function:
            let convention = (Raw.word(metadata + 8) >> 16) & 0xFF
            if convention == 1 {  // a block: one pointer to a Block_layout
                return make([Slot(offset: 0, label: "", kind: .object(.block))])
            }
            return make(convention == 0 ? [Slot(offset: 0, label: "", kind: .function)] : [])
        case .existential:
            return make([Slot(offset: 0, label: "", kind: Self.existentialSlotKind(metadata))])
        case .opaque:
            if metadata == nativeObjectMetadata {
                return make([Slot(offset: 0, label: "", kind: .object(.none))])
            }
            if metadata == bridgeObjectMetadata {
                return make([Slot(offset: 0, label: "", kind: .bridgeObject)])
            }
            return make([])  // raw pointers, integers, bridge objects of strings
        case .metatype, .existentialMetatype, .extendedExistential, .objCClassWrapper:
            return make([], kind == .extendedExistential ? "extended existential not read" : nil)
        default:
            return make([], "values of metadata kind \(kind) not read")
        }
    }

    /// A tuple's elements at their offsets, labelled by name or position; the first problem.
    func tupleSlots(_ metadata: UInt) -> (slots: [Slot], problem: String?) {
        let count = Int(Raw.word(metadata + 8))
        let labelsAddress = Raw.word(metadata + 16)
        let labels =
            labelsAddress == 0
            ? [] : Raw.cString(labelsAddress).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var slots: [Slot] = []
        var problems: [String] = []
        for i in 0..<count {
            let element = metadata + 24 + UInt(i) * 16
            let offset = Int(Raw.u32(element + 8))
            let label = i < labels.count && !labels[i].isEmpty ? labels[i] : "\(i)"
            let sub = typeLayout(Raw.word(element))
            if let p = sub.problem { problems.append(p) }
            slots += sub.slots.map { $0.shifted(by: offset, prefix: label) }
        }
        return (slots, problems.first)
    }

    /// What an existential's first word is: an `Error` box or a class-bound existential's
    /// object (then witness tables), or an opaque existential's inline buffer.
    static func existentialSlotKind(_ metadata: UInt) -> SlotKind {
        let flags = Raw.u32(metadata + 8)
        let special = (flags >> 24) & 0x3F
        let anyConstraint = flags & 0x8000_0000 != 0
        if special == 1 || !anyConstraint { return .object(.none) }
        return .existential
    }

    /// Why a type name was not resolved, when this reader knows: "" otherwise.
    static func unresolved(_ nameAddress: UInt) -> String {
        guard nameAddress != 0 else { return "" }
        let length = MangledName.length(nameAddress)
        if let construct = MangledName.untrustedConstruct(nameAddress, length: length) {
            let shown =
                MangledName.printable(nameAddress, length: length)
                .flatMap { Symbols.demangle("$s" + $0 + "D") }.map { " `\($0)`" } ?? ""
            return " (\(construct)\(shown): the Swift runtime can abort the process resolving such a name outside "
                + "its generic context, so it is not asked)"
        }
        guard MangledName.blockShape(nameAddress, length: length) == .nested else { return "" }
        return " (it holds a @convention(block) function inside another type: the Swift runtime on Linux, without "
            + "Objective-C interop, crashes building such metadata, so it is not asked)"
    }

    /// Field records of a nominal type descriptor: (flags, mangled type name address, name).
    func fieldRecords(_ descriptor: UInt) -> [(flags: UInt32, typeName: UInt, name: String)]? {
        let fieldDescriptor = Raw.relative(descriptor + 16)
        guard fieldDescriptor != 0 else { return nil }
        let recordSize = UInt(Raw.u16(fieldDescriptor + 10))
        let count = Int(Raw.u32(fieldDescriptor + 12))
        var records: [(UInt32, UInt, String)] = []
        records.reserveCapacity(count)
        for i in 0..<count {
            let record = fieldDescriptor + 16 + UInt(i) * recordSize
            records.append((Raw.u32(record), Raw.relative(record + 4), Raw.cString(Raw.relative(record + 8))))
        }
        return records
    }

    /// Resolves a field's type and its ownership; nil type when the runtime cannot.
    func fieldType(_ nameAddress: UInt, context: UInt, genericArgs: UInt) -> (UInt?, ReferenceOwnership) {
        guard nameAddress != 0 else { return (nil, .strong) }
        let length = MangledName.length(nameAddress)
        let ownership = ReferenceOwnership.of(
            mangledSuffix: MangledName.plainSuffix(nameAddress, length: length, count: 2))
        return (MangledName.resolve(nameAddress, length: length, context: context, genericArgs: genericArgs), ownership)
    }

    /// Modules whose collections' storage fields mean nothing to a reader (`Deque._storage._buffer`):
    /// the field holding the collection names it.
    static let containerModules = [
        "Swift.", "DequeModule.", "HeapModule.", "OrderedCollections.",
        "HashTreeCollections.", "BitCollections.",
    ]

    func structSlots(_ metadata: UInt) -> ([Slot], String?) {
        let descriptor = Raw.word(metadata + 8)
        let numFields = Int(Raw.u32(descriptor + 20))
        let fovo = UInt(Raw.u32(descriptor + 24))
        guard numFields > 0 else { return ([], nil) }
        guard let records = fieldRecords(descriptor) else {
            return ([], "\(typeName(metadata)) has no reflection metadata (built with -disable-reflection-metadata?)")
        }
        var slots: [Slot] = []
        var problem: String?
        let name = typeName(metadata)
        let isStdlib = Self.containerModules.contains { name.hasPrefix($0) }
        for (i, record) in records.prefix(numFields).enumerated() {
            let offset = Int(Raw.u32(metadata + 8 * fovo + UInt(4 * i)))
            let (type, ownership) = fieldType(record.typeName, context: descriptor, genericArgs: metadata + 16)
            guard ownership == .strong else { continue }
            guard let type else {
                problem =
                    problem ?? "cannot resolve the type of \(typeName(metadata)).\(record.name)"
                    + Self.unresolved(record.typeName)
                continue
            }
            let sub = typeLayout(type)
            if problem == nil, let p = sub.problem { problem = p }
            // The stdlib's storage fields (`Array._buffer._storage`, `Dictionary._variant.object`)
            // mean nothing to a reader: the collection's own label says it all.
            let label = isStdlib ? "" : record.name
            slots += sub.slots.map { $0.shifted(by: offset, prefix: label) }
        }
        return (slots, problem)
    }

    func enumLayout(_ metadata: UInt, vw: (size: Int, alignment: Int, stride: Int, flags: UInt32, vwt: UInt))
        -> TypeLayout
    {
        func make(_ slots: [Slot], _ problem: String? = nil) -> TypeLayout {
            TypeLayout(
                metadata: metadata, size: vw.size, alignment: vw.alignment, stride: vw.stride,
                slots: slots, problem: problem)
        }
        let descriptor = Raw.word(metadata + 8)
        let payloadCount = Int(Raw.u32(descriptor + 20) & 0x00FF_FFFF)
        guard payloadCount > 0 else { return make([]) }
        guard let records = fieldRecords(descriptor) else {
            return make(
                [], "\(typeName(metadata)) has no reflection metadata (built with -disable-reflection-metadata?)")
        }
        var cases: [EnumCase] = []
        var problem: String?
        var anySlots = false
        let isOptional = Raw.word(metadata) == MetadataKind.optional.rawValue
        for record in records {
            guard record.typeName != 0 else {
                cases.append(EnumCase(name: record.name, payload: nil, isIndirect: false))
                continue
            }
            let indirect = record.flags & 1 != 0
            let (type, ownership) = fieldType(record.typeName, context: descriptor, genericArgs: metadata + 16)
            if indirect {
                anySlots = true
                cases.append(
                    EnumCase(
                        name: record.name, payload: nil, isIndirect: true,
                        indirectType: ownership == .strong ? type ?? 0 : 0))
                continue
            }
            guard ownership == .strong, let type else {
                if type == nil {
                    problem = problem ?? "cannot resolve the payload of \(typeName(metadata)).\(record.name)"
                }
                cases.append(EnumCase(name: record.name, payload: nil, isIndirect: false))
                continue
            }
            let sub = typeLayout(type)
            if problem == nil, let p = sub.problem { problem = p }
            if !sub.slots.isEmpty { anySlots = true }
            // `Optional.some` is how every optional value looks: say nothing.
            cases.append(EnumCase(name: isOptional ? "" : record.name, payload: sub, isIndirect: false))
        }
        guard anySlots else { return make([], problem) }
        // Optional of a single reference: nil is an extra inhabitant of the reference itself.
        if Raw.word(metadata) == MetadataKind.optional.rawValue, cases.count == 2,
            let payload = cases[0].payload, payload.size == vw.size, payload.slots.count == 1,
            payload.slots[0].offset == 0
        {
            switch payload.slots[0].kind {
            case .object, .function: return make([Slot(offset: 0, label: "", kind: payload.slots[0].kind)], problem)
            default: break
            }
        }
        guard vw.flags & 0x0020_0000 != 0 else { return make([], "enum without enum witnesses") }
        let layout = EnumLayout(
            metadata: metadata, size: vw.size, getEnumTag: Raw.word(vw.vwt + 88),
            projectEnumData: Raw.word(vw.vwt + 96), cases: cases)
        return make([Slot(offset: 0, label: "", kind: .enumValue(layout))], problem)
    }
}
