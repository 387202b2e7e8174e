import CSwiftRuntime
import Foundation
import Synchronization

/// What a heap object found through a slot is expected to be: the slot's static type says more
/// than the object's metadata can (a `var` box and a closure context share metadata kind 0x400).
enum HeapHint: UInt8 {
    /// Nothing known.
    case none
    /// A box for a captured `var` or an indirect enum payload.
    case box
    /// A box holding a `weak`/`unowned` capture: its content is never an edge.
    case weakBox
    /// The heap box of an existential too large to sit inline.
    case existentialBox
    /// The context of a thick function value.
    case context
    /// A C block (`@convention(block)`): a `Block_layout`, not a Swift heap object.
    case block
}

/// How to find strong references at one place inside a value.
enum SlotKind {
    /// A native strong reference (a value below 4096 is nil or an extra inhabitant).
    case object(HeapHint)
    /// A thick Swift function: code pointer, then its refcounted context.
    case function
    /// A `Builtin.BridgeObject`: a native reference when no tag bits are set (collections'
    /// storage), something else (a string's inline bits) otherwise.
    case bridgeObject
    /// An enum whose live case decides which payload slots exist.
    case enumValue(EnumLayout)
    /// A type-erased value (`Any`, a protocol type): its dynamic type decides.
    case existential
    /// A field of a noncopyable type (`Atomic`, `Mutex`, a type of the program's own): the
    /// compiler's field record names it through an accessor that answers `()`, so its type is
    /// unknown. Only its `length` bytes are known; `field` is `Class.name`, for the warning.
    case hiddenNoncopyable(length: Int, field: String)
}

/// One place inside a value that may hold a strong reference.
struct Slot {
    /// Byte offset from the start of the value.
    var offset: Int
    /// Human label path, e.g. `state.handler`.
    var label: String
    /// How to read it.
    var kind: SlotKind

    func shifted(by delta: Int, prefix: String) -> Slot {
        Slot(offset: offset + delta, label: Self.join(prefix, label), kind: kind)
    }

    static func join(_ prefix: String, _ label: String) -> String {
        if prefix.isEmpty { return label }
        if label.isEmpty { return prefix }
        if label.hasPrefix("[") { return prefix + label }
        return prefix + "." + label
    }
}

/// Where strong references can sit in a value of one type, computed once per type metadata.
final class TypeLayout: Sendable {
    /// Type metadata address.
    let metadata: UInt
    /// Size of a value in bytes.
    let size: Int
    /// Alignment in bytes.
    let alignment: Int
    /// Stride in bytes (array element spacing).
    let stride: Int
    /// Reference slots.
    let slots: [Slot]
    /// Why part of the type could not be read (nil: fully understood).
    let problem: String?

    init(metadata: UInt, size: Int, alignment: Int, stride: Int, slots: [Slot], problem: String?) {
        self.metadata = metadata
        self.size = size
        self.alignment = alignment
        self.stride = stride
        self.slots = slots
        self.problem = problem
    }
}

/// One case of an enum: its payload's layout, or nil for a case without payload.
struct EnumCase {
    var name: String
    var payload: TypeLayout?
    var isIndirect: Bool
    /// For an indirect case: the payload's type metadata (0 when unknown). Its layout is asked
    /// for only when a box is read, never while the enum's own layout is being built (the
    /// payload usually contains the enum).
    var indirectType: UInt = 0
}

/// An enum with payload cases that hold references: the live case is asked of the runtime.
final class EnumLayout: Sendable {
    let metadata: UInt
    let size: Int
    let getEnumTag: UInt
    let projectEnumData: UInt
    /// Payload cases first, in tag order, then the empty cases.
    let cases: [EnumCase]

    init(metadata: UInt, size: Int, getEnumTag: UInt, projectEnumData: UInt, cases: [EnumCase]) {
        self.metadata = metadata
        self.size = size
        self.getEnumTag = getEnumTag
        self.projectEnumData = projectEnumData
        self.cases = cases
    }
}

