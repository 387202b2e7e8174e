import Foundation
import Synchronization
import Testing

@testable import RetainGraph

@Suite struct IntrospectionTests {
    @Test func findsCycleThroughStoredPropertiesAndSeesItLeaked() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let a = Holder(counter, "a")
            let b = Holder(counter, "b")
            a.strong = b
            b.strong = a
            probe = a
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 1)
        let cycle = report.cycles[0]
        #expect(labels(cycle) == ["strong", "strong"])
        #expect(types(cycle) == ["Holder", "Holder"])
        #expect(cycle.isLeaked)
        #expect(counter.count == 0)
        probe?.strong = nil
        #expect(counter.count == 2)
    }

    @Test func weakAndUnownedFieldsAreNeverEdges() {
        let counter = DeinitCounter()
        let a = Holder(counter, "a")
        do {
            let b = Holder(counter, "b")
            a.strong = b
            b.weakRef = a
            b.unownedRef = a
            b.unsafeRef = a
        }
        let report = findRetainCycles(from: [a])
        #expect(report.cycles.isEmpty)
        #expect(report.edgeCount >= 1)
    }

    @Test func reportsCycleKeptAliveByAnOutsideReference() {
        let counter = DeinitCounter()
        let a = Holder(counter, "a")
        let b = Holder(counter, "b")
        a.strong = b
        b.strong = a
        let report = findRetainCycles(from: [a])
        #expect(report.cycles.count == 1)
        #expect(report.cycles[0].isLeaked == false)
        #expect(report.cycles[0].keptAliveBy.contains { $0.contains("Holder") })
        b.strong = nil
    }

    @Test func closureCapturingOnlySelfUsesSelfAsContext() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let h = Holder(counter, "h")
            h.handler = { h.work() }
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 1)
        // The closure is the edge: its name goes on the label.
        #expect(
            labels(report.cycles[0]) == [
                "handler (closure #1 in IntrospectionTests.closureCapturingOnlySelfUsesSelfAsContext())"
            ])
        #expect(types(report.cycles[0]) == ["Holder"])
        #expect(report.cycles[0].isLeaked)
        probe?.handler = nil
        #expect(counter.count == 1)
    }

    @Test func readsWideCapturesBeforeSelfAtTheirRealSizes() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let h = Holder(counter, "h")
            let text = "a string long enough to live on the heap, not inline"
            let number = 42
            let tuple = (1, 2.5, "x")
            h.handler = {
                _ = (text, number, tuple)
                h.work()
            }
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 1)
        let cycle = report.cycles[0]
        #expect(types(cycle) == ["Holder", "closure context"])
        #expect(labels(cycle) == ["handler", "capture #4 (Holder)"])
        #expect(cycle.nodes[1].captures == ["String", "Int", "(Int, Double, String)", "Holder"])
        probe?.handler = nil
        #expect(counter.count == 1)
    }

    @Test func weakAndUnownedSelfCapturesMakeNoCycle() {
        let counter = DeinitCounter()
        let h = Holder(counter, "h")
        let number = 7
        h.handler = { [weak h] in
            _ = number
            h?.work()
        }
        #expect(findRetainCycles(from: [h]).cycles.isEmpty)
        h.handler = { [unowned h] in
            _ = number
            h.work()
        }
        #expect(findRetainCycles(from: [h]).cycles.isEmpty)
        h.handler = { [unowned(unsafe) h] in
            _ = number
            h.work()
        }
        #expect(findRetainCycles(from: [h]).cycles.isEmpty)
        weak var weakVar = h
        h.handler = { weakVar = nil }
        #expect(findRetainCycles(from: [h]).cycles.isEmpty)
        h.handler = nil
        _ = weakVar
    }

    @Test func followsBoxesOfCapturedVariables() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let h = Holder(counter, "h")
            var count = 0
            var me: Holder? = h
            h.handler = {
                count += 1
                _ = me
                me = me
            }
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 1)
        let cycle = report.cycles[0]
        #expect(types(cycle) == ["Holder", "closure context", "box (Optional<Holder>)"])
        #expect(labels(cycle) == ["handler", "capture #2 (box)", "value"])
        #expect(cycle.isLeaked)
        probe?.handler = nil
        #expect(counter.count == 1)
    }

    @Test func followsExistentials() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let h = Holder(counter, "h")
            let leaf = Leaf(counter, "leaf")
            leaf.back = h
            h.any = leaf  // Any holding a class
            h.proto = Wide(target: leaf)  // protocol type, boxed struct
            h.classProto = leaf  // class-bound protocol
            h.strong = Pair(left: leaf, right: nil) as Any as AnyObject  // boxed as an object
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        let found = Set(report.cycles.map { labels($0)[0] })
        #expect(found == ["any", "proto.target", "classProto", "strong"])
        #expect(report.cycles.allSatisfy { $0.isLeaked })
        probe?.any = nil
        probe?.proto = nil
        probe?.classProto = nil
        probe?.strong = nil
        #expect(counter.count == 2)
    }

    @Test func readsTheLiveCaseOfMultiPayloadEnums() {
        let counter = DeinitCounter()
        let h = Holder(counter, "h")
        weak var leafProbe: Leaf?
        do {
            let leaf = Leaf(counter, "leaf")
            leaf.back = h
            h.state = .paused(3, "three", leaf)
            leafProbe = leaf
        }
        #expect(findRetainCycles(from: [h]).cycles.map(labels) == [["state.paused.2", "back"]])
        // A case without references: the old payload's object is gone, nothing is followed.
        h.state = .failed(code: 1)
        #expect(leafProbe == nil)
        #expect(findRetainCycles(from: [h]).cycles.isEmpty)
        do {
            let leaf = Leaf(counter, "leaf2")
            leaf.back = h
            h.state = .running(leaf)
        }
        #expect(findRetainCycles(from: [h]).cycles.map(labels) == [["state.running", "back"]])
        do {
            let leaf = Leaf(counter, "leaf3")
            leaf.back = h
            h.state = .chained(.running(leaf), leaf)
        }
        let report = findRetainCycles(from: [h])
        #expect(
            Set(report.cycles.map(labels)) == [
                ["state.chained", "value.0.running", "back"], ["state.chained", "value.1", "back"],
            ])
        #expect(report.cycles.allSatisfy { !$0.isLeaked })
        h.state = .idle
        #expect(counter.count == 3)
    }

    @Test func walksArraysDictionariesSetsAndContiguousArrays() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let h = Holder(counter, "h")
            let leaves = (0..<4).map { Leaf(counter, "leaf\($0)") }
            for leaf in leaves { leaf.back = h }
            h.items = [leaves[0]]
            h.structs = [Pair(left: nil, right: nil), Pair(left: nil, right: leaves[1])]
            h.table = ["key": leaves[2]]
            h.intTable = [7: Pair(left: leaves[3], right: nil)]
            let member = HashableBox(counter, "member")
            member.target = h
            h.members = [member]
            let tracked = Tracked(counter, "plain")
            h.contiguous = [tracked]
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        let found = Set(report.cycles.map { labels($0)[0] })
        #expect(found.contains("items[0]"))
        #expect(found.contains("structs[1].right"))
        #expect(found.contains("table[\"key\"]"))
        #expect(found.contains("intTable[7].left"))
        #expect(found.contains { $0.hasPrefix("members[member ") })
        #expect(report.cycles.count == 5)
        #expect(report.cycles.allSatisfy { $0.nodes.count == 2 && $0.isLeaked })
        probe?.items = []
        probe?.structs = []
        probe?.table = [:]
        probe?.intTable = [:]
        probe?.members = []
        #expect(counter.count == 7)
    }

    @Test func readsGenericClassesAtEachSpecialisation() {
        let counter = DeinitCounter()
        weak var probe: GenericBox<Leaf>?
        weak var probe2: GenericBox<(Int, Leaf)>?
        do {
            let g = GenericBox<Leaf>(counter, "g")
            let leaf = Leaf(counter, "leaf")
            leaf.back = g
            g.value = leaf
            g.values = [leaf]
            probe = g
            let g2 = GenericBox<(Int, Leaf)>(counter, "g2")
            let leaf2 = Leaf(counter, "leaf2")
            leaf2.back = g2
            g2.value = (1, leaf2)
            probe2 = g2
        }
        let report = findRetainCycles(from: [probe!, probe2!])
        #expect(Set(report.cycles.map { labels($0)[0] }) == ["value", "values[0]", "value.1"])
        #expect(report.cycles.count == 3)
        probe?.value = nil
        probe?.values = []
        probe2?.value = nil
        #expect(counter.count == 4)
    }

    @Test func includesSuperclassFields() {
        let counter = DeinitCounter()
        weak var probe: Derived?
        do {
            let d = Derived(counter, "d")
            d.inherited = d
            probe = d
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.map(labels) == [["inherited"]])
        #expect(report.cycles.first?.isLeaked == true)
        probe?.inherited = nil
        #expect(counter.count == 1)
    }

    @Test func followsClosuresStoredInArraysThroughThunkContexts() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let h = Holder(counter, "h")
            let n = 5
            h.handlers = [
                {
                    _ = n
                    h.work()
                }
            ]
            h.any = { h.work() } as () -> Void
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        let found = Set(report.cycles.map { labels($0)[0] })
        #expect(found.contains("handlers[0]"))
        #expect(found.contains("any"))
        #expect(report.cycles.allSatisfy { $0.isLeaked })
        probe?.handlers = []
        probe?.any = nil
        #expect(counter.count == 1)
    }

    @Test func readsTuplesAndStructFieldsInline() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let h = Holder(counter, "h")
            h.tuple = (1, "one", h)
            h.pair = Pair(left: nil, right: h)
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        #expect(Set(report.cycles.map(labels)) == [["tuple.2"], ["pair.right"]])
        probe?.tuple = (0, "", nil)
        probe?.pair = Pair(left: nil, right: nil)
        #expect(counter.count == 1)
    }
}

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
    @Test func warnsThatFieldsOfNoncopyableTypesCannotBeRead() {
        let counter = DeinitCounter()
        let holder = MutexHolder(counter, "holder")
        holder.state.withLock { $0 = holder }
        let report = findRetainCycles(from: [holder])
        // The cycle through the Mutex is invisible to reflection: the report must say so
        // instead of silently claiming there is none.
        #expect(report.cycles.isEmpty)
        #expect(
            report.warnings.contains {
                $0.contains("could not read the content of RetainGraphTests.MutexHolder.state")
            },
            "\(report.warnings)")
        #expect(!report.warnings.contains { $0.contains("AtomicHolder") })
        holder.state.withLock { $0 = nil }
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
