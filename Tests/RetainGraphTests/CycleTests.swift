import Foundation
import Testing

@testable import RetainGraph

@Suite struct CycleTests {
    @Test func reportsBothCyclesOfADiamondOnceEach() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            // a -> b -> d -> a and a -> c -> d -> a share a and d.
            let a = Holder(counter, "a")
            let b = Holder(counter, "b")
            let c = Holder(counter, "c")
            let d = Holder(counter, "d")
            a.items = [b, c]
            b.strong = d
            c.strong = d
            d.strong = a
            probe = a
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 2)
        #expect(
            Set(report.cycles.map(labels)) == [["items[0]", "strong", "strong"], ["items[1]", "strong", "strong"]])
        #expect(report.cycles.allSatisfy { $0.isLeaked && $0.nodes.count == 3 })
        // The same cycle is never reported in two rotations.
        let rotations = report.cycles.map { Set($0.nodes.map(\.address)) }
        #expect(Set(rotations).count == 2)
        #expect(counter.count == 0)
        // Without a's array, d is held by b and c, which nothing holds: all four are freed.
        probe?.items = []
        #expect(counter.count == 4)
    }

    @Test func findsACycleThroughAThousandObjects() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let objects = (0..<1000).map { Holder(counter, "n\($0)") }
            for i in 0..<1000 { objects[i].strong = objects[(i + 1) % 1000] }
            probe = objects[0]
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 1)
        #expect(report.cycles.first?.nodes.count == 1000)
        #expect(report.cycles.first?.isLeaked == true)
        #expect(report.cycles.first?.edges.allSatisfy { $0.label == "strong" } == true)
        probe?.strong = nil
        #expect(counter.count == 1000)
    }

    @Test func selfReferenceIsACycleOfOne() {
        let counter = DeinitCounter()
        weak var probe: Holder?
        do {
            let a = Holder(counter, "a")
            a.strong = a
            probe = a
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.map(labels) == [["strong"]])
        probe?.strong = nil
        #expect(counter.count == 1)
    }

    @Test func leakedCycleHangingOffAHeldObjectIsKeptAliveByIt() {
        let counter = DeinitCounter()
        let root = Holder(counter, "root")
        do {
            let a = Holder(counter, "a")
            let b = Holder(counter, "b")
            a.strong = b
            b.strong = a
            root.strong = a
        }
        let report = findRetainCycles(from: [root])
        #expect(report.cycles.count == 1)
        #expect(report.cycles.first?.isLeaked == false)
        #expect(report.cycles.first?.keptAliveBy.first?.hasPrefix("RetainGraphTests.Holder at ") == true)
        // Released by its holder, the cycle leaks: found again from one of its members.
        weak var member = root.strong as? Holder
        root.strong = nil
        let after = findRetainCycles(from: [member!])
        #expect(after.cycles.first?.isLeaked == true)
        member?.strong = nil
        #expect(counter.count == 2)
    }

    @Test func configurationCapsAndFiltersCycles() {
        let counter = DeinitCounter()
        let objects = (0..<6).map { Holder(counter, "n\($0)") }
        for a in objects { a.items = objects.filter { $0 !== a } }
        let capped = findRetainCycles(from: [objects[0]], configuration: .limitingCycles(to: 25))
        #expect(capped.cycles.count == 25)
        #expect(capped.truncated)
        let filtered = findRetainCycles(
            from: [objects[0]], configuration: .excludingEdges { _, label in label.hasPrefix("items") })
        #expect(filtered.cycles.isEmpty)
        let typeFiltered = findRetainCycles(
            from: [objects[0]], configuration: .excludingTypes(["RetainGraphTests.Holder"]))
        #expect(typeFiltered.cycles.isEmpty)
        for a in objects { a.items = [] }
    }

    @Test func retainPathsNameEveryHolderOfAnObject() {
        let counter = DeinitCounter()
        let root = Holder(counter, "root")
        let middle = Holder(counter, "middle")
        let target = Leaf(counter, "target")
        root.strong = middle
        root.table = ["t": target]
        middle.handler = {
            _ = target
            middle.work()
        }
        let paths = retainPaths(to: target, from: [root])
        #expect(
            Set(paths.map { $0.edges.map(\.label) }) == [["table[\"t\"]"], ["strong", "handler", "capture #1 (Leaf)"]])
        #expect(paths.allSatisfy { $0.nodes.last?.typeName == "RetainGraphTests.Leaf" })
        middle.handler = nil
    }
}

@Suite struct CycleLimitTests {
    @Test func stopsExpandingAtTheObjectLimitAndSaysSo() {
        let counter = DeinitCounter()
        let objects = (0..<100).map { Holder(counter, "n\($0)") }
        for i in 0..<100 { objects[i].strong = objects[(i + 1) % 100] }
        var configuration = RetainGraphConfiguration()
        configuration.maxNodes = 10
        let report = findRetainCycles(from: [objects[0]], configuration: configuration)
        #expect(report.truncated)
        #expect(report.cycles.isEmpty)
        #expect(report.warnings.contains { $0.contains("maxNodes") })
        #expect(findRetainCycles(from: [objects[0]]).cycles.count == 1)
        objects[99].strong = nil
    }
}
