/// A chain of strong references from a root to an object.
public struct RetainPath: Codable, Sendable, Hashable {
    /// From the root to the target; nodes[i] holds nodes[i + 1] through edges[i].
    public var nodes: [RetainNode]
    /// The references, one fewer than the nodes.
    public var edges: [RetainEdge]

    /// A path with its nodes and edges.
    public init(nodes: [RetainNode], edges: [RetainEdge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// `A -[label]-> B -[label]-> C`.
    public var text: String {
        guard let first = nodes.first else { return "" }
        var s = first.displayName
        for (i, edge) in edges.enumerated() where i + 1 < nodes.count {
            s += " -[\(edge.label)]-> \(nodes[i + 1].displayName)"
        }
        return s
    }
}

/// Who retains `target`: for every object holding a strong reference to it, the shortest chain
/// of strong references from one of `roots` through that holder to `target`. Empty when
/// `target` is not reachable from `roots` (or is a root nothing else holds).
public func retainPaths(
    to target: AnyObject, from roots: [AnyObject],
    configuration: RetainGraphConfiguration = .default
) -> [RetainPath] {
    let targetAddress = UInt(bitPattern: Unmanaged.passUnretained(target).toOpaque())
    let addresses = roots.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) }
    return withExtendedLifetime((roots, target)) {
        let graph = GraphBuilder.build(roots: addresses, configuration: configuration)
        guard let goal = graph.nodes.firstIndex(where: { $0.address == targetAddress }) else { return [] }
        // Breadth-first parents from the roots give the shortest path to each holder.
        var parent = [Int](repeating: -2, count: graph.nodes.count)
        var parentEdge = [Int](repeating: -1, count: graph.nodes.count)
        var queue: [Int] = []
        for r in graph.roots where parent[r] == -2 {
            parent[r] = -1
            queue.append(r)
        }
        var head = 0
        while head < queue.count {
            let n = queue[head]
            head += 1
            for e in graph.edges(of: n) {
                let t = Int(graph.edgeTargets[e])
                if parent[t] == -2 {
                    parent[t] = n
                    parentEdge[t] = e
                    queue.append(t)
                }
            }
        }
        let builder = ReportBuilder(graph: graph, configuration: configuration)
        var paths: [RetainPath] = []
        var seenHolders = Set<Int>()
        for n in queue {
            for e in graph.edges(of: n) where Int(graph.edgeTargets[e]) == goal && seenHolders.insert(e).inserted {
                var chain: [Int] = [n]
                var labels: [String] = [graph.edgeLabels[e]]
                var cursor = n
                // Walk back to the root, never through the target itself.
                while parent[cursor] >= 0 {
                    labels.append(graph.edgeLabels[parentEdge[cursor]])
                    cursor = parent[cursor]
                    chain.append(cursor)
                }
                chain.reverse()
                labels.reverse()
                if chain.contains(goal) && chain.first != goal { continue }
                // Collection storage is folded into the label, as in cycles: `table["t"]`.
                var nodes: [RetainNode] = []
                var edges: [RetainEdge] = []
                for (i, step) in chain.enumerated() {
                    if graph.nodes[step].kind == .collectionStorage && !edges.isEmpty {
                        edges[edges.count - 1].label = Slot.join(edges[edges.count - 1].label, labels[i])
                    } else {
                        nodes.append(builder.node(step))
                        edges.append(RetainEdge(label: labels[i]))
                    }
                }
                nodes.append(builder.node(goal))
                paths.append(RetainPath(nodes: nodes, edges: edges))
            }
        }
        return paths
    }
}
