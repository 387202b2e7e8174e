import Foundation
import RetainGraph
import Testing

// Shapes and sizes: diamonds, long cycles, many small cycles, cycles kept alive from outside,
// and odd types that must never crash the walker.

final class HONode: HOTracked {
    var next: HONode?
    var links: [HONode] = []
    var closure: (() -> Void)?
}

final class HOManaged: ManagedBuffer<Int, AnyObject?> {}

final class HOEmpty: Sendable {}

final class HOOnlyWeak: HOTracked {
    weak var a: AnyObject?
    weak var b: HOOnlyWeak?
    unowned(unsafe) var c: AnyObject = HOEmpty()
}

final class HOPointers: HOTracked {
    var raw: UnsafeMutableRawPointer?
    var typed: UnsafeMutablePointer<Int>?
    var buffer: UnsafeMutableBufferPointer<AnyObject?>?
    var opaque: OpaquePointer?
    var back: AnyObject?
}

struct HOHuge {
    var a: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    var b: (Double, Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0, 0)
    var s: (String, String, String, String) = ("", "", "", "")
    var target: AnyObject?
    var c: (Int8, Int16, Int32, Int64) = (1, 2, 3, 4)
}

final class HOHugeHolder: HOTracked {
    var huge = HOHuge()
    var hugeList: [HOHuge] = []
    var hugeAny: Any?
}

actor HOActor {
    var handler: (() -> Void)?
    var other: AnyObject?
    let deaths: HODeaths
    init(_ deaths: HODeaths) { self.deaths = deaths }
    deinit { deaths.record("actor") }
    func set(_ h: @escaping @Sendable () -> Void) { handler = h }
}

final class HOPointerCapture: HOTracked {
    var handler: (() -> Void)?
    var storage = 0
    func capture() {
        withUnsafeMutablePointer(to: &storage) { p in
            let pointer = p
            handler = {
                _ = pointer
                _ = self.name
            }
        }
    }
}

