import CSwiftRuntime

extension GraphBuilder {
    /// Appends the edges found in `slots` of a value at `base`.
    mutating func walk(_ slots: [Slot], base: UInt, prefix: String) {
        for slot in slots {
            let at = base + UInt(slot.offset)
            switch slot.kind {
            case .object(let hint):
                let target = Raw.word(at)
                guard target >= 4096, target & 7 == 0 else { continue }
                addEdge(to: target, hint: hint, function: 0, label: Slot.join(prefix, slot.label))
            case .bridgeObject:
                let target = Raw.word(at)
                guard target >= 4096, target & 7 == 0, target >> 56 == 0 else { continue }
                addEdge(to: target, hint: .none, function: 0, label: Slot.join(prefix, slot.label))
            case .function:
                let code = Raw.word(at)
                let context = Raw.word(at + 8)
                guard code >= 4096, context >= 4096, context & 7 == 0 else { continue }
                addEdge(to: context, hint: .context, function: code, label: Slot.join(prefix, slot.label))
            case .enumValue(let layout):
                walkEnum(layout, at: at, prefix: Slot.join(prefix, slot.label))
            case .existential:
                walkExistential(at: at, prefix: Slot.join(prefix, slot.label))
            case .hiddenNoncopyable(let length, let field):
                checkHiddenNoncopyable(at: at, length: length, field: field)
            }
        }
    }

    mutating func walkEnum(_ layout: EnumLayout, at: UInt, prefix: String) {
        guard layout.size <= 4096 else { return }
        // Work on a bitwise copy: projecting the payload strips tag bits in place.
        withUnsafeTemporaryAllocation(byteCount: max(layout.size, 1), alignment: 16) { buffer in
            let copy = buffer.baseAddress!
            copy.copyMemory(from: UnsafeRawPointer(bitPattern: at)!, byteCount: layout.size)
            let tag = Int(
                csr_callGetEnumTag(
                    UnsafeRawPointer(bitPattern: layout.getEnumTag)!, copy,
                    UnsafeRawPointer(bitPattern: layout.metadata)!))
            guard tag < layout.cases.count else { return }
            let chosen = layout.cases[tag]
            guard chosen.payload != nil || chosen.isIndirect else { return }
            csr_callDestructiveProjectEnumData(
                UnsafeRawPointer(bitPattern: layout.projectEnumData)!, copy,
                UnsafeRawPointer(bitPattern: layout.metadata)!)
            let label = Slot.join(prefix, chosen.name)
            let base = UInt(bitPattern: copy)
            if chosen.isIndirect {
                let box = Raw.word(base)
                if box >= 4096, box & 7 == 0 {
                    addEdge(to: box, hint: .box, function: 0, label: label)
                    if chosen.indirectType != 0, let target = graph.edgeTargets.last {
                        boxPayloads[Int(target)] = chosen.indirectType
                    }
                }
            } else if let payload = chosen.payload {
                walk(payload.slots, base: base, prefix: label)
            }
        }
    }

    mutating func walkExistential(at: UInt, prefix: String) {
        let type = Raw.word(at + 24)
        guard type >= 4096, cache.isPlausibleValueMetadata(type, memory: &memory) else { return }
        let flags = Raw.u32(Raw.word(type - 8) + 80)
        if flags & 0x0002_0000 != 0 {  // not inline: the buffer's first word is a heap box
            let box = Raw.word(at)
            if box >= 4096, box & 7 == 0 { addEdge(to: box, hint: .existentialBox, function: 0, label: prefix) }
            return
        }
        walk(cache.typeLayout(type).slots, base: at, prefix: prefix)
    }

    mutating func walkArray(address: UInt, element: TypeLayout) {
        // __ContiguousArrayStorageBase: heap header (16), count (8), capacity and flags (8),
        // then the elements at the element type's alignment.
        let count = Int(bitPattern: Raw.word(address + 16))
        guard count > 0, !element.slots.isEmpty else { return }
        let start = (32 + element.alignment - 1) & ~(element.alignment - 1)
        let stride = max(element.stride, 1)
        guard count < 1 << 40, memory.isReadable(address + UInt(start), length: count * stride) else { return }
        for i in 0..<count {
            walk(element.slots, base: address + UInt(start + i * stride), prefix: "[\(i)]")
        }
    }

