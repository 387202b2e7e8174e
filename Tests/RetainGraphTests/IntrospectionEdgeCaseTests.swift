import Foundation
import Synchronization
import Testing

@testable import RetainGraph

final class SymbolWorker {
    var handler: (() -> Void)?
    var n = 1
    func start() {
        let extra = 3
        handler = { self.n += extra }
    }
}

@Suite struct IntrospectionSymbolTests {
    @Test func namesTheClosureOfAContextFromItsSymbol() throws {
        let worker = SymbolWorker()
        worker.start()
        let report = findRetainCycles(from: [worker])
        let context = try #require(report.cycles.first?.nodes.first { $0.kind == .closureContext })
        #expect(context.symbol == "closure #1 in SymbolWorker.start()")
        worker.handler = nil
    }
}

/// Closures made in generic functions: their captures' types come from the context's bindings.
func attachGeneric<T: AnyObject>(_ holder: Holder, _ value: T, _ extra: String) {
    holder.handler = { _ = (extra, value) }
}

func attachGenericOptional<T, U: Describable>(_ holder: Holder, _ value: T?, _ other: U) {
    holder.handler = { _ = (value, other) }
}

@Suite struct IntrospectionGenericClosureTests {
    @Test func readsCapturesOfGenericTypesFromTheContextsBindings() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let h = Holder(counter, "h")
            let leaf = Leaf(counter, "leaf")
            leaf.back = h
            attachGeneric(h, leaf, "a string long enough to be stored on the heap")
            probe = h
        }
        var report = findRetainCycles(from: [probe!])
        #expect(report.cycles.map(labels) == [["handler", "capture #2 (Leaf)", "back"]])
        #expect(report.cycles.first?.nodes[1].captures == ["String", "Leaf"])
        #expect(report.warnings.isEmpty)

        do {
            let leaf = Leaf(counter, "leaf2")
            leaf.back = probe
            attachGenericOptional(probe!, leaf, Wide(target: probe))
        }
        report = findRetainCycles(from: [probe!])
        #expect(
            Set(report.cycles.map(labels)) == [
                ["handler", "capture #1 (Optional<Leaf>)", "back"], ["handler", "capture #2 (Wide).target"],
            ])
        #expect(report.cycles.allSatisfy { $0.isLeaked })
        probe?.handler = nil
        #expect(counter.count == 3)
    }
}

/// An error that holds an object, stored as `any Error` (a heap error box).
struct HoldingError: Error {
    var code = 7
    var culprit: AnyObject?
}

final class ErrorHolder: Tracked {
    var error: Error?
}

@Suite struct IntrospectionErrorTests {
    @Test func followsValuesInsideErrorBoxes() {
        let counter = DeinitCounter()
        weak var probe: ErrorHolder?
        do {
            let h = ErrorHolder(counter, "h")
            h.error = HoldingError(culprit: h)
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.map(labels) == [["error", "value.culprit"]])
        #expect(
            report.cycles.first?.nodes.map(\.typeName) == ["RetainGraphTests.ErrorHolder", "error box (HoldingError)"])
        #expect(report.cycles.first?.isLeaked == true)
        probe?.error = nil
        #expect(counter.count == 1)
    }
}

/// A struct small enough to sit inline in an existential's buffer.
struct Small: Describable {
    var target: AnyObject?
    func describe() -> String { "small" }
}

final class MiscHolder: Tracked {
    var handler: (() -> Void)?
    var slice: ArraySlice<AnyObject> = []
    var hashables: Set<AnyHashable> = []
    var inline: Describable?
    var nested: [[AnyObject]] = []
    var optionalTuple: (Int, AnyObject)?
}

