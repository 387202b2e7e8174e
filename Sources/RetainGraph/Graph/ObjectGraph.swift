import CSwiftRuntime

/// What kind of thing a node of the retain graph is.
public enum RetainNodeKind: String, Codable, Sendable {
    /// An instance of a Swift class.
    case object
    /// The context of a closure: its captured values.
    case closureContext
    /// A heap box: a captured `var`, an indirect enum payload or a large existential.
    case box
    /// A Foundation `Thread` (running threads are kept alive by themselves).
    case thread
    /// A Foundation `Timer` (scheduled timers are kept alive by their run loop).
    case timer
    /// A C block (`@convention(block)`, Dispatch work items and handlers): a `Block_layout`
    /// with its own reference count.
    case block
    /// A Swift concurrency task (`Task`, `Task.detached`, a task group's child): it holds its
    /// operation closure until it finishes, and the runtime holds it while it can still run.
    case task
    /// The storage of an Array, Dictionary or Set; reports fold it into the edge label.
    case collectionStorage
    /// A heap object whose layout cannot be read.
    case opaque
}

/// The strong-reference graph reachable from some roots: nodes are heap objects, edges strong
/// references (weak and unowned ones are never edges). Edges are stored per node, contiguously.
struct ObjectGraph {
    struct Node {
        var address: UInt
        var kind: RetainNodeKind
        var typeName: String
        /// Code pointer of the function whose context this node is, for its symbol.
        var function: UInt
        /// Why this node's content is not (fully) known.
        var problem: String?
        /// Labels of the captures of a closure context.
        var captureTypes: [String]
        /// The metadata word the walk read (0 when it read none): an object whose first word
        /// differs afterwards was freed or replaced while it was being read.
        var metadata: UInt = 0
    }

    var nodes: [Node] = []
    /// Edges of node i are edgeTargets[edgeStart[i]..<edgeStart[i + 1]].
    var edgeStart: [Int] = []
    var edgeTargets: [Int32] = []
    var edgeLabels: [String] = []
    /// Code pointer of the function value an edge was read from (edges into closure contexts
    /// and into objects used directly as a closure's context).
    var edgeFunctions: [Int: UInt] = [:]
    /// The node index of each root, in the order given.
    var roots: [Int] = []
    /// Nodes reached but not expanded because the configured node limit was hit.
    var truncated = false
    /// The readable mappings as the walk last knew them: later reads of the objects (reference
    /// counts, the check for changes) go through it and never touch unmapped memory.
    var memory = ReadableMemory(empty: ())

    /// The strong retain count of node `n` read from its reference-count word (the runtime's
    /// `swift_retainCount` would follow a side-table pointer of an object freed meanwhile); nil
    /// when its memory is not readable or it changed since the walk read it.
    func retainCount(_ n: Int) -> Int? {
        let node = nodes[n]
        guard node.kind != .opaque, node.metadata != 0, !hasChanged(n) else { return nil }
        if node.kind == .block { return BlockLayout.retainCount(of: node.address, memory: memory) }
        return RefCountBits.strongCount(of: node.address, memory: memory)
    }

    /// True when node `n`'s first word is no longer the metadata the walk read: the object was
    /// freed (and its memory reused) or replaced while the walk or the report read it.
    func hasChanged(_ n: Int) -> Bool {
        let node = nodes[n]
        guard node.metadata != 0 else { return false }
        guard memory.contains(node.address, length: 16) else { return true }
        return Raw.word(node.address) != node.metadata
    }

    func edges(of node: Int) -> Range<Int> { edgeStart[node]..<edgeStart[node + 1] }

    var edgeCount: Int { edgeTargets.count }
}

/// Builds an `ObjectGraph` breadth-first from root objects.
struct GraphBuilder {
    private var memory = ReadableMemory()
    private let cache = LayoutCache.shared
    private var graph = ObjectGraph()
    private var index = AddressTable()
    /// Heap layouts already used in this walk, without the shared cache's lock.
    private var localLayouts = AddressTable(capacity: 64)
    private var layouts: [HeapLayout] = []
    private var hints: [HeapHint] = []
    /// Payload types of indirect enum boxes, by node: the enum's field record names the payload
    /// with ordinary types, where the box's own capture descriptor may use SIL function types
    /// the runtime cannot resolve (`(() -> Void, Chain)` with the closure last, taking
    /// arguments, ...).
    private var boxPayloads: [Int: UInt] = [:]
    private let configuration: RetainGraphConfiguration
    /// The node whose references are being read (problems found while reading are its own).
    private var expanding = 0

