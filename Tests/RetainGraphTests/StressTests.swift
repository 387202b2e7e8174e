import Foundation
import Testing

@testable import RetainGraph

/// A node of generated object graphs, with a field of every kind the walker reads.
class StressNode: Tracked {
    var field: AnyObject?
    weak var weakField: AnyObject?
    unowned(unsafe) var unsafeField: AnyObject = Dummy.shared
    var closure: (() -> Void)?
    var weakClosure: (() -> Void)?
    var closures: [() -> Void] = []
    var list: [AnyObject] = []
    var dict: [String: AnyObject] = [:]
    var state: JobState = .idle
    var any: Any?
    var pair = Pair(left: nil, right: nil)
    var proto: Describable?

    func reset() {
        field = nil
        weakField = nil
        closure = nil
        weakClosure = nil
        closures = []
        list = []
        dict = [:]
        state = .idle
        any = nil
        pair = Pair(left: nil, right: nil)
        proto = nil
    }
}

final class StressDerived: StressNode {
    var extra: (Int, AnyObject?) = (0, nil)
    override func reset() {
        super.reset()
        extra = (0, nil)
    }
}

/// How one generated reference is stored; the first few are strong, the last ones are not.
enum StressEdgeKind: CaseIterable {
    case field, closureWide, closureBox, closuresArray, list, dict, enumPayload, anyExistential, structField,
        protocolBox, derivedTuple
    case weakField, weakCapture, unownedUnsafe

    var isStrong: Bool {
        switch self {
        case .weakField, .weakCapture, .unownedUnsafe: return false
        default: return true
        }
    }
}

/// Stores a reference from `from` to `to` the way `kind` says; false when that slot is taken.
func store(_ kind: StressEdgeKind, from: StressNode, to: StressNode, index: Int) -> Bool {
    let text = "capture \(index) with a string long enough for the heap"
    switch kind {
    case .field:
        guard from.field == nil else { return false }
        from.field = to
    case .closureWide:
        guard from.closure == nil else { return false }
        let number = index
        let tuple = (index, 2.5)
        from.closure = { _ = (text, number, tuple, to) }
    case .closureBox:
        var target: StressNode? = to
        var count = 0
        from.closures.append {
            count += 1
            _ = target
            target = target ?? nil
        }
    case .closuresArray:
        from.closures.append { _ = (text, to) }
    case .list: from.list.append(to)
    case .dict: from.dict["k\(index)"] = to
    case .enumPayload:
        guard case .idle = from.state else { return false }
        from.state = index % 2 == 0 ? .paused(index, text, to) : .running(to)
    case .anyExistential:
        guard from.any == nil else { return false }
        from.any = index % 2 == 0 ? to as Any : Pair(left: nil, right: to) as Any
    case .structField:
        guard from.pair.right == nil else { return false }
        from.pair.right = to
    case .protocolBox:
        guard from.proto == nil else { return false }
        from.proto = Wide(target: to)
    case .derivedTuple:
        guard let derived = from as? StressDerived, derived.extra.1 == nil else { return false }
        derived.extra = (index, to)
    case .weakField:
        from.weakField = to
    case .weakCapture:
        guard from.weakClosure == nil else { return false }
        from.weakClosure = { [weak to] in _ = (text, to) }
    case .unownedUnsafe:
        from.unsafeField = to
    }
    return true
}

@Suite struct StressTests {
    /// Thousands of generated shapes: the cycles found among the generated objects must be
    /// exactly the elementary cycles of the strong references created, every cycle must be
    /// classified leaked (nothing else holds them), the objects that survive must be exactly
    /// those on or below a cycle, and nothing may crash.
    @Test(arguments: 0..<8)
    func foundCyclesMatchTheReferencesCreated(batch: Int) throws {
        for seed in UInt64(batch * 250 + 1)...UInt64(batch * 250 + 250) {
            try checkShape(seed: seed)
        }
    }

    func checkShape(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let counter = DeinitCounter()
        let n = Int.random(in: 1...12, using: &random)
        var strong = [[Int]](repeating: [], count: n)
        var probes: [Weak] = []
        do {
            let objects: [StressNode] = (0..<n).map {
                Bool.random(using: &random) ? StressNode(counter, "n\($0)") : StressDerived(counter, "n\($0)")
            }
            let edges = Int.random(in: 0...(2 * n), using: &random)
            for e in 0..<edges {
                let from = Int.random(in: 0..<n, using: &random)
                let to = Int.random(in: 0..<n, using: &random)
                var kind = StressEdgeKind.allCases.randomElement(using: &random)!
                if !store(kind, from: objects[from], to: objects[to], index: e) {
                    kind = .list
                    _ = store(kind, from: objects[from], to: objects[to], index: e)
                }
                if kind.isStrong { strong[from].append(to) }
            }
            probes = objects.map { Weak($0) }
        }
        // Truth: the elementary cycles of the strong references, and what they keep alive.
        let expected = bruteForceCycles(strong)
        var kept = Set(expected.flatMap { $0 })
        var work = Array(kept)
        while let v = work.popLast() { for w in strong[v] where kept.insert(w).inserted { work.append(w) } }
        let alive = Set(probes.indices.filter { probes[$0].object != nil })
        #expect(alive == kept, "seed \(seed): deinit disagrees with the references created")

        var configuration = RetainGraphConfiguration()
        configuration.maxCycles = 100_000
        configuration.maxCyclesPerComponent = 100_000
        configuration.maxParallelReferences = 1
        let report = findRetainCycles(
            from: alive.sorted().compactMap { probes[$0].object }, configuration: configuration)
        let indexOf = Dictionary(
            uniqueKeysWithValues: probes.indices.compactMap { i in
                probes[i].object.map { (hex(UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque())), i) }
            })
        // Project each cycle on the generated objects (contexts and boxes are extra nodes),
        // rotated to start at the smallest.
        var found = Set<[Int]>()
        for cycle in report.cycles {
            let projected = cycle.nodes.compactMap { indexOf[$0.address] }
            guard let m = projected.indices.min(by: { projected[$0] < projected[$1] }) else { continue }
            found.insert(Array(projected[m...] + projected[..<m]))
        }
        #expect(found == expected, "seed \(seed): cycles differ")
        #expect(report.cycles.allSatisfy { $0.isLeaked }, "seed \(seed): a cycle nothing holds was not called leaked")
        #expect(!report.truncated, "seed \(seed)")

        for probe in probes { (probe.object as? StressNode)?.reset() }
        #expect(counter.count == n, "seed \(seed): objects survived breaking every reference")
    }

    /// Objects of every shape, wide and deep: walking them must not crash and must read every
    /// generated object.
    @Test func wideAndDeepGraphsAreWalkedWithoutCrashing() {
        let counter = DeinitCounter()
        var random = SeededRandom(seed: 99)
        let objects: [StressNode] = (0..<3000).map { StressDerived(counter, "w\($0)") }
        for (i, object) in objects.enumerated() {
            // A deep chain plus random fan-out of every kind.
            if i + 1 < objects.count { object.list.append(objects[i + 1]) }
            for e in 0..<3 {
                let kind = StressEdgeKind.allCases.randomElement(using: &random)!
                _ = store(kind, from: object, to: objects[Int.random(in: 0..<objects.count, using: &random)], index: e)
            }
        }
        let report = findRetainCycles(from: [objects[0]], configuration: .limitingCycles(to: 50))
        #expect(report.nodeCount >= 3000)
        #expect(report.cycles.count == 50)
        #expect(report.truncated)
        for object in objects { object.reset() }
        #expect(counter.count == 0)  // still held by `objects`
    }
}

/// A weak reference in an array.
struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