@Suite struct HeldOutScaleTests {
    @Test func diamondWithTwoCyclesThroughOneNodeReportsBoth() {
        let deaths = HODeaths()
        weak var probe: HONode?
        do {
            // hub -> left -> hub, hub -> right -> hub: two cycles sharing hub.
            let hub = HONode(deaths, "hub")
            let left = HONode(deaths, "left")
            let right = HONode(deaths, "right")
            hub.links = [left, right]
            left.next = hub
            right.closure = { _ = hub.name }
            probe = hub
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HONode"), ho("HONode")], [ho("HONode"), ho("HONode")]])
        let memberSets = Set(report.cycles.map { Set($0.nodes.filter(hoIsDeclaredObject).map(\.address)) })
        #expect(memberSets.count == 2)
        probe?.links = []
        #expect(deaths.count == 3)
    }

    @Test func figureEightThroughTwoSharedNodesHasThreeCycles() {
        let deaths = HODeaths()
        weak var probe: HONode?
        do {
            // a -> b -> a, b -> c -> b, a -> c (via links) -> b -> a: cycles ab, bc, acb.
            let a = HONode(deaths, "a")
            let b = HONode(deaths, "b")
            let c = HONode(deaths, "c")
            a.next = b
            b.next = a
            b.links = [c]
            c.next = b
            a.links = [c]
            probe = a
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 3, "\(hoDescribe(report))")
        #expect(Set(report.cycles.map { $0.nodes.count }) == [2, 3])
        probe?.next?.links = []
        probe?.next = nil
        probe?.links = []
        #expect(deaths.count == 3)
    }

    @Test func tenThousandObjectsInOneCycleAreOneCycle() {
        let deaths = HODeaths()
        weak var probe: HONode?
        do {
            let nodes = (0..<10_000).map { HONode(deaths, "n\($0)") }
            for i in 0..<10_000 { nodes[i].next = nodes[(i + 1) % 10_000] }
            probe = nodes[0]
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 1)
        #expect(report.cycles.first?.nodes.count == 10_000)
        #expect(report.cycles.first?.edges.allSatisfy { $0.label == "next" } == true)
        #expect(report.truncated == false)
        probe?.next = nil
        #expect(deaths.count == 10_000)
    }

    @Test func tenThousandObjectsInAClosureCycleAreOneCycle() {
        let deaths = HODeaths()
        weak var probe: HONode?
        do {
            let nodes = (0..<10_000).map { HONode(deaths, "n\($0)") }
            for i in 0..<10_000 {
                let next = nodes[(i + 1) % 10_000]
                let tag = i
                nodes[i].closure = { _ = (tag, next.name) }
            }
            probe = nodes[0]
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 1)
        #expect(report.cycles.first?.nodes.filter(hoIsDeclaredObject).count == 10_000)
        probe?.closure = nil
        #expect(deaths.count == 10_000)
    }

    @Test func twoHundredSmallCyclesAreTwoHundredCycles() {
        let deaths = HODeaths()
        weak var probe: HONode?
        do {
            let root = HONode(deaths, "root")
            for i in 0..<200 {
                let a = HONode(deaths, "a\(i)")
                let b = HONode(deaths, "b\(i)")
                a.next = b
                b.next = a
                root.links.append(a)
            }
            root.next = root
            probe = root
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.cycles.count == 201)
        #expect(report.cycles.filter { $0.nodes.count == 2 }.count == 200)
        #expect(report.truncated == false)
        // Each small cycle is held by root, which is held only by itself: all leaked.
        #expect(report.cycles.allSatisfy { $0.isLeaked })
        for a in probe!.links { a.next = nil }
        probe?.next = nil
        #expect(deaths.count == 401)
    }

    @Test func twoHundredSmallCyclesGivenAsRootsAreEachReportedOnce() {
        let deaths = HODeaths()
        var members: [HONode] = []
        for i in 0..<200 {
            let a = HONode(deaths, "a\(i)")
            let b = HONode(deaths, "b\(i)")
            a.next = b
            b.closure = { _ = a.name }
            members += [a, b]
        }
        let report = findRetainCycles(from: members)
        #expect(report.cycles.count == 200)
        #expect(Set(report.cycles.map { Set($0.nodes.map(\.address)) }).count == 200)
        for node in members {
            node.next = nil
            node.closure = nil
        }
        members.removeAll()
        #expect(deaths.count == 400)
    }

    @Test func cycleWithAnOutsideStrongReferenceIsFoundButNotLeaked() {
        let deaths = HODeaths()
        let keeper = HONode(deaths, "keeper")
        do {
            let a = HONode(deaths, "a")
            let b = HONode(deaths, "b")
            a.next = b
            b.next = a
            keeper.links = [a]
        }
        let report = findRetainCycles(from: [keeper.links[0]])
        hoExpectCycles(report, [[ho("HONode"), ho("HONode")]])
        #expect(report.cycles.first?.isLeaked == false)
        #expect(report.cycles.first?.keptAliveBy.isEmpty == false)
        // Without its keeper the cycle leaks (nothing deinits) until it is broken.
        weak var member = keeper.links[0]
        keeper.links = []
        #expect(deaths.count == 0)
        let leaked = findRetainCycles(from: [member!])
        #expect(leaked.cycles.first?.isLeaked == true)
        member?.next = nil
        #expect(deaths.count == 2)
    }

    @Test func oddTypesNeverCrashTheWalker() async {
        let deaths = HODeaths()
        let managed = HOManaged.create(minimumCapacity: 4) { _ in 3 } as! HOManaged
        managed.withUnsafeMutablePointerToElements { $0.initialize(repeating: nil, count: 4) }
        let empty = HOEmpty()
        let onlyWeak = HOOnlyWeak(deaths, "weak")
        onlyWeak.a = empty
        onlyWeak.b = onlyWeak
        let pointers = HOPointers(deaths, "pointers")
        let storage = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        storage.initialize(to: 7)
        pointers.typed = storage
        pointers.raw = UnsafeMutableRawPointer(storage)
        pointers.opaque = OpaquePointer(storage)
        let huge = HOHugeHolder(deaths, "huge")
        huge.huge.target = huge
        huge.hugeList = [HOHuge(), HOHuge()]
        huge.hugeList[1].target = huge
        huge.hugeAny = huge.huge
        let actor = HOActor(deaths)
        await actor.set { _ = empty }
        let capture = HOPointerCapture(deaths, "capture")
        capture.capture()
        let roots: [AnyObject] = [managed, empty, onlyWeak, pointers, huge, actor, capture]
        let report = findRetainCycles(from: roots)
        // huge: through its inline field, array element 1, and the boxed Any (three cycles);
        // capture: through its closure.
        hoExpectCycles(
            report,
            [
                [ho("HOHugeHolder")], [ho("HOHugeHolder")], [ho("HOHugeHolder")],
                [ho("HOPointerCapture")],
            ])
        huge.huge.target = nil
        huge.hugeList = []
        huge.hugeAny = nil
        capture.handler = nil
        storage.deallocate()
    }

    @Test func actorHoldingAClosureThatCapturesItIsACycle() async {
        let deaths = HODeaths()
        weak var probe: HOActor?
        do {
            let actor = HOActor(deaths)
            await actor.set { _ = actor }
            probe = actor
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOActor")]])
        await probe?.set {}
        #expect(deaths.count == 1)
    }
}

@propertyWrapper
struct HOWrapped<Value> {
    var wrappedValue: Value
}

final class HOStrangeFields: HOTracked, @unchecked Sendable {
    @HOWrapped var wrapped: AnyObject? = nil
    var task: Task<Void, Never>?
    var stream: AsyncStream<Int>?
    var continuation: AsyncStream<Int>.Continuation?
    var metatype: Any.Type = Int.self
    var objectType: AnyObject.Type?
    var pointerToSelf: UnsafeMutableRawPointer?
}

@Suite struct HeldOutStrangeFieldTests {
    @Test func propertyWrappersTasksStreamsAndMetatypesNeverCrash() async {
        let deaths = HODeaths()
        weak var probe: HOStrangeFields?
        do {
            let s = HOStrangeFields(deaths, "s")
            s.wrapped = s
            s.task = Task {}
            await s.task?.value
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            s.stream = stream
            s.continuation = continuation
            s.objectType = HOStrangeFields.self
            s.pointerToSelf = Unmanaged.passUnretained(s).toOpaque()
            probe = s
        }
        let report = findRetainCycles(from: [probe!])
        // The property wrapper's storage holds self: a cycle through `_wrapped`.
        hoExpectCycles(report, [[ho("HOStrangeFields")]])
        probe?.wrapped = nil
        #expect(deaths.count == 1)
    }
}