    init(configuration: RetainGraphConfiguration) {
        self.configuration = configuration
    }

    /// Walks everything strongly reachable from `roots` (object addresses).
    static func build(roots: [UInt], configuration: RetainGraphConfiguration) -> ObjectGraph {
        var builder = GraphBuilder(configuration: configuration)
        return builder.run(roots: roots)
    }

    private mutating func node(for address: UInt, hint: HeapHint, function: UInt) -> Int32 {
        if let existing = index.value(for: address) {
            if graph.nodes[Int(existing)].function == 0 && function != 0 {
                graph.nodes[Int(existing)].function = function
            }
            return existing
        }
        let id = Int32(graph.nodes.count)
        index.insert(address, id)
        graph.nodes.append(.init(address: address, kind: .opaque, typeName: "", function: function,
                                 problem: nil, captureTypes: []))
        hints.append(hint)
        return id
    }

    /// Walks everything strongly reachable from `objects`, taking them one at a time: an object
    /// already reached from an earlier one is read with the hint its holder gave it (a box is a
    /// box, not a closure context), and only the others become roots.
    static func build(objects: [UInt], configuration: RetainGraphConfiguration) -> ObjectGraph {
        var builder = GraphBuilder(configuration: configuration)
        return builder.run(roots: objects, lazily: true)
    }

    private mutating func run(roots: [UInt], lazily: Bool = false) -> ObjectGraph {
        if !lazily {
            for root in roots {
                graph.roots.append(Int(node(for: root, hint: .none, function: 0)))
            }
        }
        var pending = lazily ? roots[...] : []
        var next = 0
        while next < graph.nodes.count || !pending.isEmpty {
            if next == graph.nodes.count {
                let root = pending.removeFirst()
                if index.value(for: root) == nil { graph.roots.append(Int(node(for: root, hint: .none, function: 0))) }
                continue
            }
            graph.edgeStart.append(graph.edgeTargets.count)
            if next < configuration.maxNodes {
                expand(next)
            } else {
                graph.truncated = true
            }
            next += 1
        }
        graph.edgeStart.append(graph.edgeTargets.count)
        graph.memory = memory
        return graph
    }

    private mutating func addEdge(to address: UInt, hint: HeapHint, function: UInt, label: String) {
        let target = node(for: address, hint: hint, function: function)
        if function != 0 { graph.edgeFunctions[graph.edgeTargets.count] = function }
        graph.edgeTargets.append(target)
        graph.edgeLabels.append(label)
    }

    /// Reads node `n`'s object and appends its outgoing strong edges.
    private mutating func expand(_ n: Int) {
        expanding = n
        let address = graph.nodes[n].address
        let hint = hints[n]
        guard let (metadata, kind) = readMetadata(n, address: address) else { return }
        if kind == .task {
            expandTask(n, address: address)
            return
        }
        if hint == .block {
            expandBlock(n, address: address)
            return
        }
        switch layout(metadata: metadata, kind: kind, address: address) {
        case .genericCaptures:
            graph.nodes[n].typeName = "closure context"
            graph.nodes[n].problem = "generic closure context not read"
        case let .classInstance(name, instanceSize, slots, special, role, problem):
            expandInstance(n, address: address, name: name, instanceSize: instanceSize, slots: slots,
                           special: special, role: role, problem: problem)
        case let .captures(slots, captureTypes, size, problem):
            expandCaptures(n, address: address, hint: hint, slots: slots, captureTypes: captureTypes, size: size, problem: problem)
        case let .genericBox(offset, content):
            graph.nodes[n].kind = .box
            graph.nodes[n].typeName = "box (\(cache.typeName(content.metadata, qualified: false)))"
            graph.nodes[n].problem = content.problem
            if hint == .existentialBox { graph.nodes[n].kind = .collectionStorage }
            guard hint != .weakBox, memory.isReadable(address, length: offset + content.size) else { return }
            walk(content.slots, base: address + UInt(offset), prefix: hint == .existentialBox ? "" : "value")
        case .opaque where kind == .errorObject:
            expandErrorBox(n, address: address)
        case let .opaque(reason):
            graph.nodes[n].typeName = kind == .heapLocalVariable ? "closure context" : "opaque object"
            graph.nodes[n].problem = reason
        }
    }

