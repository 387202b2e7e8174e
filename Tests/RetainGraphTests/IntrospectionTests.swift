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
