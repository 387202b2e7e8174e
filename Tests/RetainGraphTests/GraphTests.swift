import Testing

@testable import RetainGraph

/// Every elementary cycle of a small digraph by brute force: each simple path from its
/// smallest node back to it. The independent truth the cycle finder is checked against.
func bruteForceCycles(_ adjacency: [[Int]]) -> Set<[Int]> {
    var result = Set<[Int]>()
    func extend(_ path: [Int], _ start: Int) {
        for w in Set(adjacency[path.last!]) {
            if w == start { result.insert(path) } else if w > start && !path.contains(w) { extend(path + [w], start) }
        }
    }
    for s in adjacency.indices { extend([s], s) }
    return result
}

/// SplitMix64: reproducible random numbers for generated graphs (print the seed on failure).
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct GraphTests {
    @Test func findsEveryCycleOfACompleteDigraphOnce() {
        // K5 has sum over k of C(5, k) * (k - 1)! = 10 + 20 + 30 + 24 = 84 elementary cycles.
        let n = 5
        let adjacency = (0..<n).map { v in (0..<n).filter { $0 != v } }
        let finder = CycleFinder(successors: { adjacency[$0] }, nodeCount: n)
        let components = finder.cyclicComponents()
        #expect(components == [[0, 1, 2, 3, 4]])
        let (cycles, truncated) = finder.elementaryCycles(in: components[0], limit: 1000)
        #expect(cycles.count == 84)
        #expect(Set(cycles).count == 84)
        #expect(!truncated)
        #expect(cycles.allSatisfy { $0.first == $0.min() })
    }

    @Test func stopsAtTheConfiguredCycleLimitAndSaysSo() {
        let n = 7
        let adjacency = (0..<n).map { v in (0..<n).filter { $0 != v } }
        let finder = CycleFinder(successors: { adjacency[$0] }, nodeCount: n)
        let (cycles, truncated) = finder.elementaryCycles(in: Array(0..<n), limit: 50)
        #expect(cycles.count == 50)
        #expect(truncated)
    }

    @Test func matchesBruteForceOnRandomGraphs() {
        for seed in UInt64(1)...300 {
            var random = SeededRandom(seed: seed)
            let n = Int.random(in: 1...9, using: &random)
            let edges = Int.random(in: 0...(n * 3), using: &random)
            var adjacency = [[Int]](repeating: [], count: n)
            for _ in 0..<edges {
                adjacency[Int.random(in: 0..<n, using: &random)].append(Int.random(in: 0..<n, using: &random))
            }
            let finder = CycleFinder(successors: { adjacency[$0] }, nodeCount: n)
            var found: [[Int]] = []
            for component in finder.cyclicComponents() {
                found += finder.elementaryCycles(in: component, limit: 100_000).cycles
            }
            let expected = bruteForceCycles(adjacency)
            #expect(Set(found) == expected, "seed \(seed)")
            #expect(found.count == expected.count, "seed \(seed): a cycle reported twice")
        }
    }

    @Test func handlesComponentsDeeperThanAnyCallStack() {
        // One cycle through 300 000 nodes: a recursive Tarjan would overflow the stack.
        let n = 300_000
        let finder = CycleFinder(successors: { [($0 + 1) % n] }, nodeCount: n)
        let components = finder.cyclicComponents()
        #expect(components.count == 1)
        #expect(components.first?.count == n)
        let (cycles, _) = finder.elementaryCycles(in: components[0], limit: 10)
        #expect(cycles.count == 1)
        #expect(cycles.first?.count == n)
    }

    @Test func separatesComponentsAndIgnoresAcyclicParts() {
        // 0 -> 1 -> 0, 1 -> 2 -> 3 -> 2, 3 -> 4, 4 -> 4, 5 alone.
        let adjacency = [[1], [0, 2], [3], [2, 4], [4], []]
        let finder = CycleFinder(successors: { adjacency[$0] }, nodeCount: adjacency.count)
        #expect(Set(finder.cyclicComponents()) == [[0, 1], [2, 3], [4]])
    }
}