    /// The object's metadata and its kind, after checking both can be read; nil (with the node
    /// marked unreadable or unknown) when they cannot.
    private mutating func readMetadata(_ n: Int, address: UInt) -> (metadata: UInt, kind: MetadataKind)? {
        guard address & 7 == 0, memory.isReadable(address, length: 16) else {
            graph.nodes[n].typeName = "unreadable object"
            graph.nodes[n].problem = "address \(hex(address)) is not readable"
            return nil
        }
        let metadata = Raw.word(address)
        graph.nodes[n].metadata = metadata
        guard metadata & 7 == 0, memory.isReadable(metadata, length: 24) else {
            graph.nodes[n].typeName = "unknown object"
            graph.nodes[n].problem = "metadata \(hex(metadata)) is not readable"
            return nil
        }
        guard let kind = MetadataKind(word: Raw.word(metadata)) else {
            graph.nodes[n].typeName = "unknown object"
            graph.nodes[n].problem = "metadata kind unknown"
            return nil
        }
        return (metadata, kind)
    }

    /// The heap layout of objects with `metadata` (memoized per walk unless opaque); a generic
    /// closure context's layout is resolved with the bindings stored in the object at `address`.
    private mutating func layout(metadata: UInt, kind: MetadataKind, address: UInt) -> HeapLayout {
        var layout: HeapLayout
        if let known = localLayouts.value(for: metadata) {
            layout = layouts[Int(known)]
        } else {
            layout = cache.heapLayout(metadata, kind: kind, memory: &memory)
            if case .opaque = layout {} else {
                localLayouts.insert(metadata, Int32(layouts.count))
                layouts.append(layout)
            }
        }
        if case let .genericCaptures(count, offset) = layout {
            guard memory.isReadable(address + UInt(offset), length: 8 * count) else { return layout }
            let bindings = (0..<count).map { Raw.word(address + UInt(offset + 8 * $0)) }
            layout = cache.genericCaptureLayout(metadata, bindings: bindings, memory: &memory)
        }
        return layout
    }

    /// A class instance: its stored properties, then what its special storage holds (array,
    /// dictionary and set storage, ManagedBuffer elements, dispatch sources, operation queues).
    private mutating func expandInstance(_ n: Int, address: UInt, name: String, instanceSize: Int, slots: [Slot],
                                         special: ClassSpecial, role: NodeRole, problem: String?) {
        graph.nodes[n].typeName = name
        graph.nodes[n].problem = problem
        switch role {
        case .thread: graph.nodes[n].kind = .thread
        case .timer: graph.nodes[n].kind = .timer
        case .plain: graph.nodes[n].kind = .object
        }
        guard memory.isReadable(address, length: max(instanceSize, 16)) else {
            graph.nodes[n].kind = .opaque
            graph.nodes[n].problem = "instance of \(name) not readable"
            return
        }
        walk(slots, base: address, prefix: "")
        switch special {
        case .none: break
        case let .arrayStorage(element):
            graph.nodes[n].kind = .collectionStorage
            walkArray(address: address, element: element)
        case let .dictionaryStorage(key, value, fields):
            graph.nodes[n].kind = .collectionStorage
            walkHashed(address: address, instanceSize: instanceSize, fields: fields, key: key, value: value)
        case let .setStorage(element, fields):
            graph.nodes[n].kind = .collectionStorage
            walkHashed(address: address, instanceSize: instanceSize, fields: fields, key: element, value: nil)
        case let .managedBuffer(element, elementOffset, count):
            walkManagedBuffer(n, address: address, element: element, elementOffset: elementOffset, count: count)
        case let .dispatchSource(wrapped):
            walkDispatchSource(n, address: address, wrapped: wrapped)
        case let .operationQueue(first, next):
            walkOperationQueue(address: address, first: first, next: next)
        }
    }

