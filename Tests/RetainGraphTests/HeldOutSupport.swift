import Foundation
import RetainGraph
import Testing

// Support for the held-out scenarios: they use only the public API a user of the library has
// (`findRetainCycles(from:)`, the report's cycles, nodes and edges), and judge it against the
// truth the runtime gives: which objects really deinit, and when.

/// Names of the objects whose deinit ran, in order.
final class HODeaths: @unchecked Sendable {
    private let lock = NSLock()
    private var died: [String] = []

    func record(_ name: String) {
        lock.lock()
        died.append(name)
        lock.unlock()
    }
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return died.count
    }
    var names: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return Set(died)
    }
}

/// Base of most held-out fixtures: reports its deinit. Its two fields also make every subclass
/// a class with inherited fields laid out before its own.
class HOTracked {
    let deaths: HODeaths
    let name: String
    init(_ deaths: HODeaths, _ name: String) {
        self.deaths = deaths
        self.name = name
    }
    deinit { deaths.record(name) }
}

/// The fully qualified name `findRetainCycles` reports for a type of this test module.
func ho(_ name: String) -> String { "RetainGraphTests." + name }

/// Whether a node is an object the program declared (not a closure context or a box, which the
/// contract allows to appear as nodes of their own).
func hoIsDeclaredObject(_ node: RetainNode) -> Bool {
    !(node.kind == .block || node.typeName == "closure context" || node.typeName.hasPrefix("box")
        || node.typeName.hasPrefix("error box")
        || node.typeName.hasPrefix("Swift._"))
}

/// The declared member types of a cycle, in cycle order, rotated to start at the least name so
/// two rotations of the same cycle compare equal.
func hoCanonical(_ types: [String]) -> [String] {
    guard !types.isEmpty else { return [] }
    let rotations = types.indices.map { Array(types[$0...] + types[..<$0]) }
    return rotations.min { $0.joined(separator: "\u{1}") < $1.joined(separator: "\u{1}") }!
}

/// The cycles of a report as canonical lists of declared member types.
func hoShapes(_ report: RetainReport) -> [[String]] {
    report.cycles.map { hoCanonical($0.nodes.filter(hoIsDeclaredObject).map(\.typeName)) }
}

/// Checks that `report` holds exactly the expected cycles (as member types in cycle order, up to
/// rotation, contexts and boxes left out), each once, and that every cycle is well formed.
func hoExpectCycles(_ report: RetainReport, _ expected: [[String]], sourceLocation: SourceLocation = #_sourceLocation) {
    let got = hoShapes(report).map { $0.joined(separator: " -> ") }.sorted()
    let want = expected.map { hoCanonical($0).joined(separator: " -> ") }.sorted()
    #expect(
        got == want, "cycles found \(hoDescribe(report)); warnings \(report.warnings)", sourceLocation: sourceLocation)
    for cycle in report.cycles {
        #expect(cycle.nodes.count == cycle.edges.count, sourceLocation: sourceLocation)
        #expect(!cycle.nodes.isEmpty, sourceLocation: sourceLocation)
        #expect(
            cycle.edges.allSatisfy { !$0.label.isEmpty && $0.label != "?" },
            "unlabelled edge in \(hoDescribe(report))", sourceLocation: sourceLocation)
    }
}

/// A readable dump of the cycles for failure messages.
func hoDescribe(_ report: RetainReport) -> String {
    if report.cycles.isEmpty { return "(none)" }
    return report.cycles.map { cycle in
        zip(cycle.nodes, cycle.edges).map { "\($0.typeName) -[\($1.label)]->" }.joined(separator: " ")
    }.joined(separator: " | ")
}

/// The labels of the one cycle of a report, rotated to start at the node of type `start`.
func hoLabels(_ report: RetainReport, startingAt start: String) -> [String]? {
    guard report.cycles.count == 1, let cycle = report.cycles.first,
        let i = cycle.nodes.firstIndex(where: { $0.typeName == start })
    else { return nil }
    let labels = cycle.edges.map(\.label)
    return Array(labels[i...] + labels[..<i])
}
