import CSwiftRuntime
import Foundation

/// Turns an `ObjectGraph` into a `RetainReport`: cycles, their labels and whether they leaked.
struct ReportBuilder {
    let graph: ObjectGraph
    let configuration: RetainGraphConfiguration

    /// Nodes whose object was freed or replaced while the walk or the report read it.
    private var changed: Set<Int> { Set((0..<graph.nodes.count).filter(graph.hasChanged)) }

    /// Successors of each node after the configured filters.
    private func filteredSuccessors(changed: Set<Int>) -> [[Int]] {
        var result = [[Int]](repeating: [], count: graph.nodes.count)
        for n in 0..<graph.nodes.count {
            if let excludeType = configuration.excludeType, excludeType(graph.nodes[n].typeName) { continue }
            // An object freed or replaced while it was read: its edges are not to be trusted.
            if changed.contains(n) { continue }
            var list: [Int] = []
            for e in graph.edges(of: n) {
                if let excludeEdge = configuration.excludeEdge,
                    excludeEdge(graph.nodes[n].typeName, graph.edgeLabels[e])
                {
                    continue
                }
                list.append(Int(graph.edgeTargets[e]))
            }
            result[n] = list
        }
        return result
    }

    func report() -> RetainReport {
        let changed = self.changed
        let successors = filteredSuccessors(changed: changed)
        let finder = CycleFinder(successors: { successors[$0] }, nodeCount: graph.nodes.count)
        let components = finder.cyclicComponents().sorted { $0[0] < $1[0] }
        var truncated = graph.truncated
        var cycles: [RetainCycle] = []
        let external = components.isEmpty ? [] : externalReferences()
        let alive = components.isEmpty ? [] : aliveNodes(external: external)
        var reverse: [[Int32]] = []
        for component in components {
            let remaining = configuration.maxCycles - cycles.count
            guard remaining > 0 else {
                truncated = true
                break
            }
            let (found, cut) = finder.elementaryCycles(
                in: component, limit: min(remaining, configuration.maxCyclesPerComponent))
            if cut { truncated = true }
            let isLeaked = !alive[component[0]]
            if !isLeaked && reverse.isEmpty { reverse = reverseEdges() }
            let keptAliveBy = isLeaked ? [] : holders(of: component, external: external, reverse: reverse)
            for path in found {
                let room = configuration.maxCycles - cycles.count
                guard room > 0 else {
                    truncated = true
                    break
                }
                cycles += makeCycles(
                    path, external: external, isLeaked: isLeaked, keptAliveBy: keptAliveBy,
                    limit: min(room, configuration.maxParallelReferences))
            }
        }
        var warnings: [String] = []
        var seen = Set<String>()
        for node in graph.nodes {
            if let problem = node.problem, seen.insert(problem).inserted { warnings.append(problem) }
        }
        if graph.truncated {
            warnings.append("stopped after \(configuration.maxNodes) objects (RetainGraphConfiguration.maxNodes)")
        }
        if let first = changed.min() {
            let node = graph.nodes[first]
            warnings.append(
                "changed while walking: \(changed.count) object\(changed.count == 1 ? " was" : "s were") freed or "
                    + "replaced "
                    + "while being read (first: \(node.typeName.isEmpty ? "an object" : node.typeName) at "
                    + "\(hex(node.address))); "
                    + "cycles through them are not reported")
        }
        return RetainReport(
            cycles: cycles, nodeCount: graph.nodes.count, edgeCount: graph.edgeCount,
            truncated: truncated, warnings: warnings)
    }

    /// Retain count minus strong edges found minus references held by the roots array, per node.
    private func externalReferences() -> [Int] {
        var incoming = [Int](repeating: 0, count: graph.nodes.count)
        for t in graph.edgeTargets { incoming[Int(t)] += 1 }
        for r in graph.roots { incoming[r] += 1 }
        var result = [Int](repeating: 0, count: graph.nodes.count)
        for n in 0..<graph.nodes.count {
            result[n] = max(0, retainCount(n) - incoming[n])
        }
        return result
    }