/// What a class instance holds beyond its declared fields.
enum ClassSpecial {
    case none
    /// `_ContiguousArrayStorage<Element>`: tail-allocated elements.
    case arrayStorage(element: TypeLayout)
    /// `_DictionaryStorage<Key, Value>`: keys and values in hashed buckets.
    case dictionaryStorage(key: TypeLayout, value: TypeLayout, fields: [String: Int])
    /// `_SetStorage<Element>`.
    case setStorage(element: TypeLayout, fields: [String: Int])
    /// Dispatch's `DispatchSource`: the C source (`__wrapped`, at this offset) keeps its
    /// handlers' blocks in its refs structure.
    case dispatchSource(wrapped: Int)
    /// Foundation's `OperationQueue`: a list of the operations it holds (retained through
    /// `Unmanaged`), from the queue's `__firstOperation` along each `__nextOperation`.
    case operationQueue(first: Int, next: Int)
    /// A `ManagedBuffer<Header, Element>` subclass: elements tail-allocated at `elementOffset`.
    /// How many are initialized is known only for headers this reader understands (`count`).
    case managedBuffer(element: TypeLayout, elementOffset: Int, count: ManagedBufferCount)
}

/// Where a `ManagedBuffer`'s header says which of its elements are initialized.
enum ManagedBufferCount {
    /// swift-collections' `Deque` storage: a ring buffer of `capacity` slots holding `count`
    /// elements from slot `startSlot` on, wrapping at the end (offsets of the three Ints).
    case ring(capacity: Int, count: Int, start: Int)
    /// A header this reader does not understand: its type name, for the warning.
    case unknown(header: String)
}

/// How to read a heap object with given metadata.
enum HeapLayout {
    /// A class instance: fields at absolute offsets (inherited ones included).
    case classInstance(name: String, instanceSize: Int, slots: [Slot], special: ClassSpecial,
                       role: NodeRole, problem: String?)
    /// A closure context or non-generic box (metadata kind 0x400): captures at absolute offsets.
    case captures(slots: [Slot], captureTypes: [String], size: Int, problem: String?)
    /// A closure context of a generic closure: its capture types depend on the metadata the
    /// context carries (its bindings), so the layout is made per set of bindings.
    case genericCaptures(bindings: Int, offsetToBindings: Int)
    /// A generic box (kind 0x500): one value of a known type at an offset.
    case genericBox(offset: Int, content: TypeLayout)
    /// Something this reader does not understand.
    case opaque(String)
}

/// Extra meaning a class has for the report.
/// Why a class's layout could not be read.
struct OpaqueReason: Error {
    var text: String
    init(_ text: String) { self.text = text }
}

/// A closure context's captures laid out so far: the next free offset, the strong slots, each
/// capture's type name and the first problem.
struct CaptureFields {
    var offset: Int
    var slots: [Slot] = []
    var names: [String] = []
    var problem: String?

    /// Moves the offset up to a multiple of `alignment` (a power of two).
    mutating func align(to alignment: Int) { offset = (offset + alignment - 1) & ~(alignment - 1) }
}

/// What an instance's stored properties come to, class by class.
struct ClassFields {
    var slots: [Slot] = []
    var offsets: [String: Int] = [:]
    var problem: String?
    var role = NodeRole.plain
}

enum NodeRole {
    case plain, thread, timer
}

/// Reads type metadata into layouts, caching per metadata address for the life of the process
/// (type metadata is never freed).
final class LayoutCache: Sendable {
    static let shared = LayoutCache()

    private struct State {
        var types: [UInt: TypeLayout] = [:]
        var heaps: [UInt: HeapLayout] = [:]
        /// Layouts of generic closure contexts by metadata and bindings.
        var generic: [[UInt]: HeapLayout] = [:]
    }
    private let state = Mutex(State())

    /// Metadata of `Builtin.NativeObject`: fields of that type are strong references.
    let nativeObjectMetadata: UInt
    /// Metadata of `Builtin.BridgeObject`: Dictionary and Set keep their storage in one.
    let bridgeObjectMetadata: UInt
    let stringMetadata = unsafeBitCast(String.self as Any.Type, to: UInt.self)
    let emptyTupleMetadata = unsafeBitCast(Void.self as Any.Type, to: UInt.self)

    private init() {
        func builtin(_ name: String) -> UInt {
            name.withCString { p in
                MangledName.resolve(UInt(bitPattern: p), length: 2, context: 0, genericArgs: 0) ?? 0
            }
        }
        nativeObjectMetadata = builtin("Bo")
        bridgeObjectMetadata = builtin("Bb")
    }

    // MARK: value types

    /// The layout of values of the type with metadata `metadata` (already known readable).
    func typeLayout(_ metadata: UInt) -> TypeLayout {
        if let cached = state.withLock({ $0.types[metadata] }) { return cached }
        var depth = 0
        let layout = buildTypeLayout(metadata, depth: &depth)
        state.withLock { $0.types[metadata] = layout }
        return layout
    }