    /// The initialized elements of a `ManagedBuffer` subclass: for a Deque's ring buffer,
    /// `count` slots from `startSlot`, wrapping at `capacity`; for a header this reader does
    /// not understand, none, and a warning when the elements can hold references.
    mutating func walkManagedBuffer(
        _ n: Int, address: UInt, element: TypeLayout, elementOffset: Int,
        count: ManagedBufferCount
    ) {
        guard !element.slots.isEmpty else { return }
        switch count {
        case .unknown(let header):
            if graph.nodes[n].problem == nil {
                graph.nodes[n].problem =
                    "could not read the elements of \(graph.nodes[n].typeName): a ManagedBuffer whose header "
                    + "(\(header)) does not say how many elements are initialized; references in its elements are "
                    + "not followed"
            }
        case .prefix(let countOffset):
            guard memory.isReadable(address, length: countOffset + 8) else { return }
            let used = Int(bitPattern: Raw.word(address + UInt(countOffset)))
            let stride = max(element.stride, 1)
            // The allocation bounds the count: malloc's usable size is what `capacity` reports.
            let room = (Int(malloc_usable_size(UnsafeMutableRawPointer(bitPattern: address))) - elementOffset) / stride
            guard used >= 0, used <= room, memory.isReadable(address + UInt(elementOffset), length: used * stride)
            else {
                graph.nodes[n].problem =
                    graph.nodes[n].problem ?? "could not read the elements of \(graph.nodes[n].typeName): "
                    + "its header says \(used) elements, and the buffer has room for \(room)"
                return
            }
            graph.nodes[n].kind = .collectionStorage
            for i in 0..<used {
                walk(element.slots, base: address + UInt(elementOffset + i * stride), prefix: "[\(i)]")
            }
        case .ring(let capacityOffset, let countOffset, let startOffset):
            guard memory.isReadable(address, length: max(capacityOffset, countOffset, startOffset) + 8) else { return }
            let capacity = Int(bitPattern: Raw.word(address + UInt(capacityOffset)))
            let used = Int(bitPattern: Raw.word(address + UInt(countOffset)))
            let start = Int(bitPattern: Raw.word(address + UInt(startOffset)))
            let stride = max(element.stride, 1)
            guard capacity > 0, capacity < 1 << 40, used >= 0, used <= capacity, start >= 0, start <= capacity,
                memory.isReadable(address + UInt(elementOffset), length: capacity * stride)
            else {
                graph.nodes[n].problem =
                    graph.nodes[n].problem ?? "could not read the elements of \(graph.nodes[n].typeName): "
                    + "its header (capacity \(capacity), count \(used), start \(start)) does not describe readable "
                    + "storage"
                return
            }
            graph.nodes[n].kind = .collectionStorage
            for i in 0..<used {
                let slot = (start + i) % capacity
                walk(element.slots, base: address + UInt(elementOffset + slot * stride), prefix: "[\(i)]")
            }
        }
    }

    mutating func walkHashed(
        address: UInt, instanceSize: Int, fields: [String: Int],
        key: TypeLayout, value: TypeLayout?
    ) {
        guard let countOffset = fields["_count"], let scaleOffset = fields["_scale"] else { return }
        let keysOffset = fields["_rawKeys"] ?? fields["_rawElements"]
        guard let keysOffset else { return }
        let count = Int(bitPattern: Raw.word(address + UInt(countOffset)))
        guard count > 0 else { return }
        let scale = Int(Raw.byte(address + UInt(scaleOffset)))
        guard scale < 48 else { return }
        let buckets = 1 << scale
        let words = (buckets + 63) / 64
        // The occupancy bitmap is tail-allocated right after the instance.
        let bitmap = address + UInt((instanceSize + 7) & ~7)
        guard memory.isReadable(bitmap, length: words * 8) else { return }
        let keys = Raw.word(address + UInt(keysOffset))
        let values = value.flatMap { _ in fields["_rawValues"].map { Raw.word(address + UInt($0)) } } ?? 0
        guard memory.isReadable(keys, length: buckets * max(key.stride, 1)) else { return }
        if let value, !value.slots.isEmpty {
            guard memory.isReadable(values, length: buckets * max(value.stride, 1)) else { return }
        }
        if key.slots.isEmpty && (value?.slots.isEmpty ?? true) { return }
        for bucket in 0..<buckets where Raw.word(bitmap + UInt(8 * (bucket / 64))) & (1 << UInt(bucket % 64)) != 0 {
            let keyAddress = keys + UInt(bucket * key.stride)
            let keyText = describeKey(at: keyAddress, layout: key) ?? "#\(bucket)"
            if let value {
                walk(key.slots, base: keyAddress, prefix: "[key \(keyText)]")
                walk(value.slots, base: values + UInt(bucket * value.stride), prefix: "[\(keyText)]")
            } else {
                walk(key.slots, base: keyAddress, prefix: "[member \(keyText)]")
            }
        }
    }

    /// A printable key for the simple key types (strings, integers); nil for others, whose
    /// `description` could run arbitrary code.
    func describeKey(at address: UInt, layout: TypeLayout) -> String? {
        let p = UnsafeRawPointer(bitPattern: address)!
        switch layout.metadata {
        case cache.stringMetadata: return "\"" + p.load(as: String.self) + "\""
        case unsafeBitCast(Int.self as Any.Type, to: UInt.self): return String(p.load(as: Int.self))
        default: return nil
        }
    }
}
