import CSwiftRuntime
import Findings

/// What kind of thing a node of the retain graph is: the product's one node vocabulary.
public typealias RetainNodeKind = NodeKind

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
    var memory = ReadableMemory()
    let cache = LayoutCache.shared
    var graph = ObjectGraph()
    var index = AddressTable()
    /// Heap layouts already used in this walk, without the shared cache's lock.
    var localLayouts = AddressTable(capacity: 64)
    var layouts: [HeapLayout] = []
    var hints: [HeapHint] = []
    /// Payload types of indirect enum boxes, by node: the enum's field record names the payload
    /// with ordinary types, where the box's own capture descriptor may use SIL function types
    /// the runtime cannot resolve (`(() -> Void, Chain)` with the closure last, taking
    /// arguments, ...).
    var boxPayloads: [Int: UInt] = [:]
    let configuration: RetainGraphConfiguration
    /// The node whose references are being read (problems found while reading are its own).
    var expanding = 0

    init(configuration: RetainGraphConfiguration) {
        self.configuration = configuration
    }

    /// Walks everything strongly reachable from `roots` (object addresses).
    static func build(roots: [UInt], configuration: RetainGraphConfiguration) -> ObjectGraph {
        var builder = GraphBuilder(configuration: configuration)
        return builder.run(roots: roots)
    }

    mutating func node(for address: UInt, hint: HeapHint, function: UInt) -> Int32 {
        if let existing = index.value(for: address) {
            if graph.nodes[Int(existing)].function == 0 && function != 0 {
                graph.nodes[Int(existing)].function = function
            }
            return existing
        }
        let id = Int32(graph.nodes.count)
        index.insert(address, id)
        graph.nodes.append(
            .init(
                address: address, kind: .opaque, typeName: "", function: function,
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

    mutating func run(roots: [UInt], lazily: Bool = false) -> ObjectGraph {
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

    mutating func addEdge(to address: UInt, hint: HeapHint, function: UInt, label: String) {
        let target = node(for: address, hint: hint, function: function)
        if function != 0 { graph.edgeFunctions[graph.edgeTargets.count] = function }
        graph.edgeTargets.append(target)
        graph.edgeLabels.append(label)
    }

    /// Reads node `n`'s object and appends its outgoing strong edges.
    mutating func expand(_ n: Int) {
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
        case .classInstance(let name, let instanceSize, let slots, let special, let role, let problem):
            expandInstance(
                n, address: address, name: name, instanceSize: instanceSize, slots: slots,
                special: special, role: role, problem: problem)
        case .captures(let slots, let captureTypes, let size, let problem):
            expandCaptures(
                n, address: address, hint: hint, slots: slots, captureTypes: captureTypes, size: size, problem: problem)
        case .genericBox(let offset, let content):
            graph.nodes[n].kind = .box
            graph.nodes[n].typeName = "box (\(cache.typeName(content.metadata, qualified: false)))"
            graph.nodes[n].problem = content.problem
            if hint == .existentialBox { graph.nodes[n].kind = .collectionStorage }
            guard hint != .weakBox, memory.isReadable(address, length: offset + content.size) else { return }
            walk(content.slots, base: address + UInt(offset), prefix: hint == .existentialBox ? "" : "value")
        case .opaque where kind == .errorObject:
            expandErrorBox(n, address: address)
        case .opaque(let reason):
            graph.nodes[n].typeName = kind == .heapLocalVariable ? "closure context" : "opaque object"
            graph.nodes[n].problem = reason
        }
    }

    /// The object's metadata and its kind, after checking both can be read; nil (with the node
    /// marked unreadable or unknown) when they cannot.
    mutating func readMetadata(_ n: Int, address: UInt) -> (metadata: UInt, kind: MetadataKind)? {
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
    mutating func layout(metadata: UInt, kind: MetadataKind, address: UInt) -> HeapLayout {
        var layout: HeapLayout
        if let known = localLayouts.value(for: metadata) {
            layout = layouts[Int(known)]
        } else {
            layout = cache.heapLayout(metadata, kind: kind, memory: &memory)
            if case .opaque = layout {
            } else {
                localLayouts.insert(metadata, Int32(layouts.count))
                layouts.append(layout)
            }
        }
        if case .genericCaptures(let count, let offset) = layout {
            guard memory.isReadable(address + UInt(offset), length: 8 * count) else { return layout }
            let bindings = (0..<count).map { Raw.word(address + UInt(offset + 8 * $0)) }
            layout = cache.genericCaptureLayout(metadata, bindings: bindings, memory: &memory)
        }
        return layout
    }

    /// A class instance: its stored properties, then what its special storage holds (array,
    /// dictionary and set storage, ManagedBuffer elements, dispatch sources, operation queues).
    mutating func expandInstance(
        _ n: Int, address: UInt, name: String, instanceSize: Int, slots: [Slot],
        special: ClassSpecial, role: NodeKind, problem: String?
    ) {
        graph.nodes[n].typeName = name
        graph.nodes[n].problem = problem
        graph.nodes[n].kind = role
        guard memory.isReadable(address, length: max(instanceSize, 16)) else {
            graph.nodes[n].kind = .opaque
            graph.nodes[n].problem = "instance of \(name) not readable"
            return
        }
        walk(slots, base: address, prefix: "")
        switch special {
        case .none: break
        case .arrayStorage(let element):
            graph.nodes[n].kind = .collectionStorage
            walkArray(address: address, element: element)
        case .dictionaryStorage(let key, let value, let fields):
            graph.nodes[n].kind = .collectionStorage
            walkHashed(address: address, instanceSize: instanceSize, fields: fields, key: key, value: value)
        case .setStorage(let element, let fields):
            graph.nodes[n].kind = .collectionStorage
            walkHashed(address: address, instanceSize: instanceSize, fields: fields, key: element, value: nil)
        case .managedBuffer(let element, let elementOffset, let count):
            walkManagedBuffer(n, address: address, element: element, elementOffset: elementOffset, count: count)
        case .dispatchSource(let wrapped):
            walkDispatchSource(n, address: address, wrapped: wrapped)
        case .operationQueue(let first, let next):
            walkOperationQueue(address: address, first: first, next: next)
        }
    }

    /// A closure context or a box: its captures (a box's single capture is its value).
    mutating func expandCaptures(
        _ n: Int, address: UInt, hint: HeapHint, slots: [Slot], captureTypes: [String],
        size: Int, problem: String?
    ) {
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
            walk(
                slots.map {
                    Slot(offset: $0.offset, label: Self.dropCapturePrefix($0.label, replacement: prefix), kind: $0.kind)
                },
                base: address, prefix: "")
        } else {
            walk(slots, base: address, prefix: "")
        }
    }
}

func hex(_ value: UInt) -> String { "0x" + String(value, radix: 16) }