@Suite struct IntrospectionMiscTests {
    @Test func followsNestedClosuresSlicesAnyHashableAndInlineExistentials() {
        let counter = DeinitCounter()
        weak var probe: MiscHolder?
        do {
            let h = MiscHolder(counter, "h")
            let inner = { [h] in _ = h.counter }
            let number = 1
            h.handler = {
                _ = number
                inner()
            }
            h.slice = [h as AnyObject, h as AnyObject][1...]
            h.hashables = [AnyHashable(HashableBox(counter, "box"))]
            (h.hashables.first?.base as? HashableBox)?.target = h
            h.inline = Small(target: h)
            h.nested = [[], [h]]
            h.optionalTuple = (1, h)
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        let first = Set(report.cycles.map { labels($0)[0] })
        #expect(first.contains("handler"))
        #expect(first.contains("inline.target"))
        #expect(first.contains("optionalTuple.1"))
        #expect(first.contains { $0.hasPrefix("slice[") })
        #expect(first.contains { $0.hasPrefix("hashables") })
        #expect(first.contains { $0.hasPrefix("nested") })
        let closure = report.cycles.first { labels($0)[0] == "handler" }
        #expect(
            closure.map(labels) == [
                "handler",
                "capture #2 (closure #1 in "
                    + "IntrospectionMiscTests.followsNestedClosuresSlicesAnyHashableAndInlineExistentials())",
            ])
        #expect(report.cycles.allSatisfy { $0.isLeaked })
        probe?.handler = nil
        probe?.slice = []
        probe?.hashables = []
        probe?.inline = nil
        probe?.nested = []
        probe?.optionalTuple = nil
        #expect(counter.count == 2)
    }
}

final class MutexHolder: Tracked, @unchecked Sendable {
    let state = Mutex<AnyObject?>(nil)
}

@Suite struct IntrospectionNoncopyableTests {
    @Test func readsTheValueOfAMutexThatReflectionDescribesAsEmpty() {
        let counter = DeinitCounter()
        weak var probe: MutexHolder?
        do {
            let holder = MutexHolder(counter, "holder")
            holder.state.withLock { $0 = holder }
            probe = holder
        }
        let report = findRetainCycles(from: [probe!])
        // Reflection says `()`; the property's symbols name `Mutex<AnyObject?>`, and the value
        // sits after the Mutex's handle: the cycle through it is found, with nothing unread.
        #expect(report.cycles.map { $0.edges.map(\.label) } == [["state"]], "\(report.cycles)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(counter.count == 0)
        probe?.state.withLock { $0 = nil }
        #expect(counter.count == 1)
    }

    @Test func atomicsAndEmptyMutexesHoldNoReferenceAndGetNoWarning() {
        let counter = DeinitCounter()
        weak var probe: AtomicHolder?
        do {
            let holder = AtomicHolder(counter, "holder")
            holder.flag.store(true, ordering: .relaxed)
            holder.count.store(0x7fff_1234_5678, ordering: .relaxed)
            holder.handler = { _ = holder.flag.load(ordering: .relaxed) }
            probe = holder
        }
        let report = findRetainCycles(from: [probe!])
        // The Atomic and Mutex fields reach reflection as `()`; what they hold now (bits, nil)
        // is no reference, so there is nothing to warn about, and the closure cycle is found.
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.cycles.count == 1)
        #expect(counter.count == 0)
        probe?.handler = nil
        #expect(counter.count == 1)
    }
}

struct LockedState: ~Copyable {
    let hits = Atomic<Int>(0)
    let current = Mutex<AnyObject?>(nil)
}

final class NestedMutexHolder: Tracked, @unchecked Sendable {
    let state = LockedState()
}

@Suite struct IntrospectionNestedNoncopyableTests {
    @Test func aNoncopyableStructHoldingAMutexIsNamedByItsFieldWhenItHoldsAnObject() {
        let counter = DeinitCounter()
        let holder = NestedMutexHolder(counter, "holder")
        #expect(findRetainCycles(from: [holder]).warnings.isEmpty)
        holder.state.current.withLock { $0 = holder }
        let report = findRetainCycles(from: [holder])
        // The struct is noncopyable too: reflection hides it whole, so the class's field is named.
        #expect(
            report.warnings.contains {
                $0.contains("could not read the content of RetainGraphTests.NestedMutexHolder.state")
            },
            "\(report.warnings)")
        holder.state.current.withLock { $0 = nil }
    }
}

final class AtomicHolder: Tracked, @unchecked Sendable {
    let flag = Atomic<Bool>(false)
    let count = Atomic<Int>(0)
    let empty = Mutex<AnyObject?>(nil)
    let numbers = Mutex<[Int]>([])
    var handler: (() -> Void)?
}