    private func retainCount(_ n: Int) -> Int {
        let node = graph.nodes[n]
        // Nodes that could not be read count as held from outside: never claim a leak we cannot
        // see, and never ask the runtime about memory that may not be an object.
        guard node.kind != .opaque, let count = graph.retainCount(n) else { return Int.max / 2 }
        return count
    }

    /// Nodes reachable (over all strong edges) from a node with references from outside.
    private func aliveNodes(external: [Int]) -> [Bool] {
        var alive = [Bool](repeating: false, count: graph.nodes.count)
        var work: [Int] = []
        for n in 0..<graph.nodes.count where external[n] > 0 {
            alive[n] = true
            work.append(n)
        }
        while let n = work.popLast() {
            for e in graph.edges(of: n) {
                let t = Int(graph.edgeTargets[e])
                if !alive[t] {
                    alive[t] = true
                    work.append(t)
                }
            }
        }
        return alive
    }

    /// Predecessor lists, built once for all components.
    private func reverseEdges() -> [[Int32]] {
        var reverse = [[Int32]](repeating: [], count: graph.nodes.count)
        for n in 0..<graph.nodes.count {
            for e in graph.edges(of: n) { reverse[Int(graph.edgeTargets[e])].append(Int32(n)) }
        }
        return reverse
    }

    /// The externally held nodes that reach `component`, threads and timers first.
    private func holders(of component: [Int], external: [Int], reverse: [[Int32]]) -> [String] {
        var seen = Set(component)
        var work = component
        var found: [Int] = []
        while let n = work.popLast() {
            if external[n] > 0 { found.append(n) }
            for p in reverse[n] where seen.insert(Int(p)).inserted { work.append(Int(p)) }
        }
        let ranked = found.sorted { rank($0) < rank($1) || (rank($0) == rank($1) && $0 < $1) }
        return ranked.prefix(5).map { describeHolder($0, external: external[$0]) }
    }

    private func rank(_ n: Int) -> Int {
        switch graph.nodes[n].kind {
        case .thread: return 0
        case .timer: return 1
        case .task: return 2
        default: return 3
        }
    }

