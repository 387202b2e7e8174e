import CSwiftRuntime

extension GraphBuilder {
    /// A boxed `Error` (kind 0x501): heap header, the value's type and its Error conformance,
    /// then the value at its alignment.
    mutating func expandErrorBox(_ n: Int, address: UInt) {
        graph.nodes[n].kind = .box
        let type = Raw.word(address + 16)
        guard memory.isReadable(address, length: 32), cache.isPlausibleValueMetadata(type, memory: &memory) else {
            graph.nodes[n].typeName = "error box"
            graph.nodes[n].problem = "error box of unreadable type"
            return
        }
        let content = cache.typeLayout(type)
        let offset = (32 + content.alignment - 1) & ~(content.alignment - 1)
        graph.nodes[n].typeName = "error box (\(cache.typeName(type, qualified: false)))"
        guard memory.isReadable(address + UInt(offset), length: content.size) else { return }
        walk(content.slots, base: address + UInt(offset), prefix: "value")
    }

    /// A block: an edge to what it captures when its captures are known (a Swift closure's
    /// context, the block `dispatch_block_create` wrapped), a warning naming it otherwise.
    mutating func expandBlock(_ n: Int, address: UInt) {
        graph.nodes[n].kind = .block
        graph.nodes[n].typeName = "block"
        switch BlockLayout.content(of: address, memory: &memory) {
        case .swiftClosure(let code, let context):
            if context >= 4096, context & 7 == 0 {
                addEdge(to: context, hint: .context, function: code, label: "closure")
            }
        case .dispatchBlock(let inner):
            graph.nodes[n].typeName = "dispatch block"
            if inner >= 4096, inner & 7 == 0 { addEdge(to: inner, hint: .block, function: 0, label: "wrapped block") }
        case .nothing:
            break
        case .unknownCaptures(let size, let invoke):
            let name = Symbols.symbol(at: invoke).map { Symbols.demangle($0) ?? $0 } ?? hex(invoke)
            graph.nodes[n].problem =
                "could not read the captures of a C block (invoke \(name)): its descriptor gives their size "
                + "(\(size) bytes) but not which of them are references, so they are not followed"
        case .unreadable(let reason):
            graph.nodes[n].kind = .opaque
            graph.nodes[n].problem = "could not read a C block at \(hex(address)): \(reason)"
        }
    }

    /// A `DispatchSource`: its handlers' blocks, from the C source's refs structure (found by
    /// its back-reference, the bitwise complement of the source's address) and the handler
    /// continuations (`dc_ctxt` holds the block).
    mutating func walkDispatchSource(_ n: Int, address: UInt, wrapped: Int) {
        let source = Raw.word(address + UInt(wrapped))
        guard source >= 4096, source & 7 == 0, memory.isReadable(source, length: 256) else { return }
        var refs: UInt = 0
        for i in 2..<32 {
            let candidate = Raw.word(source + UInt(8 * i))
            if candidate >= 4096, candidate & 7 == 0, memory.isReadable(candidate, length: 64),
                Raw.word(candidate + 8) == ~source
            {
                refs = candidate
                break
            }
        }
        guard refs != 0 else {
            graph.nodes[n].problem =
                graph.nodes[n].problem ?? "could not read the handlers of \(graph.nodes[n].typeName): "
                + "this libdispatch's source layout is not recognised (no refs structure pointing back at the source)"
            return
        }
        // ds_handler[3] after the unote header: event, cancel, registration.
        for (i, label) in ["event handler", "cancel handler", "registration handler"].enumerated() {
            let continuation = Raw.word(refs + 40 + UInt(8 * i))
            guard continuation >= 4096, continuation & 7 == 0, memory.isReadable(continuation, length: 48) else {
                continue
            }
            let block = Raw.word(continuation + 40)
            guard block >= 4096, block & 7 == 0, memory.isReadable(block, length: 8),
                BlockLayout.knownIsas.contains(Raw.word(block))
            else { continue }
            addEdge(to: block, hint: .block, function: 0, label: label)
        }
    }

