import Foundation

@testable import RetainGraph

/// Records deinits so tests can check the truth: a leaked cycle never deinits, a broken one does.
final class DeinitCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []

    func record(_ name: String) {
        lock.lock()
        names.append(name)
        lock.unlock()
    }
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return names.count
    }
    func contains(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return names.contains(name)
    }
}

/// A class with a field of every interesting kind; tests set the ones they need.
class Tracked {
    let counter: DeinitCounter
    let name: String
    init(_ counter: DeinitCounter, _ name: String) {
        self.counter = counter
        self.name = name
    }
    deinit { counter.record(name) }
}

final class Holder: Tracked {
    var strong: AnyObject?
    weak var weakRef: AnyObject?
    unowned var unownedRef: Tracked
    unowned(unsafe) var unsafeRef: Tracked
    var handler: (() -> Void)?
    var any: Any?
    var proto: Describable?
    var classProto: ClassBound?
    var state: JobState = .idle
    var items: [AnyObject] = []
    var structs: [Pair] = []
    var table: [String: AnyObject] = [:]
    var intTable: [Int: Pair] = [:]
    var members: Set<HashableBox> = []
    var contiguous: ContiguousArray<Tracked> = []
    var tuple: (Int, String, Tracked?) = (0, "", nil)
    var pair = Pair(left: nil, right: nil)
    var handlers: [() -> Void] = []

    override init(_ counter: DeinitCounter, _ name: String) {
        unownedRef = Dummy.shared
        unsafeRef = Dummy.shared
        super.init(counter, name)
    }

    func work() {}
}

/// Never deinits: the target of default unowned fields.
enum Dummy {
    nonisolated(unsafe) static let shared = Tracked(DeinitCounter(), "dummy")
}

/// A struct holding references, used inline, in arrays and in existentials.
struct Pair {
    var left: AnyObject?
    var right: AnyObject?
}

/// A struct larger than an existential's inline buffer: boxed when stored as `Any`.
struct Wide: Describable {
    var a = 1, b = 2, c = 3
    var target: AnyObject?
    func describe() -> String { "wide" }
}

protocol Describable { func describe() -> String }
protocol ClassBound: AnyObject {}

final class Leaf: Tracked, ClassBound, Describable {
    var back: AnyObject?
    func describe() -> String { "leaf" }
}

/// An object usable as a Set member, holding a strong reference.
final class HashableBox: Tracked, Hashable {
    var target: AnyObject?
    static func == (a: HashableBox, b: HashableBox) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A multi-payload enum; `paused` and `running` hold references.
enum JobState {
    case idle
    case running(Tracked)
    case paused(Int, String, Tracked)
    case failed(code: Int)
    indirect case chained(JobState, AnyObject)
}

/// A generic class: field types depend on the generic argument.
final class GenericBox<T>: Tracked {
    var value: T?
    var values: [T] = []
}

/// A subclass: its superclass's fields are inherited edges.
class Base: Tracked {
    var inherited: AnyObject?
}

final class Derived: Base {
    var own: Int = 0
}

/// Labels of a cycle's edges, rotated so that the edge leaving a node of type `startType` is first.
func labels(_ cycle: RetainCycle) -> [String] { cycle.edges.map(\.label) }

/// Short type names of a cycle's nodes.
func types(_ cycle: RetainCycle) -> [String] {
    cycle.nodes.map { $0.typeName.split(separator: ".").last.map(String.init) ?? $0.typeName }
}