    private func describeHolder(_ n: Int, external: Int) -> String {
        let node = graph.nodes[n]
        var memory = graph.memory
        let object = {
            Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: node.address)!).takeUnretainedValue()
        }
        if node.kind == .thread, let thread = object() as? Thread, thread.isExecuting {
            let name = thread.name.map { " \"\($0)\"" } ?? ""
            return "running thread\(name) (\(node.typeName) at \(hex(node.address)))"
        }
        if node.kind == .timer, let timer = object() as? Timer, timer.isValid {
            return "scheduled timer (\(node.typeName) at \(hex(node.address)))"
        }
        if node.kind == .task, AsyncTaskLayout.isComplete(node.address, memory: &memory) == false {
            return "unfinished task (\(node.typeName) at \(hex(node.address)))"
        }
        if node.kind == .opaque {
            return "\(node.typeName) at \(hex(node.address)) (could not be read)"
        }
        let plural = external == 1 ? "reference" : "references"
        return "\(node.typeName) at \(hex(node.address)) (\(external) \(plural) from outside the graph)"
    }

    /// The cycles (one per choice of parallel references, at most `limit`) along a path of nodes.
    func makeCycles(
        _ path: [Int], external: [Int], isLeaked: Bool, keptAliveBy: [String],
        limit: Int
    ) -> [RetainCycle] {
        // Collection storage is folded into the label: `items` + `[3]` reads `items[3]`.
        let isStorage = { (n: Int) in self.graph.nodes[n].kind == .collectionStorage }
        let start = path.firstIndex { !isStorage($0) } ?? 0
        let fold = path.contains { !isStorage($0) }
        let count = path.count
        var nodes: [RetainNode] = []
        nodes.reserveCapacity(count)
        // The label of each edge of the folded cycle; `parallel` lists every label of the edges
        // that have more than one (two fields holding the same object).
        var labels: [String] = []
        labels.reserveCapacity(count)
        var parallel: [Int: [String]] = [:]
        for step in 0..<count {
            let n = path[(start + step) % count]
            let target = Int32(path[(start + step + 1) % count])
            let (label, more) = edgeLabels(from: n, to: target)
            if fold && isStorage(n) {
                let last = labels.count - 1
                if more.isEmpty && parallel[last] == nil {
                    labels[last] = Slot.join(labels[last], label)
                } else {
                    let before = parallel[last] ?? [labels[last]]
                    let choices = before.flatMap { a in ([label] + more).map { Slot.join(a, $0) } }
                    labels[last] = choices[0]
                    parallel[last] = choices
                }
            } else {
                nodes.append(retainNode(n, external: external))
                labels.append(label)
                if !more.isEmpty { parallel[labels.count - 1] = [label] + more }
            }
        }
        return Self.variants(of: labels, parallel: parallel, limit: limit).map {
            RetainCycle(
                nodes: nodes, edges: $0.map { RetainEdge(label: $0) }, isLeaked: isLeaked, keptAliveBy: keptAliveBy)
        }
    }

    /// The label of the first edge from `n` to `target` (a closure used as the edge carries
    /// its name) and the labels of the other edges between them.
    private func edgeLabels(from n: Int, to target: Int32) -> (label: String, more: [String]) {
        var first = -1
        var more: [String] = []
        for e in graph.edges(of: n) where graph.edgeTargets[e] == target {
            if first < 0 { first = e } else { more.append(graph.edgeLabels[e]) }
        }
        var label = first >= 0 ? graph.edgeLabels[first] : "?"
        // A closure that captures exactly one object uses it as its context: the edge, not
        // the object, is the closure, so its name goes on the edge.
        if first >= 0, graph.nodes[Int(target)].kind != .closureContext, let code = graph.edgeFunctions[first],
            let name = Symbols.closureName(code)
        {
            label = label.hasSuffix(" (closure)") ? String(label.dropLast(10)) + " (\(name))" : label + " (\(name))"
        }
        return (label, more)
    }

    /// Each choice of parallel reference is a cycle of its own: fixing one field leaves the
    /// others. The choices as a mixed-radix counter, at most `limit` of them.
    private static func variants(of labels: [String], parallel: [Int: [String]], limit: Int) -> [[String]] {
        guard !parallel.isEmpty else { return [labels] }
        let positions = parallel.keys.sorted()
        var digits = [Int](repeating: 0, count: positions.count)
        var result: [[String]] = []
        while result.count < limit {
            var variant = labels
            for (k, position) in positions.enumerated() { variant[position] = parallel[position]![digits[k]] }
            result.append(variant)
            var k = positions.count - 1
            while k >= 0 {
                digits[k] += 1
                if digits[k] < parallel[positions[k]]!.count { break }
                digits[k] = 0
                k -= 1
            }
            if k < 0 { break }
        }
        return result
    }

    /// Node `n` as a report node, without reference accounting.
    func node(_ n: Int) -> RetainNode {
        let node = graph.nodes[n]
        return RetainNode(
            typeName: node.typeName, kind: node.kind, address: hex(node.address),
            symbol: node.kind == .closureContext && node.function != 0 ? Symbols.closureName(node.function) : nil,
            captures: node.kind == .closureContext ? node.captureTypes : nil, problem: node.problem)
    }

    private func retainNode(_ n: Int, external: [Int]) -> RetainNode {
        let node = graph.nodes[n]
        return RetainNode(
            typeName: node.typeName, kind: node.kind, address: hex(node.address),
            symbol: node.kind == .closureContext && node.function != 0 ? Symbols.closureName(node.function) : nil,
            captures: node.kind == .closureContext ? node.captureTypes : nil,
            retainCount: node.kind == .opaque ? nil : retainCount(n),
            externalReferences: node.kind == .opaque ? nil : external[n], problem: node.problem)
    }
}
