import Foundation
import RetainGraph
import Testing

// References held through values: optionals, structs in arrays, dictionaries, sets, slices,
// existentials, enums, generics, superclass fields.

struct HOHandlerEntry {
    var id: Int
    var run: () -> Void
}

final class HOCollectionOwner: HOTracked {
    var entries: [HOHandlerEntry] = []
    var table: [String: () -> Void] = [:]
    var objects: Set<HOHashable> = []
    var contiguous: ContiguousArray<AnyObject> = []
    var slice: ArraySlice<AnyObject> = []
    var nested: [[String: [AnyObject]]] = []
    var optionalArray: [AnyObject]?
    var intKeys: [Int: AnyObject] = [:]
    var objectKeys: [HOHashable: Int] = [:]
}

final class HOHashable: HOTracked, Hashable {
    var back: AnyObject?
    static func == (a: HOHashable, b: HOHashable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

protocol HOHandling { func handle() }
protocol HOClassHandling: AnyObject { func handle() }

/// An @escaping closure stored by a type known only through a protocol.
final class HOHandlerBox: HOHandling {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
    func handle() { body() }
}

struct HOSmallHandler: HOHandling {
    var target: AnyObject
    func handle() {}
}

/// Larger than an existential's three-word inline buffer: stored in a heap box.
struct HOLargeHandler: HOHandling {
    var a = 1, b = 2, c = 3, d = 4
    var target: AnyObject
    func handle() {}
}

final class HOClassHandler: HOTracked, HOClassHandling {
    var owner: AnyObject?
    func handle() {}
}

final class HOExistentialOwner: HOTracked {
    var handling: (any HOHandling)?
    var handlings: [any HOHandling] = []
    var classHandling: (any HOClassHandling)?
    var anything: Any?
    var anyObject: AnyObject?
    var error: Error?
    var anyHashable: AnyHashable?
}

struct HOError: Error {
    var culprit: AnyObject
}

indirect enum HOTree {
    case leaf(AnyObject)
    case node(HOTree, HOTree)
    case empty
}

enum HOState {
    case idle
    case running(id: Int, onDone: () -> Void)
    case waiting(String, AnyObject)
    case failed(Double)
}

enum HOSingle {
    case none
    case some(AnyObject, Int8)
}

final class HOEnumOwner: HOTracked {
    var tree: HOTree = .empty
    var state: HOState = .idle
    var single: HOSingle = .none
    var results: [Result<AnyObject, HOError>] = []
}

class HOGenericBox<T>: HOTracked {
    var value: T
    init(_ deaths: HODeaths, _ name: String, _ value: T) {
        self.value = value
        super.init(deaths, name)
    }
}

final class HOSubBox: HOGenericBox<AnyObject?> {
    var extra: AnyObject?
}

final class HOLeafObject: HOTracked {
    var back: AnyObject?
}

class HOBase: HOTracked {
    var inherited: AnyObject?
}
class HOMiddle: HOBase {
    var middleField = 0
}
final class HODerived: HOMiddle {
    var own: AnyObject?
}

/// Fields of mixed sizes and alignments before the reference.
final class HOMixedFields: HOTracked {
    var a: Int8 = 1
    var b: Double = 2
    var c: String = "a heap string, longer than fifteen bytes"
    var d: (Int8, Int64, Bool) = (1, 2, true)
    var e: Int16 = 3
    var f: [Int] = [1, 2]
    var g: String? = nil
    var h: Bool = false
    var i: (a: Int8, b: String, c: Float) = (1, "x", 2)
    var target: AnyObject?
    var j: UInt8 = 9
    var k: AnyObject?
}

final class HODelegating: HOTracked {
    weak var delegate: AnyObject?
    var strongDelegate: AnyObject?
    unowned(unsafe) var unsafeBack: HOTracked
    unowned var unownedBack: HOTracked
    var weakBoxes: [HOWeakRef] = []
    var optionalWeak: HOWeakRef?
    init(_ deaths: HODeaths, _ name: String, back: HOTracked) {
        unsafeBack = back
        unownedBack = back
        super.init(deaths, name)
    }
}

struct HOWeakRef {
    weak var value: AnyObject?
}

@Suite struct HeldOutContainerTests {
    @Test func closureInAStructInAnArrayCapturingItsOwnerIsACycle() {
        let deaths = HODeaths()
        weak var probe: HOCollectionOwner?
        do {
            let owner = HOCollectionOwner(deaths, "owner")
            owner.entries = [HOHandlerEntry(id: 1, run: {}), HOHandlerEntry(id: 2, run: { _ = owner.name })]
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOCollectionOwner")]])
        #expect(report.cycles.first?.edges.first?.label.hasPrefix("entries[1]") == true, "\(hoDescribe(report))")
        probe?.entries.removeAll()
        #expect(deaths.count == 1)
    }

    @Test func dictionaryOfClosuresCapturingTheOwnerIsOneCyclePerClosure() {
        let deaths = HODeaths()
        weak var probe: HOCollectionOwner?
        do {
            let owner = HOCollectionOwner(deaths, "owner")
            owner.table = [
                "a": { _ = owner.name }, "b": {}, "c": { [unowned owner] in _ = owner.name },
                "d": {
                    _ = owner.name
                    _ = 42
                },
            ]
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOCollectionOwner")], [ho("HOCollectionOwner")]])
        let labels = report.cycles.compactMap { $0.edges.first?.label }.sorted()
        #expect(labels.count == 2 && labels[0].contains("\"a\"") && labels[1].contains("\"d\""), "\(labels)")
        probe?.table["a"] = nil
        probe?.table["d"] = nil
        #expect(deaths.count == 1)
    }

    @Test func cyclesThroughSetContiguousArrayArraySliceAndNestedCollections() {
        let deaths = HODeaths()
        weak var probe: HOCollectionOwner?
        do {
            let owner = HOCollectionOwner(deaths, "owner")
            let member = HOHashable(deaths, "member")
            member.back = owner
            owner.objects = [member, HOHashable(deaths, "other")]
            let c = HOLeafObject(deaths, "c")
            c.back = owner
            owner.contiguous = [HOLeafObject(deaths, "c0"), c]
            let s = HOLeafObject(deaths, "s")
            s.back = owner
            let base: [AnyObject] = [
                HOLeafObject(deaths, "s0"), HOLeafObject(deaths, "s1"), s, HOLeafObject(deaths, "s3"),
            ]
            owner.slice = base[1...2]
            let n = HOLeafObject(deaths, "n")
            n.back = owner
            owner.nested = [[:], ["k": [HOLeafObject(deaths, "n0"), n]]]
            let o = HOLeafObject(deaths, "o")
            o.back = owner
            owner.optionalArray = [o]
            let i = HOLeafObject(deaths, "i")
            i.back = owner
            owner.intKeys = [7: i, 8: HOLeafObject(deaths, "i8")]
            let k = HOHashable(deaths, "k")
            k.back = owner
            owner.objectKeys = [k: 1]
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        let leaf = ho("HOLeafObject")
        let owner = ho("HOCollectionOwner")
        let hashable = ho("HOHashable")
        hoExpectCycles(
            report,
            [
                [owner, hashable], [owner, leaf], [owner, leaf], [owner, leaf], [owner, leaf],
                [owner, leaf], [owner, hashable],
            ])
        probe?.objects = []
        probe?.contiguous = []
        probe?.slice = []
        probe?.nested = []
        probe?.optionalArray = nil
        probe?.intKeys = [:]
        #expect(deaths.count < 15)
        probe?.objectKeys = [:]
        #expect(deaths.count == 15)
    }

    @Test func escapingClosureStoredThroughAProtocolIsACycle() {
        let deaths = HODeaths()
        weak var probe: HOExistentialOwner?
        do {
            let owner = HOExistentialOwner(deaths, "owner")
            owner.handling = HOHandlerBox { _ = owner.name }
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOExistentialOwner"), ho("HOHandlerBox")]])
        probe?.handling = nil
        #expect(deaths.count == 1)
    }

    @Test func existentialsOfEveryShapeHoldingTheOwnerAreCycles() {
        let deaths = HODeaths()
        weak var probe: HOExistentialOwner?
        do {
            let owner = HOExistentialOwner(deaths, "owner")
            // any P holding a small struct holding a class; a large (boxed) struct; a class.
            owner.handlings = [HOSmallHandler(target: owner), HOLargeHandler(target: owner)]
            let classHandler = HOClassHandler(deaths, "classHandler")
            classHandler.owner = owner
            owner.classHandling = classHandler
            owner.anything = HOSmallHandler(target: owner)
            let leaf = HOLeafObject(deaths, "leaf")
            leaf.back = owner
            owner.anyObject = leaf
            owner.anyHashable = AnyHashable(HOHashableStruct(target: owner))
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        let owner = ho("HOExistentialOwner")
        hoExpectCycles(
            report,
            [
                [owner], [owner], [owner, ho("HOClassHandler")], [owner], [owner, ho("HOLeafObject")],
                [owner],
            ])
        probe?.handlings = []
        probe?.classHandling = nil
        probe?.anything = nil
        probe?.anyObject = nil
        // What the owner held is freed; the owner itself is still held by its AnyHashable.
        #expect(deaths.names == ["classHandler", "leaf"])
        probe?.anyHashable = nil
        #expect(deaths.names == ["classHandler", "leaf", "owner"])
    }

    @Test func errorExistentialHoldingTheOwnerIsACycleThroughTheErrorBox() {
        let deaths = HODeaths()
        weak var probe: HOExistentialOwner?
        do {
            let owner = HOExistentialOwner(deaths, "owner")
            owner.error = HOError(culprit: owner)
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOExistentialOwner")]])
        let path = report.cycles.first?.edges.map(\.label).joined(separator: " ") ?? ""
        #expect(path.hasPrefix("error") && path.hasSuffix("culprit"), "\(hoDescribe(report))")
        probe?.error = nil
        #expect(deaths.count == 1)
    }

    @Test func indirectEnumCasesAndPayloadsHoldingTheOwnerAreCycles() {
        let deaths = HODeaths()
        weak var probe: HOEnumOwner?
        do {
            let owner = HOEnumOwner(deaths, "owner")
            owner.tree = .node(.leaf(HOLeafObject(deaths, "x")), .node(.empty, .leaf(owner)))
            owner.state = .running(id: 3, onDone: { _ = owner.name })
            owner.single = .some(owner, 1)
            owner.results = [.failure(HOError(culprit: owner)), .success(HOLeafObject(deaths, "y"))]
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        let owner = ho("HOEnumOwner")
        hoExpectCycles(report, [[owner], [owner], [owner], [owner]])
        probe?.tree = .empty
        probe?.state = .failed(1)
        probe?.single = .none
        #expect(deaths.names == ["x"])
        probe?.results = []
        #expect(deaths.names == ["x", "y", "owner"])
    }

    @Test func enumCaseWithoutTheReferenceIsNoCycle() {
        let deaths = HODeaths()
        do {
            let owner = HOEnumOwner(deaths, "owner")
            owner.state = .waiting("a string", HOLeafObject(deaths, "leaf"))
            owner.tree = .node(.empty, .leaf(HOLeafObject(deaths, "leaf2")))
            hoExpectCycles(findRetainCycles(from: [owner]), [])
        }
        #expect(deaths.count == 3)
    }

    @Test func nestedGenericBoxesAndSubclassesOfGenericClassesAreWalked() {
        let deaths = HODeaths()
        weak var probe: HOLeafObject?
        do {
            let leaf = HOLeafObject(deaths, "leaf")
            let inner = HOGenericBox<AnyObject>(deaths, "inner", leaf)
            let outer = HOGenericBox<HOGenericBox<AnyObject>>(deaths, "outer", inner)
            let viaStruct = HOGenericBox<(Int8, HOWeakRef, [AnyObject])>(
                deaths, "tuple", (1, HOWeakRef(value: leaf), [outer]))
            let sub = HOSubBox(deaths, "sub", nil)
            sub.extra = viaStruct
            leaf.back = sub
            probe = leaf
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(
            report,
            [
                [
                    ho("HOLeafObject"), ho("HOSubBox"),
                    ho("HOGenericBox<(Swift.Int8, RetainGraphTests.HOWeakRef, Swift.Array<Swift.AnyObject>)>"),
                    ho("HOGenericBox<RetainGraphTests.HOGenericBox<Swift.AnyObject>>"),
                    ho("HOGenericBox<Swift.AnyObject>"),
                ]
            ])
        // A subclass of a generic class keeps its superclass's generic field too.
        probe?.back = nil
        #expect(deaths.count == 5)
    }

    @Test func genericFieldOfASubclassOfAGenericClassIsAnEdge() {
        let deaths = HODeaths()
        weak var probe: HOSubBox?
        do {
            let sub = HOSubBox(deaths, "sub", nil)
            sub.value = sub
            probe = sub
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOSubBox")]])
        #expect(report.cycles.first?.edges.first?.label == "value")
        probe?.value = nil
        #expect(deaths.count == 1)
    }

    @Test func superclassFieldsTwoLevelsUpAreEdges() {
        let deaths = HODeaths()
        weak var probe: HODerived?
        do {
            let d = HODerived(deaths, "d")
            let leaf = HOLeafObject(deaths, "leaf")
            d.inherited = leaf
            leaf.back = d
            d.own = d
            probe = d
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HODerived"), ho("HOLeafObject")], [ho("HODerived")]])
        #expect(
            Set(
                report.cycles.compactMap {
                    $0.edges.first(where: { $0.label == "inherited" || $0.label == "own" })?.label
                })
                == ["inherited", "own"])
        probe?.own = nil
        probe?.inherited = nil
        #expect(deaths.count == 2)
    }

    @Test func mixedSizeFieldsBeforeTheReferenceAreSkippedCorrectly() {
        let deaths = HODeaths()
        weak var probe: HOMixedFields?
        do {
            let m = HOMixedFields(deaths, "m")
            let leaf = HOLeafObject(deaths, "leaf")
            m.target = leaf
            leaf.back = m
            m.k = m
            probe = m
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOMixedFields"), ho("HOLeafObject")], [ho("HOMixedFields")]])
        probe?.target = nil
        probe?.k = nil
        #expect(deaths.count == 2)
    }

    @Test func weakDelegatesUnownedAndOptionalWeakBoxesAreNeverEdges() {
        let deaths = HODeaths()
        do {
            let back = HOLeafObject(deaths, "back")
            let d = HODelegating(deaths, "d", back: back)
            d.delegate = d
            d.weakBoxes = [HOWeakRef(value: d), HOWeakRef(value: back)]
            d.optionalWeak = HOWeakRef(value: d)
            back.back = d
            hoExpectCycles(findRetainCycles(from: [d, back]), [])
            // A strong delegate is a cycle.
            d.strongDelegate = back
            hoExpectCycles(findRetainCycles(from: [d]), [[ho("HODelegating"), ho("HOLeafObject")]])
            d.strongDelegate = nil
        }
        #expect(deaths.count == 2)
    }

    @Test func unmanagedRetainedReferencesAreNotEdges() {
        let deaths = HODeaths()
        let leaf = HOLeafObject(deaths, "leaf")
        let holder = HOUnmanagedHolder(deaths, "holder")
        holder.ref = Unmanaged.passRetained(leaf)
        leaf.back = holder
        // The holder keeps an unmanaged +1 on leaf: not a reference the walker can see as strong
        // (Unmanaged is `unowned(unsafe)`), so no cycle is claimed.
        hoExpectCycles(findRetainCycles(from: [holder]), [])
        holder.ref?.release()
        holder.ref = nil
        leaf.back = nil
    }
}

struct HOHashableStruct: Hashable {
    var target: AnyObject
    static func == (a: Self, b: Self) -> Bool { a.target === b.target }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(target)) }
}

final class HOUnmanagedHolder: HOTracked {
    var ref: Unmanaged<HOLeafObject>?
}