    private func valueWitnesses(_ metadata: UInt) -> (size: Int, alignment: Int, stride: Int, flags: UInt32, vwt: UInt) {
        let vwt = Raw.word(metadata - 8)
        // `@convention(block)` function metadata has no value witness table without Objective-C
        // interop (Linux): the value is one pointer to a block.
        guard vwt >= 4096, vwt < 0x8000_0000_0000, vwt & 7 == 0 else { return (8, 8, 8, 0, 0) }
        let size = Int(Raw.word(vwt + 64))
        let stride = Int(Raw.word(vwt + 72))
        let flags = Raw.u32(vwt + 80)
        return (size, Int(flags & 0xFF) + 1, stride, flags, vwt)
    }

    private func buildTypeLayout(_ metadata: UInt, depth: inout Int) -> TypeLayout {
        // A block is one pointer; never read the word before its metadata (not a value witness
        // table on Linux, and not always zero).
        if Raw.word(metadata) == MetadataKind.function.rawValue, (Raw.word(metadata + 8) >> 16) & 0xFF == 1 {
            return TypeLayout(metadata: metadata, size: 8, alignment: 8, stride: 8,
                              slots: [Slot(offset: 0, label: "", kind: .object(.block))], problem: nil)
        }
        let vw = valueWitnesses(metadata)
        func make(_ slots: [Slot], _ problem: String? = nil) -> TypeLayout {
            TypeLayout(metadata: metadata, size: vw.size, alignment: vw.alignment, stride: vw.stride,
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
    private func tupleSlots(_ metadata: UInt) -> (slots: [Slot], problem: String?) {
        let count = Int(Raw.word(metadata + 8))
        let labelsAddress = Raw.word(metadata + 16)
        let labels = labelsAddress == 0 ? [] : Raw.cString(labelsAddress).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
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
    private static func existentialSlotKind(_ metadata: UInt) -> SlotKind {
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
            let shown = MangledName.printable(nameAddress, length: length)
                .flatMap { Symbols.demangle("$s" + $0 + "D") }.map { " `\($0)`" } ?? ""
            return " (\(construct)\(shown): the Swift runtime can abort the process resolving such a name outside "
                + "its generic context, so it is not asked)"
        }
        guard MangledName.blockShape(nameAddress, length: length) == .nested else { return "" }
        return " (it holds a @convention(block) function inside another type: the Swift runtime on Linux, without "
            + "Objective-C interop, crashes building such metadata, so it is not asked)"
    }

    /// Field records of a nominal type descriptor: (flags, mangled type name address, name).
    private func fieldRecords(_ descriptor: UInt) -> [(flags: UInt32, typeName: UInt, name: String)]? {
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
    private func fieldType(_ nameAddress: UInt, context: UInt, genericArgs: UInt) -> (UInt?, ReferenceOwnership) {
        guard nameAddress != 0 else { return (nil, .strong) }
        let length = MangledName.length(nameAddress)
        let ownership = ReferenceOwnership.of(mangledSuffix: MangledName.plainSuffix(nameAddress, length: length, count: 2))
        return (MangledName.resolve(nameAddress, length: length, context: context, genericArgs: genericArgs), ownership)
    }

    /// Modules whose collections' storage fields mean nothing to a reader (`Deque._storage._buffer`):
    /// the field holding the collection names it.
    static let containerModules = ["Swift.", "DequeModule.", "HeapModule.", "OrderedCollections.",
                                   "HashTreeCollections.", "BitCollections."]

    private func structSlots(_ metadata: UInt) -> ([Slot], String?) {
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
                problem = problem ?? "cannot resolve the type of \(typeName(metadata)).\(record.name)" + Self.unresolved(record.typeName)
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

    private func enumLayout(_ metadata: UInt, vw: (size: Int, alignment: Int, stride: Int, flags: UInt32, vwt: UInt)) -> TypeLayout {
        func make(_ slots: [Slot], _ problem: String? = nil) -> TypeLayout {
            TypeLayout(metadata: metadata, size: vw.size, alignment: vw.alignment, stride: vw.stride,
                       slots: slots, problem: problem)
        }
        let descriptor = Raw.word(metadata + 8)
        let payloadCount = Int(Raw.u32(descriptor + 20) & 0x00FF_FFFF)
        guard payloadCount > 0 else { return make([]) }
        guard let records = fieldRecords(descriptor) else {
            return make([], "\(typeName(metadata)) has no reflection metadata (built with -disable-reflection-metadata?)")
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
                cases.append(EnumCase(name: record.name, payload: nil, isIndirect: true,
                                      indirectType: ownership == .strong ? type ?? 0 : 0))
                continue
            }
            guard ownership == .strong, let type else {
                if type == nil { problem = problem ?? "cannot resolve the payload of \(typeName(metadata)).\(record.name)" }
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
           payload.slots[0].offset == 0 {
            switch payload.slots[0].kind {
            case .object, .function: return make([Slot(offset: 0, label: "", kind: payload.slots[0].kind)], problem)
            default: break
            }
        }
        guard vw.flags & 0x0020_0000 != 0 else { return make([], "enum without enum witnesses") }
        let layout = EnumLayout(metadata: metadata, size: vw.size, getEnumTag: Raw.word(vw.vwt + 88),
                                projectEnumData: Raw.word(vw.vwt + 96), cases: cases)
        return make([Slot(offset: 0, label: "", kind: .enumValue(layout))], problem)
    }

    // MARK: heap objects

    /// The layout of heap objects with metadata `metadata` of kind `kind`.
    func heapLayout(_ metadata: UInt, kind: MetadataKind, memory: inout ReadableMemory) -> HeapLayout {
        if let cached = state.withLock({ $0.heaps[metadata] }) { return cached }
        let layout: HeapLayout
        switch kind {
        case .class: layout = classLayout(metadata, memory: &memory)
        case .heapLocalVariable: layout = captureLayout(metadata, memory: &memory)
        case .heapGenericLocalVariable:
            let offset = Int(Raw.u32(metadata + 8))
            let boxed = Raw.word(metadata + 16)
            if isPlausibleValueMetadata(boxed, memory: &memory) {
                layout = .genericBox(offset: offset, content: typeLayout(boxed))
            } else {
                layout = .opaque("box of unreadable type")
            }
        default: layout = .opaque("heap object of metadata kind \(kind)")
        }
        // Unreadable layouts are not remembered: the address may have been garbage that real
        // metadata (generic metadata lives on the heap) occupies later.
        if case .opaque = layout { return layout }
        state.withLock { $0.heaps[metadata] = layout }
        return layout
    }

    /// Whether `metadata` looks like the type metadata of a value: a known kind, readable value
    /// witnesses, and for nominal types a descriptor of the matching kind inside an image.
    /// Used where metadata comes from memory that was not described by a descriptor (the
    /// dynamic type of an existential, the type of a generic box).
    func isPlausibleValueMetadata(_ metadata: UInt, memory: inout ReadableMemory) -> Bool {
        guard metadata & 7 == 0, memory.isReadable(metadata &- 8, length: 32),
              let kind = MetadataKind(word: Raw.word(metadata)),
              memory.isReadable(Raw.word(metadata &- 8), length: 88) else { return false }
        switch kind {
        case .struct, .enum, .optional:
            let descriptor = Raw.word(metadata + 8)
            guard memory.isInImage(descriptor, length: 28) else { return false }
            let descriptorKind = Raw.u32(descriptor) & 0x1F
            return descriptorKind == (kind == .struct ? 17 : 18)
        case .class:
            return memory.isReadable(metadata, length: 48) && memory.isInImage(Raw.word(metadata + 40), length: 44)
                && Raw.u32(Raw.word(metadata + 40)) & 0x1F == 16
        case .tuple:
            return memory.isReadable(metadata, length: 24) && Raw.word(metadata + 8) < 1 << 16
                && memory.isReadable(metadata + 24, length: 16 * Int(Raw.word(metadata + 8)))
        case .function, .existential, .metatype, .existentialMetatype, .opaque:
            return true
        default:
            return false
        }
    }

    /// Human type name of any metadata.
    func typeName(_ metadata: UInt, qualified: Bool = true) -> String {
        Self.readable(_typeName(unsafeBitCast(metadata, to: Any.Type.self), qualified: qualified))
    }

    /// Drops the `(unknown context at $5602b8d63bdc).` segments private and local types carry.
    static func readable(_ name: String) -> String {
        guard name.contains("(unknown context at ") else { return name }
        var result = ""
        var rest = Substring(name)
        while let range = rest.range(of: "(unknown context at ") {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            if let close = rest.firstIndex(of: ")") {
                rest = rest[rest.index(after: close)...]
                if rest.hasPrefix(".") { rest = rest.dropFirst() }
            }
        }
        return result + rest
    }

    private func classLayout(_ metadata: UInt, memory: inout ReadableMemory) -> HeapLayout {
        let chain: [UInt]
        switch classChain(metadata, memory: &memory) {
        case .success(let classes): chain = classes
        case .failure(let reason): return .opaque(reason.text)
        }
        var fields = ClassFields()
        for klass in chain.reversed() {  // superclass fields first, as they are laid out
            addFields(of: klass, to: &fields, memory: &memory)
        }
        let name = typeName(metadata)
        return .classInstance(name: name, instanceSize: Int(Raw.u32(metadata + 24)), slots: fields.slots,
                              special: specialStorage(metadata, name: name, chain: chain, fields: fields.offsets, memory: &memory),
                              role: fields.role, problem: fields.problem)
    }

    /// The class and its superclasses, each checked readable (metadata, descriptor, field
    /// records and their names); the reason when one is not.
    private func classChain(_ metadata: UInt, memory: inout ReadableMemory) -> Result<[UInt], OpaqueReason> {
        var chain: [UInt] = []
        var current = metadata
        while current != 0 {
            guard memory.isReadable(current, length: 56), MetadataKind(word: Raw.word(current)) == .class else {
                return .failure(OpaqueReason("class metadata unreadable"))
            }
            let descriptor = Raw.word(current + 40)
            guard memory.isInImage(descriptor, length: 44), Raw.u32(descriptor) & 0x1F == 16 else {
                return .failure(OpaqueReason("class descriptor unreadable"))
            }
            // Field records and their names live in the image too: check before reading them.
            let fields = Raw.relative(descriptor + 16)
            if fields != 0 {
                guard memory.isInImage(fields, length: 16) else { return .failure(OpaqueReason("field descriptor unreadable")) }
                let size = Int(Raw.u16(fields + 10))
                let count = Int(Raw.u32(fields + 12))
                guard size >= 12, count < 1 << 16, memory.isInImage(fields + 16, length: size * count) else {
                    return .failure(OpaqueReason("field records unreadable"))
                }
                for i in 0..<count {
                    let record = fields + 16 + UInt(i * size)
                    let typeName = Raw.relative(record + 4)
                    let name = Raw.relative(record + 8)
                    guard (typeName == 0 || memory.isInImage(typeName, length: 1)),
                          (name == 0 || memory.isInImage(name, length: 1)) else {
                        return .failure(OpaqueReason("field record names unreadable"))
                    }
                }
            }
            chain.append(current)
            current = Raw.word(current + 8)
            if chain.count > 64 { return .failure(OpaqueReason("class hierarchy too deep")) }
        }
        return .success(chain)
    }

    /// What a class's own stored properties add to an instance's layout (its superclasses'
    /// come first, as they are laid out): strong slots, offsets by name, the first problem, and
    /// the Thread/Timer role.
    private func addFields(of klass: UInt, to fields: inout ClassFields, memory: inout ReadableMemory) {
        let descriptor = Raw.word(klass + 40)
        let flags = Raw.u32(descriptor)
        let numFields = Int(Raw.u32(descriptor + 36))
        let className = typeName(klass)
        if className == "Foundation.Thread" { fields.role = .thread }
        if className == "Foundation.Timer" { fields.role = .timer }
        guard numFields > 0 else { return }
        guard let records = fieldRecords(descriptor) else {
            fields.problem = fields.problem ?? "\(className) has no reflection metadata (built with -disable-reflection-metadata?)"
            return
        }
        var vectorBase = klass + 8 * UInt(Raw.u32(descriptor + 40))
        if flags & (1 << 29) != 0 {  // resilient superclass: offsets start at the stored bounds
            let bounds = Raw.relative(descriptor + 24)
            guard bounds != 0, memory.isReadable(bounds, length: 8) else {
                fields.problem = fields.problem ?? "\(className) has a resilient superclass whose bounds are unknown"
                return
            }
            vectorBase = UInt(bitPattern: Int(bitPattern: klass) &+ Int(bitPattern: Raw.word(bounds))) + 8 * UInt(Raw.u32(descriptor + 40))
        }
        var genericArgs: UInt = 0
        if flags & 0x80 != 0 {
            let positive = Raw.u32(descriptor + 28)
            let immediate = Raw.u32(descriptor + 32)
            genericArgs = klass + 8 * UInt(positive &- immediate)
        }
        // Where each field ends: the next field's offset, or the end of the instance.
        let offsets = (0..<min(numFields, records.count)).map { Int(Raw.word(vectorBase + 8 * UInt($0))) }
        for (i, record) in records.prefix(numFields).enumerated() {
            let offset = offsets[i]
            let end = offsets.filter { $0 > offset }.min() ?? Int(Raw.u32(klass + 24))
            fields.offsets[record.name] = offset
            let (type, ownership) = fieldType(record.typeName, context: descriptor, genericArgs: genericArgs)
            guard ownership == .strong else { continue }
            guard let type else {
                fields.problem = fields.problem ?? "cannot resolve the type of \(className).\(record.name)" + Self.unresolved(record.typeName)
                continue
            }
            let sub = typeLayout(type)
            if fields.problem == nil, let p = sub.problem { fields.problem = p }
            if sub.size == 0 && sub.metadata == emptyTupleMetadata && end - offset > 0 {
                // The compiler names noncopyable field types (`Atomic<Int>`, `Mutex<State>`)
                // through an accessor that returns `()`: what the field holds is read
                // when an object is walked (an Atomic holds plain bits, a Mutex may hold
                // references, which can then only be named).
                fields.slots.append(Slot(offset: offset, label: record.name,
                                         kind: .hiddenNoncopyable(length: end - offset, field: "\(className).\(record.name)")))
                continue
            }
            var label = record.name
            if fields.role == .thread && record.name == "_main" { label = "thread entry block" }
            if fields.role == .timer && record.name == "_fire" { label = "timer block" }
            fields.slots += sub.slots.map { $0.shifted(by: offset, prefix: label) }
        }
    }

    /// The storage beyond stored properties that a class of this name and hierarchy has
    /// (collection storage, dispatch sources, operation queues, ManagedBuffer elements).
    private func specialStorage(_ metadata: UInt, name: String, chain: [UInt], fields: [String: Int],
                                memory: inout ReadableMemory) -> ClassSpecial {
        let genericArgs = { () -> UInt in
            let d = Raw.word(metadata + 40)
            return metadata + 8 * UInt(Raw.u32(d + 28) &- Raw.u32(d + 32))
        }
        if name.hasPrefix("Swift._ContiguousArrayStorage<") {
            return .arrayStorage(element: typeLayout(Raw.word(genericArgs())))
        } else if name.hasPrefix("Swift._DictionaryStorage<") {
            let args = genericArgs()
            return .dictionaryStorage(key: typeLayout(Raw.word(args)), value: typeLayout(Raw.word(args + 8)), fields: fields)
        } else if name.hasPrefix("Swift._SetStorage<") {
            return .setStorage(element: typeLayout(Raw.word(genericArgs())), fields: fields)
        } else if let wrapped = fields["__wrapped"], chain.contains(where: { typeName($0) == "Dispatch.DispatchSource" }) {
            return .dispatchSource(wrapped: wrapped)
        } else if let first = fields["__firstOperation"], chain.contains(where: { typeName($0) == "Foundation.OperationQueue" }),
                  let next = classFieldOffsets(unsafeBitCast(Operation.self as AnyClass, to: UInt.self))["__nextOperation"] {
            return .operationQueue(first: first, next: next)
        } else if let buffer = chain.first(where: { typeName($0).hasPrefix("Swift.ManagedBuffer<") }) {
            return managedBufferLayout(buffer, memory: &memory)
        }
        return .none
    }

    /// The elements of a `ManagedBuffer<Header, Element>` (metadata `buffer`, a superclass of
    /// the object's class): the header sits after the heap header at its alignment, the
    /// elements after the header at theirs (as `ManagedBufferPointer` computes them).
    private func managedBufferLayout(_ buffer: UInt, memory: inout ReadableMemory) -> ClassSpecial {
        let descriptor = Raw.word(buffer + 40)
        let args = buffer + 8 * UInt(Raw.u32(descriptor + 28) &- Raw.u32(descriptor + 32))
        guard memory.isReadable(args, length: 16) else { return .none }
        let header = Raw.word(args), elementType = Raw.word(args + 8)
        guard isPlausibleValueMetadata(header, memory: &memory), isPlausibleValueMetadata(elementType, memory: &memory) else {
            return .none
        }
        let headerLayout = typeLayout(header)
        let element = typeLayout(elementType)
        let headerOffset = (16 + headerLayout.alignment - 1) & ~(headerLayout.alignment - 1)
        let elementOffset = (headerOffset + headerLayout.size + element.alignment - 1) & ~(element.alignment - 1)
        let headerName = typeName(header)
        if headerName.hasSuffix("._DequeBufferHeader"), Raw.word(header) == MetadataKind.struct.rawValue {
            let fields = structFieldOffsets(header)
            if let capacity = fields["capacity"], let count = fields["count"], let start = fields["startSlot"] {
                return .managedBuffer(element: element, elementOffset: elementOffset,
                                      count: .ring(capacity: headerOffset + capacity, count: headerOffset + count,
                                                   start: headerOffset + start))
            }
        }
        return .managedBuffer(element: element, elementOffset: elementOffset, count: .unknown(header: headerName))
    }

    /// Stored property offsets of a (non-generic, non-resilient) class's own fields, by name.
    private func classFieldOffsets(_ metadata: UInt) -> [String: Int] {
        let descriptor = Raw.word(metadata + 40)
        let numFields = Int(Raw.u32(descriptor + 36))
        let vectorBase = metadata + 8 * UInt(Raw.u32(descriptor + 40))
        guard Raw.u32(descriptor) & (1 << 29 | 0x80) == 0, let records = fieldRecords(descriptor) else { return [:] }
        var offsets: [String: Int] = [:]
        for (i, record) in records.prefix(numFields).enumerated() {
            offsets[record.name] = Int(Raw.word(vectorBase + 8 * UInt(i)))
        }
        return offsets
    }

    /// Stored property offsets of a struct, by name.
    private func structFieldOffsets(_ metadata: UInt) -> [String: Int] {
        let descriptor = Raw.word(metadata + 8)
        let numFields = Int(Raw.u32(descriptor + 20))
        let fovo = UInt(Raw.u32(descriptor + 24))
        guard let records = fieldRecords(descriptor) else { return [:] }
        var offsets: [String: Int] = [:]
        for (i, record) in records.prefix(numFields).enumerated() {
            offsets[record.name] = Int(Raw.u32(metadata + 8 * fovo + UInt(4 * i)))
        }
        return offsets
    }

    /// The layout of a generic closure context with these bindings (metadata and witness
    /// tables stored at the start of the context).
    func genericCaptureLayout(_ metadata: UInt, bindings: [UInt], memory: inout ReadableMemory) -> HeapLayout {
        let key = [metadata] + bindings
        if let cached = state.withLock({ $0.generic[key] }) { return cached }
        let layout = captureLayout(metadata, bindings: bindings, memory: &memory)
        state.withLock { $0.generic[key] = layout }
        return layout
    }

    private func captureLayout(_ metadata: UInt, bindings: [UInt]? = nil, memory: inout ReadableMemory) -> HeapLayout {
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
            guard nameAddress != 0 else { captures.problem = "capture #\(i + 1) has no type"; break }
            guard addCapture(number: i + 1, typeName: nameAddress, environment: environment, to: &captures) else { break }
        }
        return .captures(slots: captures.slots, captureTypes: captures.names, size: captures.offset, problem: captures.problem)
    }

    /// Why a capture descriptor (counts, then one type name per capture and the metadata
    /// sources) cannot be read, or nil when it can.
    private static func unreadableCaptureDescriptor(_ descriptor: UInt, memory: inout ReadableMemory) -> String? {
        guard memory.isInImage(descriptor, length: 12) else { return "capture descriptor unreadable" }
        let numCaptures = Int(Raw.u32(descriptor))
        let numSources = Int(Raw.u32(descriptor + 4))
        let numBindings = Int(Raw.u32(descriptor + 8))
        guard numCaptures < 1 << 16, numSources < 1 << 16, numBindings < 1 << 16,
              memory.isInImage(descriptor + 12, length: 4 * numCaptures + 8 * numSources) else {
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
    private func addCapture(number: Int, typeName nameAddress: UInt, environment: GenericEnvironment?,
                            to captures: inout CaptureFields) -> Bool {
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
            captures.slots.append(Slot(offset: captures.offset, label: "capture #\(number) (box)", kind: .object(inner == .strong ? .box : .weakBox)))
            captures.names.append(inner == .strong ? "box" : "\(inner.rawValue) box")
            captures.offset += 8
            return true
        }
        // A box of a generic `var` (`{ var T.Iterator } <T: P> <T> XX`): a strong reference to
        // a box whose own metadata says what it holds; a weak variable's field is `Xw`.
        if plain.suffix(2).elementsEqual("XX".utf8) {
            let all = MangledName.plainSuffix(nameAddress, length: length, count: length)
            let weak = zip(all, all.dropFirst()).contains { $0 == UInt8(ascii: "X") && [UInt8(ascii: "w"), UInt8(ascii: "o"), UInt8(ascii: "u")].contains($1) }
            captures.align(to: 8)
            captures.slots.append(Slot(offset: captures.offset, label: "capture #\(number) (box)", kind: .object(weak ? .weakBox : .box)))
            captures.names.append(weak ? "weak box" : "box")
            captures.offset += 8
            return true
        }
        guard let type = MangledName.resolve(nameAddress, length: length, context: 0, genericArgs: 0)
                ?? environment?.resolve(nameAddress, length: length) else {
            if addFunctionCapture(number: number, typeName: nameAddress, length: length, plain: plain, to: &captures) { return true }
            if addFunctionTupleCapture(number: number, typeName: nameAddress, length: length, environment: environment, to: &captures) { return true }
            captures.problem = "capture #\(number) of a closure has a type that cannot be resolved" + Self.unresolved(nameAddress)
            return false
        }
        let sub = typeLayout(type)
        captures.align(to: sub.alignment)
        let shortName = typeName(type, qualified: false)
        captures.names.append(shortName)
        if ReferenceOwnership.of(mangledSuffix: Array(plain.suffix(2))) == .strong {
            if captures.problem == nil, let p = sub.problem { captures.problem = p }
            captures.slots += sub.slots.map { $0.shifted(by: captures.offset, prefix: "capture #\(number) (\(shortName))") }
        }
        captures.offset += sub.size
        return true
    }

    /// SIL function types (`Ieg_`, reabstraction thunks) do not resolve: a thick function is
    /// a code pointer and a context, a thin one just code. `Optional` of one (`..._Sg`, e.g. a
    /// captured `(() -> Void)?`) has the same layout: nil is an extra inhabitant of the code
    /// pointer, which the function slot skips. False when the type is no such function.
    private func addFunctionCapture(number: Int, typeName nameAddress: UInt, length: Int, plain: [UInt8],
                                    to captures: inout CaptureFields) -> Bool {
        let optional = plain.suffix(3).elementsEqual("_Sg".utf8)
        guard plain.last == UInt8(ascii: "_") || optional,
              let thick = Self.silFunctionIsThick(nameAddress, length: optional ? length - 2 : length) else { return false }
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
    private func addFunctionTupleCapture(number: Int, typeName nameAddress: UInt, length: Int, environment: GenericEnvironment?,
                                         to captures: inout CaptureFields) -> Bool {
        guard let (thick, restStart) = Self.leadingFunctionTuple(nameAddress, length: length),
              let rest = MangledName.resolve(nameAddress + UInt(restStart), length: length - restStart - 1,
                                             context: 0, genericArgs: 0)
                ?? environment?.resolve(nameAddress + UInt(restStart), length: length - restStart - 1) else { return false }
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
              Raw.byte(address + UInt(length - 1)) == UInt8(ascii: "t") else { return nil }
        var j = 1
        while j < length - 1 {
            let c = Raw.byte(address + UInt(j))
            if c == UInt8(ascii: "_") { break }
            // Attributes are plain letters; anything else is not this shape.
            guard (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) else { return nil }
            j += 1
        }
        guard j + 2 < length - 1, Raw.byte(address + UInt(j + 1)) == UInt8(ascii: "_"),
              let thick = silFunctionIsThick(address, length: j + 1) else { return nil }
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
            if c >= 0x01 && c <= 0x17 { bytes.append(0); i += 5 } else if c >= 0x18 && c <= 0x1F {
                bytes.append(0); i += 9
            } else { bytes.append(c); i += 1 }
        }
        guard let iIndex = bytes.lastIndex(of: UInt8(ascii: "I")) else { return nil }
        var j = iIndex + 1
        // Escaping (`e`), substitutions (`s`, `P`, `p`), erased isolation (`A`: `@isolated(any)`,
        // e.g. a Task's operation, stored as code and context like any thick function).
        while j < bytes.count, [UInt8(ascii: "e"), UInt8(ascii: "s"), UInt8(ascii: "P"), UInt8(ascii: "p"),
                                UInt8(ascii: "A")].contains(bytes[j]) { j += 1 }
        guard j < bytes.count else { return nil }
        switch bytes[j] {
        case UInt8(ascii: "t"): return false
        case UInt8(ascii: "y"), UInt8(ascii: "g"), UInt8(ascii: "x"):
            if j + 1 < bytes.count, [UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "M"), UInt8(ascii: "O"), UInt8(ascii: "W")].contains(bytes[j + 1]) {
                return false
            }
            return true
        default: return nil
        }
    }
}