    /// A closure context or a box: its captures (a box's single capture is its value).
    private mutating func expandCaptures(_ n: Int, address: UInt, hint: HeapHint, slots: [Slot], captureTypes: [String],
                                         size: Int, problem: String?) {
        let isBox = hint == .box || hint == .weakBox || hint == .existentialBox
        graph.nodes[n].kind = hint == .existentialBox ? .collectionStorage : isBox ? .box : .closureContext
        graph.nodes[n].typeName = isBox ? "box" : "closure context"
        graph.nodes[n].captureTypes = captureTypes
        graph.nodes[n].problem = problem
        if isBox, let first = captureTypes.first { graph.nodes[n].typeName = "box (\(first))" }
        guard hint != .weakBox else { return }
        if problem != nil, let payloadType = boxPayloads[n] {
            // An indirect enum payload the capture descriptor could not describe: read it
            // with the type the enum's field record gives, at the box's first capture.
            let payload = cache.typeLayout(payloadType)
            let start = (Int(Raw.u32(Raw.word(address) + 8)) + payload.alignment - 1) & ~(payload.alignment - 1)
            graph.nodes[n].problem = payload.problem
            graph.nodes[n].typeName = "box (\(cache.typeName(payloadType, qualified: false)))"
            guard memory.isReadable(address, length: start + payload.size) else { return }
            walk(payload.slots, base: address + UInt(start), prefix: "value")
            return
        }
        guard memory.isReadable(address, length: size) else { return }
        // A box's single capture is its value; a context's captures are labelled by number.
        if isBox {
            let prefix = hint == .existentialBox ? "" : "value"
            walk(slots.map { Slot(offset: $0.offset, label: Self.dropCapturePrefix($0.label, replacement: prefix), kind: $0.kind) },
                 base: address, prefix: "")
        } else {
            walk(slots, base: address, prefix: "")
        }
    }

