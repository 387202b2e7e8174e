import CSwiftRuntime

/// The strong-reference graph over a set of heap objects and everything they reach, with what
/// a whole-heap leak scan needs on top of the walk: reference counts, the strongly connected
/// components of any part of it, and a labelled walk through a component. Package API for
/// LeakScan; `findRetainCycles(from:)` is the public way in.
package struct HeapGraph {
    let graph: ObjectGraph
    let configuration: RetainGraphConfiguration

    /// Walks `objects` (addresses of live heap objects) and everything they strongly reference.
    /// Objects are taken in the order given, each only if no earlier one reached it: put class
    /// instances first, so boxes are found through their holders and read as boxes.
    package init(objects: [UInt], configuration: RetainGraphConfiguration = .default) {
        self.configuration = configuration
        graph = GraphBuilder.build(objects: objects, configuration: configuration)
    }

    /// Objects in the graph (the given ones and those they reach).
    package var count: Int { graph.nodes.count }

    /// True when node `n` is a task that has not finished: the concurrency runtime holds it
    /// (its job) until it does.
    package func isUnfinishedTask(_ n: Int) -> Bool {
        guard graph.nodes[n].kind == .task else { return false }
        var memory = graph.memory
        return AsyncTaskLayout.isComplete(graph.nodes[n].address, memory: &memory) == false
    }

    /// Strong references in the graph.
    package var edgeCount: Int { graph.edgeCount }

    /// Whether the configured object limit stopped the walk (objects past it have no edges).
    package var truncated: Bool { graph.truncated }

    /// Address of object `n`.
    package func address(_ n: Int) -> UInt { graph.nodes[n].address }

    /// The objects `n` strongly references, once per reference (two fields holding the same
    /// object give it twice: each holds a count).
    package func successors(_ n: Int) -> [Int] {
        graph.edges(of: n).map { Int(graph.edgeTargets[$0]) }
    }

    /// Calls `body` with each object `n` strongly references, once per reference.
    package func forEachSuccessor(_ n: Int, _ body: (Int) -> Void) {
        for e in graph.edges(of: n) { body(Int(graph.edgeTargets[e])) }
    }

    /// Calls `body` with each object `n` strongly references and the reference's label (the
    /// field or capture it was read from), once per reference.
    package func forEachReference(_ n: Int, _ body: (_ target: Int, _ label: String) -> Void) {
        for e in graph.edges(of: n) { body(Int(graph.edgeTargets[e]), graph.edgeLabels[e]) }
    }

    /// The names of object `n`'s class and its superclasses, most derived first; empty when
    /// `n` is no class instance or its metadata cannot be read.
    package func classNames(_ n: Int) -> [String] {
        let node = graph.nodes[n]
        guard node.kind == .object, node.metadata != 0 else { return [] }
        var names: [String] = []
        var current = node.metadata
        var memory = graph.memory
        while current != 0, names.count < 64,
            memory.isReadable(current, length: 56), MetadataKind(word: Raw.word(current)) == .class
        {
            names.append(LayoutCache.shared.typeName(current))
            current = Raw.word(current + 8)
        }
        return names
    }

    /// Why not every reference object `n` holds could be read; nil when all were.
    package func problem(_ n: Int) -> String? {
        let node = graph.nodes[n]
        if node.kind == .opaque { return node.problem ?? "\(node.typeName) could not be read" }
        return node.problem
    }

    /// Its type name as reports show it.
    package func typeName(_ n: Int) -> String { graph.nodes[n].typeName }

    /// The strong retain count of object `n` now; nil for an object that could not be read
    /// (whose memory may not be an object at all).
    package func retainCount(_ n: Int) -> Int? {
        graph.retainCount(n)
    }

    /// Strongly connected components that hold a cycle, among the objects for which `include`
    /// is true (edges to other objects are ignored). Each lists its objects in ascending order.
    package func cyclicComponents(where include: (Int) -> Bool) -> [[Int]] {
        let included = (0..<count).map(include)
        var adjacency = [[Int]](repeating: [], count: count)
        for n in 0..<count where included[n] {
            adjacency[n] = successors(n).filter { included[$0] }
        }
        return CycleFinder.components(adjacency, from: 0)
    }

    /// Strongly connected components that hold a cycle among `objects`, following only the
    /// references for which `follows(holder, target, label)` is true.
    package func cyclicComponents(among objects: [Int], following follows: (Int, Int, String) -> Bool) -> [[Int]] {
        let members = Set(objects)
        var adjacency = [[Int]](repeating: [], count: count)
        for n in objects {
            forEachReference(n) { target, label in
                if members.contains(target) && follows(n, target, label) { adjacency[n].append(target) }
            }
        }
        return CycleFinder.components(adjacency, from: 0)
    }

    /// A closure value found in the graph (a function-typed field or capture) and the object
    /// its context pointer refers to.
    package struct ClosureValue: Sendable, Hashable {
        /// The closure's name from its code, e.g. `closure #1 in Chart.observeStrongly()`.
        package var symbol: String?
        /// The label of the field or capture that holds the closure.
        package var holder: String
        /// What the context pointer refers to: a closure context, a box, or an object.
        package var contextKind: RetainNodeKind
        /// The context's type name as reports show it (`closure context`, `box (Int)`, a class).
        package var contextTypeName: String
        /// For a closure context: what RetainGraph read from its capture descriptor, in order
        /// (`box`, `weak box`, a type name, `closure`).
        package var captures: [String]?
    }

    /// Every closure value reached by the walk whose context is a heap object.
    package func closureValues() -> [ClosureValue] {
        graph.edgeFunctions.sorted { $0.key < $1.key }.map { edge, code in
            let target = graph.nodes[Int(graph.edgeTargets[edge])]
            return ClosureValue(
                symbol: Symbols.closureName(code), holder: graph.edgeLabels[edge], contextKind: target.kind,
                contextTypeName: target.typeName,
                captures: target.kind == .closureContext ? target.captureTypes : nil)
        }
    }

    /// Object `n` for a report, with the counts a leak scan worked out for it.
    package func node(_ n: Int, externalReferences: Int? = nil) -> RetainNode {
        var node = ReportBuilder(graph: graph, configuration: configuration).node(n)
        node.retainCount = retainCount(n)
        node.externalReferences = externalReferences
        return node
    }

    /// The component as one cycle in RetainCycle's shape: a closed walk of strong references
    /// that passes through every object of it (objects repeat when the component is more than
    /// one loop), starting at its first class instance. Collection storage is folded into the
    /// labels, as in `findRetainCycles`. A component of more than `limit` objects is shown by
    /// the shortest loop through the start object only.
    package func cycle(walking component: [Int], external: [Int], limit: Int = 64) -> RetainCycle {
        let members = Set(component)
        let start =
            component.first {
                graph.nodes[$0].kind == .object || graph.nodes[$0].kind == .thread
                    || graph.nodes[$0].kind == .timer
            } ?? component[0]
        var walk = [start]
        var current = start
        if component.count <= limit {
            var unvisited = members
            unvisited.remove(start)
            while !unvisited.isEmpty {
                guard let path = shortestPath(from: current, within: members, to: { unvisited.contains($0) }) else {
                    break
                }
                walk += path.dropFirst()
                for n in path { unvisited.remove(n) }
                current = path.last!
            }
        }
        // Back to the start: the shortest way home closes the walk (for a single loop, the loop).
        if let home = shortestPath(from: current, within: members, to: { $0 == start }, allowingStart: true) {
            walk += home.dropFirst().dropLast()
        }
        let builder = ReportBuilder(graph: graph, configuration: configuration)
        return builder.makeCycles(walk, external: external, isLeaked: true, keptAliveBy: [], limit: 1).first
            ?? RetainCycle(nodes: walk.map { node($0) }, edges: [])
    }

    /// Nodes from `source` to the nearest node that `isTarget` accepts, inside `members`
    /// (`source` first). With `allowingStart`, a target equal to the source needs at least one
    /// step (a path back to itself).
    private func shortestPath(
        from source: Int, within members: Set<Int>, to isTarget: (Int) -> Bool,
        allowingStart: Bool = false
    ) -> [Int]? {
        var parent: [Int: Int] = [source: source]
        var queue = [source]
        var head = 0
        while head < queue.count {
            let n = queue[head]
            head += 1
            for t in successors(n) where members.contains(t) {
                if isTarget(t) && (t != source || allowingStart) {
                    var path = [t]
                    var at = n
                    while at != source {
                        path.append(at)
                        at = parent[at]!
                    }
                    path.append(source)
                    return path.reversed()
                }
                if parent[t] == nil {
                    parent[t] = n
                    queue.append(t)
                }
            }
        }
        return nil
    }
}

/// Function names (and `file:line` with `sourceLocations`) for return addresses recorded
/// elsewhere, e.g. where an object was allocated. Package API for LeakScan.
package func symbolicate(returnAddresses: [UInt], sourceLocations: Bool = false) -> [StackFrame] {
    Symbolicator(sourceLocations: sourceLocations).frames(for: returnAddresses)
}
