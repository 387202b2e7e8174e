// Benchmark of the retain-graph walk: edges per second on a graph of 100 000 objects.
// Run with `make bench-graph` (release build).
import Foundation
import RetainGraph

/// An object with three strong references and a closure, like a small model object.
final class BenchNode {
    var first: BenchNode?
    var second: BenchNode?
    var third: BenchNode?
    var name = "node"
    var count = 0
}

/// SplitMix64, so every run builds the same graph.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let objectCount = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
var random = SplitMix(state: 42)
let objects = (0..<objectCount).map { _ in BenchNode() }
// A chain through every object (so all are reachable from the first) plus two random
// references each: one giant strongly connected component, the worst case for the search.
for (i, node) in objects.enumerated() {
    node.first = objects[(i + 1) % objectCount]
    node.second = objects[Int.random(in: 0..<objectCount, using: &random)]
    node.third = objects[Int.random(in: 0..<objectCount, using: &random)]
}

// Warm up the layout cache and the code paths once, then keep the best of three runs.
let configuration = RetainGraphConfiguration.limitingCycles(to: 10)
_ = findRetainCycles(from: [objects[0]], configuration: configuration)
var bestWalk = Double.infinity
var bestTotal = Double.infinity
var report = RetainReport(cycles: [])
for _ in 0..<3 {
    var current = RetainReport(cycles: [])
    let total = seconds { current = findRetainCycles(from: [objects[0]], configuration: configuration) }
    bestTotal = min(bestTotal, total)
    bestWalk = min(bestWalk, current.statistics?.walkSeconds ?? total)
    report = current
}
let cycleNodes = report.cycles.reduce(0) { $0 + $1.nodes.count }
print(
    String(
        format: "graph: %d objects, %d edges, %.3f s, %.2f M edges/s",
        report.nodeCount, report.edgeCount, bestWalk, Double(report.edgeCount) / bestWalk / 1e6))
print(
    String(
        format: "graph: with components, leak check and %d cycles (%d objects long in all): %.3f s, %.2f M edges/s",
        report.cycles.count, cycleNodes, bestTotal, Double(report.edgeCount) / bestTotal / 1e6))

// Break the references so the process ends with a clean heap.
for node in objects {
    node.first = nil
    node.second = nil
    node.third = nil
}