    /// An `OperationQueue`: every operation in its list (executing or waiting, e.g. while the
    /// queue is suspended), which it keeps retained until they finish.
    mutating func walkOperationQueue(address: UInt, first: Int, next: Int) {
        var operation = Raw.word(address + UInt(first))
        var count = 0
        while operation >= 4096, operation & 7 == 0, count < 1 << 20,
            memory.isReadable(operation, length: next + 8)
        {
            addEdge(to: operation, hint: .none, function: 0, label: "operations[\(count)]")
            operation = Raw.word(operation + UInt(next))
            count += 1
        }
    }

    /// A task: an edge to its operation's closure context while it has not finished.
    mutating func expandTask(_ n: Int, address: UInt) {
        graph.nodes[n].kind = .task
        graph.nodes[n].typeName = "Swift.Task"
        switch AsyncTaskLayout.content(of: address, memory: &memory) {
        case .operation(let context, let entry):
            addEdge(to: context, hint: .context, function: entry, label: "operation closure")
        case .nothing:
            break
        case .unreadable(let reason):
            graph.nodes[n].problem = "could not read the operation closure of a Task at \(hex(address)): \(reason)"
        }
    }

    /// A noncopyable field whose type reflection hides: an `Atomic` holds bits and a `Mutex`
    /// of nothing holds no reference, so only a field that holds something that looks like a
    /// live object now is a reference the walk cannot follow, and is named as such.
    mutating func checkHiddenNoncopyable(at: UInt, length: Int, field: String) {
        var offset = (8 - Int(at & 7)) & 7
        while offset + 8 <= length {
            let word = Raw.word(at + UInt(offset))
            offset += 8
            guard word >= 4096, word & 7 == 0, memory.isReadable(word, length: 16) else { continue }
            let metadata = Raw.word(word)
            guard metadata >= 4096, metadata & 7 == 0, memory.isReadable(metadata, length: 8),
                let kind = MetadataKind(word: Raw.word(metadata))
            else { continue }
            let isObject: Bool
            switch kind {
            case .class: isObject = cache.isPlausibleValueMetadata(metadata, memory: &memory)
            case .heapLocalVariable, .heapGenericLocalVariable, .task: isObject = memory.isInImage(metadata, length: 8)
            default: isObject = false
            }
            // A reference to an object that holds no references (an array of integers, the
            // empty-collection singletons) cannot close a cycle: nothing is missed.
            guard isObject, !(kind == .class && holdsNoReferences(metadata)) else { continue }
            let target =
                kind == .class ? cache.typeName(metadata) : "a \(kind == .task ? "task" : "closure context or box")"
            if graph.nodes[expanding].problem == nil {
                graph.nodes[expanding].problem =
                    "could not read the content of \(field): its type is noncopyable (a Mutex, or a type "
                    + "of the program's own), which reflection describes as (), and it holds a reference (to "
                    + "\(target)) that is not followed"
            }
            return
        }
    }

    /// Whether instances of the class with this metadata hold no strong references at all.
    mutating func holdsNoReferences(_ metadata: UInt) -> Bool {
        guard
            case .classInstance(_, _, let slots, let special, _, let problem) = cache.heapLayout(
                metadata, kind: .class, memory: &memory),
            slots.isEmpty, problem == nil
        else { return false }
        switch special {
        case .none: return true
        case .arrayStorage(let element): return element.slots.isEmpty && element.problem == nil
        case .dictionaryStorage(let key, let value, _): return key.slots.isEmpty && value.slots.isEmpty
        case .setStorage(let element, _): return element.slots.isEmpty
        case .managedBuffer(let element, _, _): return element.slots.isEmpty
        case .dispatchSource, .operationQueue: return false
        }
    }

    /// `capture #1 (Wide).target` read as the content of a box: `value.target`.
    static func dropCapturePrefix(_ label: String, replacement: String) -> String {
        guard label.hasPrefix("capture #"), let open = label.firstIndex(of: "(") else { return label }
        var depth = 0
        var close = open
        for i in label[open...].indices {
            if label[i] == "(" { depth += 1 }
            if label[i] == ")" {
                depth -= 1
                if depth == 0 {
                    close = i
                    break
                }
            }
        }
        var rest = label[label.index(after: close)...]
        if rest.hasPrefix(".") { rest = rest.dropFirst() }
        return Slot.join(replacement, String(rest))
    }
}
