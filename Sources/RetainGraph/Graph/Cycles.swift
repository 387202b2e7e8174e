/// Strongly connected components (Tarjan, iterative: no recursion depth limit) and every
/// elementary cycle of a component (Johnson), over a graph given as successor lists.
struct CycleFinder {
    /// Successor lists of node i (may contain duplicates and self-loops).
    let successors: (Int) -> [Int]
    let nodeCount: Int

    /// Components that can hold a cycle: more than one node, or one node with a self-loop.
    /// Each component lists its nodes in ascending order.
    func cyclicComponents() -> [[Int]] {
        var adjacency = [[Int]](repeating: [], count: nodeCount)
        for v in 0..<nodeCount { adjacency[v] = successors(v) }
        return Self.components(adjacency, from: 0)
    }

    /// Tarjan's algorithm with an explicit stack over the nodes `>= from` of `adjacency`;
    /// returns the components that hold a cycle, each sorted.
    static func components(_ adjacency: [[Int]], from lowest: Int) -> [[Int]] {
        let n = adjacency.count
        var indexOf = [Int](repeating: -1, count: n)
        var lowLink = [Int](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        var frames: [(node: Int, next: Int)] = []
        for start in lowest..<max(n, lowest) where indexOf[start] < 0 {
            indexOf[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            frames.append((start, 0))
            while let top = frames.last {
                let v = top.node
                let successorsOfV = adjacency[v]
                if top.next < successorsOfV.count {
                    frames[frames.count - 1].next += 1
                    let w = successorsOfV[top.next]
                    guard w >= lowest else { continue }
                    if indexOf[w] < 0 {
                        indexOf[w] = counter
                        lowLink[w] = counter
                        counter += 1
                        stack.append(w)
                        onStack[w] = true
                        frames.append((w, 0))
                    } else if onStack[w] {
                        lowLink[v] = min(lowLink[v], indexOf[w])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[v])
                }
                if lowLink[v] == indexOf[v] {
                    var component: [Int] = []
                    while true {
                        let w = stack.removeLast()
                        onStack[w] = false
                        component.append(w)
                        if w == v { break }
                    }
                    if component.count > 1 || adjacency[v].contains(v) {
                        components.append(component.sorted())
                    }
                }
            }
        }
        return components
    }

    /// Every elementary cycle of one strongly connected component, each once, starting at its
    /// smallest node (the canonical rotation), stopping after `limit` cycles.
    /// Returns the cycles and whether the limit cut the search short.
    ///
    /// Johnson's algorithm: for the least node s of the cyclic component of the subgraph induced
    /// by the nodes >= s, find every cycle through s inside that component, then move past s.
    /// Each component searched yields at least one cycle, so the work is O((n + e)(c + 1)).
    func elementaryCycles(in component: [Int], limit: Int) -> (cycles: [[Int]], truncated: Bool) {
        guard limit > 0 else { return ([], true) }
        let adjacency = localAdjacency(component)
        var search = CircuitSearch(adjacency: adjacency)
        var lowest = 0
        while lowest < component.count {
            // The cyclic component of the induced subgraph with the least node.
            guard let scope = Self.components(adjacency, from: lowest).min(by: { $0[0] < $1[0] }) else { break }
            if !search.findCircuits(in: scope, limit: limit) {
                return (search.cycles.map { $0.map { component[$0] } }, true)
            }
            lowest = scope[0] + 1
        }
        return (search.cycles.map { $0.map { component[$0] } }, false)
    }

    /// Unique successors inside `component`, in local numbering (component is sorted, so local
    /// order is global order).
    private func localAdjacency(_ component: [Int]) -> [[Int]] {
        var local: [Int: Int] = [:]
        local.reserveCapacity(component.count)
        for (i, node) in component.enumerated() { local[node] = i }
        var adjacency = [[Int]](repeating: [], count: component.count)
        for (i, node) in component.enumerated() {
            var seen = Set<Int>()
            for w in successors(node) {
                if let lw = local[w], seen.insert(lw).inserted { adjacency[i].append(lw) }
            }
        }
        return adjacency
    }
}

/// Johnson's circuit search through the least node of one strongly connected scope, with an
/// explicit stack (graphs can be deep). Nodes are local numbers; the cycles found accumulate.
private struct CircuitSearch {
    let adjacency: [[Int]]
    var cycles: [[Int]] = []
    private var blocked: [Bool]
    private var blockedBy: [[Int]]
    private var inScope: [Bool]

    init(adjacency: [[Int]]) {
        self.adjacency = adjacency
        blocked = [Bool](repeating: false, count: adjacency.count)
        blockedBy = [[Int]](repeating: [], count: adjacency.count)
        inScope = [Bool](repeating: false, count: adjacency.count)
    }

    /// Adds every elementary cycle through `scope[0]` inside `scope`; false when `limit`
    /// cycles have been found in all (the search stops there).
    mutating func findCircuits(in scope: [Int], limit: Int) -> Bool {
        let s = scope[0]
        for v in scope {
            inScope[v] = true
            blocked[v] = false
            blockedBy[v].removeAll()
        }
        defer { for v in scope { inScope[v] = false } }
        var path = [s]
        blocked[s] = true
        var frames: [(v: Int, next: Int, found: Bool)] = [(s, 0, false)]
        while !frames.isEmpty {
            let top = frames.count - 1
            let v = frames[top].v
            let successorsOfV = adjacency[v]
            if frames[top].next < successorsOfV.count {
                let w = successorsOfV[frames[top].next]
                frames[top].next += 1
                guard inScope[w] else { continue }
                if w == s {
                    cycles.append(path)
                    frames[top].found = true
                    if cycles.count >= limit { return false }
                } else if !blocked[w] {
                    path.append(w)
                    blocked[w] = true
                    frames.append((w, 0, false))
                }
                continue
            }
            let found = frames[top].found
            if found {
                unblock(v)
            } else {
                for w in successorsOfV where inScope[w] && !blockedBy[w].contains(v) {
                    blockedBy[w].append(v)
                }
            }
            frames.removeLast()
            path.removeLast()
            if found, !frames.isEmpty { frames[frames.count - 1].found = true }
        }
        return true
    }

    private mutating func unblock(_ u: Int) {
        var work = [u]
        while let x = work.popLast() {
            guard blocked[x] else { continue }
            blocked[x] = false
            work.append(contentsOf: blockedBy[x])
            blockedBy[x].removeAll()
        }
    }
}