    /// A boxed `Error` (kind 0x501): heap header, the value's type and its Error conformance,
    /// then the value at its alignment.
    private mutating func expandErrorBox(_ n: Int, address: UInt) {
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
    private mutating func expandBlock(_ n: Int, address: UInt) {
        graph.nodes[n].kind = .block
        graph.nodes[n].typeName = "block"
        switch BlockLayout.content(of: address, memory: &memory) {
        case let .swiftClosure(code, context):
            if context >= 4096, context & 7 == 0 { addEdge(to: context, hint: .context, function: code, label: "closure") }
        case let .dispatchBlock(inner):
            graph.nodes[n].typeName = "dispatch block"
            if inner >= 4096, inner & 7 == 0 { addEdge(to: inner, hint: .block, function: 0, label: "wrapped block") }
        case .nothing:
            break
        case let .unknownCaptures(size, invoke):
            let name = Symbols.symbol(at: invoke).map { Symbols.demangle($0) ?? $0 } ?? hex(invoke)
            graph.nodes[n].problem = "could not read the captures of a C block (invoke \(name)): its descriptor gives their size "
                + "(\(size) bytes) but not which of them are references, so they are not followed"
        case let .unreadable(reason):
            graph.nodes[n].kind = .opaque
            graph.nodes[n].problem = "could not read a C block at \(hex(address)): \(reason)"
        }
    }

    /// A `DispatchSource`: its handlers' blocks, from the C source's refs structure (found by
    /// its back-reference, the bitwise complement of the source's address) and the handler
    /// continuations (`dc_ctxt` holds the block).
    private mutating func walkDispatchSource(_ n: Int, address: UInt, wrapped: Int) {
        let source = Raw.word(address + UInt(wrapped))
        guard source >= 4096, source & 7 == 0, memory.isReadable(source, length: 256) else { return }
        var refs: UInt = 0
        for i in 2..<32 {
            let candidate = Raw.word(source + UInt(8 * i))
            if candidate >= 4096, candidate & 7 == 0, memory.isReadable(candidate, length: 64),
               Raw.word(candidate + 8) == ~source {
                refs = candidate
                break
            }
        }
        guard refs != 0 else {
            graph.nodes[n].problem = graph.nodes[n].problem ?? "could not read the handlers of \(graph.nodes[n].typeName): "
                + "this libdispatch's source layout is not recognised (no refs structure pointing back at the source)"
            return
        }
        // ds_handler[3] after the unote header: event, cancel, registration.
        for (i, label) in ["event handler", "cancel handler", "registration handler"].enumerated() {
            let continuation = Raw.word(refs + 40 + UInt(8 * i))
            guard continuation >= 4096, continuation & 7 == 0, memory.isReadable(continuation, length: 48) else { continue }
            let block = Raw.word(continuation + 40)
            guard block >= 4096, block & 7 == 0, memory.isReadable(block, length: 8),
                  BlockLayout.knownIsas.contains(Raw.word(block)) else { continue }
            addEdge(to: block, hint: .block, function: 0, label: label)
        }
    }

    /// An `OperationQueue`: every operation in its list (executing or waiting, e.g. while the
    /// queue is suspended), which it keeps retained until they finish.
    private mutating func walkOperationQueue(address: UInt, first: Int, next: Int) {
        var operation = Raw.word(address + UInt(first))
        var count = 0
        while operation >= 4096, operation & 7 == 0, count < 1 << 20,
              memory.isReadable(operation, length: next + 8) {
            addEdge(to: operation, hint: .none, function: 0, label: "operations[\(count)]")
            operation = Raw.word(operation + UInt(next))
            count += 1
        }
    }

    /// A task: an edge to its operation's closure context while it has not finished.
    private mutating func expandTask(_ n: Int, address: UInt) {
        graph.nodes[n].kind = .task
        graph.nodes[n].typeName = "Swift.Task"
        switch AsyncTaskLayout.content(of: address, memory: &memory) {
        case let .operation(context, entry):
            addEdge(to: context, hint: .context, function: entry, label: "operation closure")
        case .nothing:
            break
        case let .unreadable(reason):
            graph.nodes[n].problem = "could not read the operation closure of a Task at \(hex(address)): \(reason)"
        }
    }

    /// A noncopyable field whose type reflection hides: an `Atomic` holds bits and a `Mutex`
    /// of nothing holds no reference, so only a field that holds something that looks like a
    /// live object now is a reference the walk cannot follow, and is named as such.
    private mutating func checkHiddenNoncopyable(at: UInt, length: Int, field: String) {
        var offset = (8 - Int(at & 7)) & 7
        while offset + 8 <= length {
            let word = Raw.word(at + UInt(offset))
            offset += 8
            guard word >= 4096, word & 7 == 0, memory.isReadable(word, length: 16) else { continue }
            let metadata = Raw.word(word)
            guard metadata >= 4096, metadata & 7 == 0, memory.isReadable(metadata, length: 8),
                  let kind = MetadataKind(word: Raw.word(metadata)) else { continue }
            let isObject: Bool
            switch kind {
            case .class: isObject = cache.isPlausibleValueMetadata(metadata, memory: &memory)
            case .heapLocalVariable, .heapGenericLocalVariable, .task: isObject = memory.isInImage(metadata, length: 8)
            default: isObject = false
            }
            // A reference to an object that holds no references (an array of integers, the
            // empty-collection singletons) cannot close a cycle: nothing is missed.
            guard isObject, !(kind == .class && holdsNoReferences(metadata)) else { continue }
            let target = kind == .class ? cache.typeName(metadata) : "a \(kind == .task ? "task" : "closure context or box")"
            if graph.nodes[expanding].problem == nil {
                graph.nodes[expanding].problem = "could not read the content of \(field): its type is noncopyable (a Mutex, or a type "
                    + "of the program's own), which reflection describes as (), and it holds a reference (to \(target)) that is not followed"
            }
            return
        }
    }

    /// Whether instances of the class with this metadata hold no strong references at all.
    private mutating func holdsNoReferences(_ metadata: UInt) -> Bool {
        guard case let .classInstance(_, _, slots, special, _, problem) = cache.heapLayout(metadata, kind: .class, memory: &memory),
              slots.isEmpty, problem == nil else { return false }
        switch special {
        case .none: return true
        case let .arrayStorage(element): return element.slots.isEmpty && element.problem == nil
        case let .dictionaryStorage(key, value, _): return key.slots.isEmpty && value.slots.isEmpty
        case let .setStorage(element, _): return element.slots.isEmpty
        case let .managedBuffer(element, _, _): return element.slots.isEmpty
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
            if label[i] == ")" { depth -= 1; if depth == 0 { close = i; break } }
        }
        var rest = label[label.index(after: close)...]
        if rest.hasPrefix(".") { rest = rest.dropFirst() }
        return Slot.join(replacement, String(rest))
    }

    /// Appends the edges found in `slots` of a value at `base`.
    private mutating func walk(_ slots: [Slot], base: UInt, prefix: String) {
        for slot in slots {
            let at = base + UInt(slot.offset)
            switch slot.kind {
            case let .object(hint):
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
            case let .enumValue(layout):
                walkEnum(layout, at: at, prefix: Slot.join(prefix, slot.label))
            case .existential:
                walkExistential(at: at, prefix: Slot.join(prefix, slot.label))
            case let .hiddenNoncopyable(length, field):
                checkHiddenNoncopyable(at: at, length: length, field: field)
            }
        }
    }

    private mutating func walkEnum(_ layout: EnumLayout, at: UInt, prefix: String) {
        guard layout.size <= 4096 else { return }
        // Work on a bitwise copy: projecting the payload strips tag bits in place.
        withUnsafeTemporaryAllocation(byteCount: max(layout.size, 1), alignment: 16) { buffer in
            let copy = buffer.baseAddress!
            copy.copyMemory(from: UnsafeRawPointer(bitPattern: at)!, byteCount: layout.size)
            let tag = Int(csr_callGetEnumTag(UnsafeRawPointer(bitPattern: layout.getEnumTag)!, copy,
                                             UnsafeRawPointer(bitPattern: layout.metadata)!))
            guard tag < layout.cases.count else { return }
            let chosen = layout.cases[tag]
            guard chosen.payload != nil || chosen.isIndirect else { return }
            csr_callDestructiveProjectEnumData(UnsafeRawPointer(bitPattern: layout.projectEnumData)!, copy,
                                               UnsafeRawPointer(bitPattern: layout.metadata)!)
            let label = Slot.join(prefix, chosen.name)
            let base = UInt(bitPattern: copy)
            if chosen.isIndirect {
                let box = Raw.word(base)
                if box >= 4096, box & 7 == 0 {
                    addEdge(to: box, hint: .box, function: 0, label: label)
                    if chosen.indirectType != 0, let target = graph.edgeTargets.last { boxPayloads[Int(target)] = chosen.indirectType }
                }
            } else if let payload = chosen.payload {
                walk(payload.slots, base: base, prefix: label)
            }
        }
    }

    private mutating func walkExistential(at: UInt, prefix: String) {
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

    private mutating func walkArray(address: UInt, element: TypeLayout) {
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
    private mutating func walkManagedBuffer(_ n: Int, address: UInt, element: TypeLayout, elementOffset: Int,
                                            count: ManagedBufferCount) {
        guard !element.slots.isEmpty else { return }
        switch count {
        case let .unknown(header):
            if graph.nodes[n].problem == nil {
                graph.nodes[n].problem = "could not read the elements of \(graph.nodes[n].typeName): a ManagedBuffer whose header "
                    + "(\(header)) does not say how many elements are initialized; references in its elements are not followed"
            }
        case let .ring(capacityOffset, countOffset, startOffset):
            guard memory.isReadable(address, length: max(capacityOffset, countOffset, startOffset) + 8) else { return }
            let capacity = Int(bitPattern: Raw.word(address + UInt(capacityOffset)))
            let used = Int(bitPattern: Raw.word(address + UInt(countOffset)))
            let start = Int(bitPattern: Raw.word(address + UInt(startOffset)))
            let stride = max(element.stride, 1)
            guard capacity > 0, capacity < 1 << 40, used >= 0, used <= capacity, start >= 0, start <= capacity,
                  memory.isReadable(address + UInt(elementOffset), length: capacity * stride) else {
                graph.nodes[n].problem = graph.nodes[n].problem ?? "could not read the elements of \(graph.nodes[n].typeName): "
                    + "its header (capacity \(capacity), count \(used), start \(start)) does not describe readable storage"
                return
            }
            graph.nodes[n].kind = .collectionStorage
            for i in 0..<used {
                let slot = (start + i) % capacity
                walk(element.slots, base: address + UInt(elementOffset + slot * stride), prefix: "[\(i)]")
            }
        }
    }

    private mutating func walkHashed(address: UInt, instanceSize: Int, fields: [String: Int],
                                     key: TypeLayout, value: TypeLayout?) {
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
    private func describeKey(at address: UInt, layout: TypeLayout) -> String? {
        let p = UnsafeRawPointer(bitPattern: address)!
        switch layout.metadata {
        case cache.stringMetadata: return "\"" + p.load(as: String.self) + "\""
        case unsafeBitCast(Int.self as Any.Type, to: UInt.self): return String(p.load(as: Int.self))
        default: return nil
        }
    }
}

func hex(_ value: UInt) -> String { "0x" + String(value, radix: 16) }
