import CSwiftRuntime
import Foundation
import Synchronization

extension LayoutCache {

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
            memory.isReadable(Raw.word(metadata &- 8), length: 88)
        else { return false }
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

    func classLayout(_ metadata: UInt, memory: inout ReadableMemory) -> HeapLayout {
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
        return .classInstance(
            name: name, instanceSize: Int(Raw.u32(metadata + 24)), slots: fields.slots,
            special: specialStorage(metadata, name: name, chain: chain, fields: fields.offsets, memory: &memory),
            role: fields.role, problem: fields.problem)
    }

    /// The class and its superclasses, each checked readable (metadata, descriptor, field
    /// records and their names); the reason when one is not.
    func classChain(_ metadata: UInt, memory: inout ReadableMemory) -> Result<[UInt], OpaqueReason> {
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
                guard memory.isInImage(fields, length: 16) else {
                    return .failure(OpaqueReason("field descriptor unreadable"))
                }
                let size = Int(Raw.u16(fields + 10))
                let count = Int(Raw.u32(fields + 12))
                guard size >= 12, count < 1 << 16, memory.isInImage(fields + 16, length: size * count) else {
                    return .failure(OpaqueReason("field records unreadable"))
                }
                for i in 0..<count {
                    let record = fields + 16 + UInt(i * size)
                    let typeName = Raw.relative(record + 4)
                    let name = Raw.relative(record + 8)
                    guard typeName == 0 || memory.isInImage(typeName, length: 1),
                        name == 0 || memory.isInImage(name, length: 1)
                    else {
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
    func addFields(of klass: UInt, to fields: inout ClassFields, memory: inout ReadableMemory) {
        let descriptor = Raw.word(klass + 40)
        let flags = Raw.u32(descriptor)
        let numFields = Int(Raw.u32(descriptor + 36))
        let className = typeName(klass)
        if className == "Foundation.Thread" { fields.role = .thread }
        if className == "Foundation.Timer" { fields.role = .timer }
        guard numFields > 0 else { return }
        guard let records = fieldRecords(descriptor) else {
            fields.problem =
                fields.problem ?? "\(className) has no reflection metadata (built with -disable-reflection-metadata?)"
            return
        }
        var vectorBase = klass + 8 * UInt(Raw.u32(descriptor + 40))
        if flags & (1 << 29) != 0 {  // resilient superclass: offsets start at the stored bounds
            let bounds = Raw.relative(descriptor + 24)
            guard bounds != 0, memory.isReadable(bounds, length: 8) else {
                fields.problem = fields.problem ?? "\(className) has a resilient superclass whose bounds are unknown"
                return
            }
            vectorBase =
                UInt(bitPattern: Int(bitPattern: klass) &+ Int(bitPattern: Raw.word(bounds))) + 8
                * UInt(Raw.u32(descriptor + 40))
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
                fields.problem =
                    fields.problem ?? "cannot resolve the type of \(className).\(record.name)"
                    + Self.unresolved(record.typeName)
                continue
            }
            let sub = typeLayout(type)
            if fields.problem == nil, let p = sub.problem { fields.problem = p }
            if sub.size == 0 && sub.metadata == emptyTupleMetadata && end - offset > 0 {
                // The compiler names noncopyable field types (`Atomic<Int>`, `Mutex<State>`)
                // through an accessor that returns `()`: what the field holds is read
                // when an object is walked (an Atomic holds plain bits, a Mutex may hold
                // references, which can then only be named), unless the field's offset symbol
                // names a Mutex whose value type resolves.
                if let mutex = MutexLayout.slots(
                    className: className, field: record.name, descriptor: descriptor, offset: offset,
                    length: end - offset, cache: self)
                {
                    fields.slots += mutex.slots
                    if fields.problem == nil, let p = mutex.problem { fields.problem = p }
                    continue
                }
                fields.slots.append(
                    Slot(
                        offset: offset, label: record.name,
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
    func specialStorage(
        _ metadata: UInt, name: String, chain: [UInt], fields: [String: Int],
        memory: inout ReadableMemory
    ) -> ClassSpecial {
        let genericArgs = { () -> UInt in
            let d = Raw.word(metadata + 40)
            return metadata + 8 * UInt(Raw.u32(d + 28) &- Raw.u32(d + 32))
        }
        if name.hasPrefix("Swift._ContiguousArrayStorage<") {
            return .arrayStorage(element: typeLayout(Raw.word(genericArgs())))
        } else if name.hasPrefix("Swift._DictionaryStorage<") {
            let args = genericArgs()
            return .dictionaryStorage(
                key: typeLayout(Raw.word(args)), value: typeLayout(Raw.word(args + 8)), fields: fields)
        } else if name.hasPrefix("Swift._SetStorage<") {
            return .setStorage(element: typeLayout(Raw.word(genericArgs())), fields: fields)
        } else if let wrapped = fields["__wrapped"],
            chain.contains(where: { typeName($0) == "Dispatch.DispatchSource" })
        {
            return .dispatchSource(wrapped: wrapped)
        } else if let first = fields["__firstOperation"],
            chain.contains(where: { typeName($0) == "Foundation.OperationQueue" }),
            let next = classFieldOffsets(unsafeBitCast(Operation.self as AnyClass, to: UInt.self))["__nextOperation"]
        {
            return .operationQueue(first: first, next: next)
        } else if let buffer = chain.first(where: { typeName($0).hasPrefix("Swift.ManagedBuffer<") }) {
            return managedBufferLayout(buffer, memory: &memory)
        }
        return .none
    }

    /// The elements of a `ManagedBuffer<Header, Element>` (metadata `buffer`, a superclass of
    /// the object's class): the header sits after the heap header at its alignment, the
    /// elements after the header at theirs (as `ManagedBufferPointer` computes them).
    func managedBufferLayout(_ buffer: UInt, memory: inout ReadableMemory) -> ClassSpecial {
        let descriptor = Raw.word(buffer + 40)
        let args = buffer + 8 * UInt(Raw.u32(descriptor + 28) &- Raw.u32(descriptor + 32))
        guard memory.isReadable(args, length: 16) else { return .none }
        let header = Raw.word(args)
        let elementType = Raw.word(args + 8)
        guard isPlausibleValueMetadata(header, memory: &memory), isPlausibleValueMetadata(elementType, memory: &memory)
        else {
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
                return .managedBuffer(
                    element: element, elementOffset: elementOffset,
                    count: .ring(
                        capacity: headerOffset + capacity, count: headerOffset + count,
                        start: headerOffset + start))
            }
        }
        if headerName == "Swift.Int" {
            return .managedBuffer(element: element, elementOffset: elementOffset, count: .prefix(count: headerOffset))
        }
        if Raw.word(header) == MetadataKind.struct.rawValue, let count = structFieldOffsets(header)["count"],
            let countType = structFieldType(header, named: "count"), typeName(countType) == "Swift.Int"
        {
            return .managedBuffer(
                element: element, elementOffset: elementOffset, count: .prefix(count: headerOffset + count))
        }
        return .managedBuffer(element: element, elementOffset: elementOffset, count: .unknown(header: headerName))
    }

    /// Stored property offsets of a (non-generic, non-resilient) class's own fields, by name.
    func classFieldOffsets(_ metadata: UInt) -> [String: Int] {
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

    /// The type of a (non-generic) struct's stored property, when it resolves.
    func structFieldType(_ metadata: UInt, named name: String) -> UInt? {
        let descriptor = Raw.word(metadata + 8)
        guard let record = fieldRecords(descriptor)?.first(where: { $0.name == name }) else { return nil }
        return fieldType(record.typeName, context: descriptor, genericArgs: metadata + 16).0
    }

    /// Stored property offsets of a struct, by name.
    func structFieldOffsets(_ metadata: UInt) -> [String: Int] {
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
}
