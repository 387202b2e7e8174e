import Foundation
import RetainGraph
import Testing

// More shapes a user meets: method references, closures capturing closures, generic storage of
// functions, late-bound `var` captures, Foundation collections.

final class HOMethodRefOwner: HOTracked {
    var handler: (() -> Void)?
    var transform: ((Int) -> Int)?
    var count = 0
    func tick() { count += 1 }
    func double(_ x: Int) -> Int { x * 2 + count }
    func bindMethod() { handler = tick }
    func bindMethodWithArgument() { transform = double }
    func bindLocalFunction() {
        func local() { count += 1 }
        handler = local
    }
    func bindClosureCapturingClosure() {
        let inner = { self.count += 1 }
        handler = {
            inner()
            inner()
        }
    }
}

final class HOGenericStore<T>: HOTracked {
    var stored: T?
    var list: [T] = []
}

final class HOLateBound: HOTracked {
    let callback: () -> Void
    init(_ deaths: HODeaths, _ name: String, callback: @escaping () -> Void) {
        self.callback = callback
        super.init(deaths, name)
    }
}

final class HOLateOwner: HOTracked {
    var child: HOLateBound?
}

final class HOFoundationHolder: HOTracked {
    var array = NSMutableArray()
    var dictionary = NSMutableDictionary()
    var anyList: [Any] = []
    var optionals: [AnyObject?] = []
    var table: [Int: [() -> Void]] = [:]
    var tupleOfClosures: (first: () -> Void, second: () -> Void) = ({}, {})
    var entries: [String: HOHandlerEntry] = [:]
    var hashables: Set<AnyHashable> = []
    var classBound: [any HOClassHandling] = []
}

@Suite struct HeldOutMoreTests {
    @Test func methodReferencesAndLocalFunctionsStoredOnSelfAreCycles() {
        let deaths = HODeaths()
        weak var a: HOMethodRefOwner?
        weak var b: HOMethodRefOwner?
        weak var c: HOMethodRefOwner?
        weak var d: HOMethodRefOwner?
        do {
            let x = HOMethodRefOwner(deaths, "method")
            x.bindMethod()
            a = x
            let y = HOMethodRefOwner(deaths, "methodArg")
            y.bindMethodWithArgument()
            b = y
            let z = HOMethodRefOwner(deaths, "local")
            z.bindLocalFunction()
            c = z
            let w = HOMethodRefOwner(deaths, "closureInClosure")
            w.bindClosureCapturingClosure()
            d = w
        }
        #expect(deaths.count == 0)
        let owner = ho("HOMethodRefOwner")
        hoExpectCycles(findRetainCycles(from: [a!]), [[owner]])
        hoExpectCycles(findRetainCycles(from: [b!]), [[owner]])
        hoExpectCycles(findRetainCycles(from: [c!]), [[owner]])
        hoExpectCycles(findRetainCycles(from: [d!]), [[owner]])
        a?.handler = nil
        b?.transform = nil
        c?.handler = nil
        d?.handler = nil
        #expect(deaths.count == 4)
    }

    @Test func functionsStoredInAGenericClassAreFollowed() {
        let deaths = HODeaths()
        weak var probe: HOGenericStore<() -> Void>?
        do {
            let store = HOGenericStore<() -> Void>(deaths, "store")
            store.stored = { _ = store.name }
            store.list = [{}, { _ = store.name }]
            probe = store
        }
        let report = findRetainCycles(from: [probe!])
        let store = ho("HOGenericStore<() -> ()>")
        hoExpectCycles(report, [[store], [store]])
        probe?.stored = nil
        probe?.list = []
        #expect(deaths.count == 1)
    }

    @Test func closureCapturingAVarAssignedLaterIsACycleThroughTheBox() {
        let deaths = HODeaths()
        weak var probe: HOLateOwner?
        do {
            var owner: HOLateOwner?
            let child = HOLateBound(deaths, "child") { _ = owner?.name }
            owner = HOLateOwner(deaths, "owner")
            owner?.child = child
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOLateOwner"), ho("HOLateBound")]])
        probe?.child = nil
        #expect(deaths.count == 2)
    }

    @Test func cyclesThroughFoundationCollectionsAndUnusualSwiftContainers() {
        let deaths = HODeaths()
        weak var probe: HOFoundationHolder?
        do {
            let h = HOFoundationHolder(deaths, "h")
            h.array.add(h)
            h.dictionary["self"] = h
            h.anyList = [1, "two", { _ = h.name } as () -> Void]
            h.optionals = [nil, h]
            h.table = [1: [{}, { _ = h.name }]]
            h.tupleOfClosures = ({}, { _ = h.name })
            h.entries = ["e": HOHandlerEntry(id: 1, run: { _ = h.name })]
            h.hashables = [AnyHashable(HOHashableStruct(target: h)), AnyHashable(3)]
            let handler = HOClassHandler(deaths, "handler")
            handler.owner = h
            h.classBound = [handler]
            probe = h
        }
        let report = findRetainCycles(from: [probe!])
        let h = ho("HOFoundationHolder")
        // Foundation on Linux wraps a Swift object put into an NSArray/NSDictionary in a
        // __SwiftValue: a real object of the cycle.
        let swiftValue = "Foundation.__SwiftValue"
        hoExpectCycles(
            report,
            [
                [h, "Foundation.NSMutableArray", swiftValue], [h, "Foundation.NSMutableDictionary", swiftValue],
                [h], [h], [h], [h], [h], [h], [h, ho("HOClassHandler")],
            ])
        probe?.array.removeAllObjects()
        probe?.dictionary.removeAllObjects()
        probe?.anyList = []
        probe?.optionals = []
        probe?.table = [:]
        probe?.tupleOfClosures = ({}, {})
        probe?.entries = [:]
        probe?.hashables = []
        probe?.classBound = []
        #expect(deaths.count == 2)
    }

    @Test func closureCycleThroughTwoObjectsEachHoldingAClosure() {
        let deaths = HODeaths()
        weak var probe: HOMethodRefOwner?
        do {
            let a = HOMethodRefOwner(deaths, "a")
            let b = HOMethodRefOwner(deaths, "b")
            a.handler = { b.tick() }
            b.handler = { [weak a] in a?.tick() }
            b.transform = { _ in a.count }
            probe = a
        }
        let report = findRetainCycles(from: [probe!])
        let owner = ho("HOMethodRefOwner")
        hoExpectCycles(report, [[owner, owner]])
        let labels = report.cycles.first?.edges.map(\.label) ?? []
        #expect(labels.contains { $0.contains("handler") } && labels.contains { $0.contains("transform") }, "\(labels)")
        probe?.handler = nil
        #expect(deaths.count == 2)
    }
}

indirect enum HOChain {
    case end
    case step(() -> Void, HOChain)
}

final class HOSharedBoxOwner: HOTracked {
    var first: (() -> Void)?
    var second: (() -> Void)?
    var byID: [ObjectIdentifier: AnyObject] = [:]
    var chain: HOChain = .end
    var jobs: [HOState] = []

    func shareABox() {
        var me: HOSharedBoxOwner? = self
        first = { _ = me?.name }
        second = { me = nil }
    }
}

@Suite struct HeldOutSharedBoxTests {
    @Test func twoClosuresSharingOneVarBoxAreTwoCyclesThroughTheSameBox() {
        let deaths = HODeaths()
        weak var probe: HOSharedBoxOwner?
        do {
            let owner = HOSharedBoxOwner(deaths, "owner")
            owner.shareABox()
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOSharedBoxOwner")], [ho("HOSharedBoxOwner")]])
        // Calling `second` empties the shared box: both cycles are gone and the owner is freed.
        probe?.second?()
        #expect(deaths.count == 1)
    }

    @Test func objectIdentifierKeyedTablesIndirectChainsAndArraysOfEnumsAreFollowed() {
        let deaths = HODeaths()
        weak var probe: HOSharedBoxOwner?
        do {
            let owner = HOSharedBoxOwner(deaths, "owner")
            owner.byID = [ObjectIdentifier(owner): owner]
            owner.jobs = [.idle, .running(id: 1, onDone: { _ = owner.name }), .failed(2)]
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOSharedBoxOwner")], [ho("HOSharedBoxOwner")]])
        probe?.byID = [:]
        probe?.jobs = []
        #expect(deaths.count == 1)
    }

    @Test func indirectEnumCaseWithAClosurePayloadIsFollowed() {
        let deaths = HODeaths()
        weak var probe: HOSharedBoxOwner?
        do {
            let owner = HOSharedBoxOwner(deaths, "owner")
            owner.chain = .step({}, .step({ _ = owner.name }, .end))
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        // The indirect payload box holds the tuple `(@callee_guaranteed () -> (), HOChain)`: a
        // tuple around a SIL function type, which the runtime cannot resolve by name.
        hoExpectCycles(report, [[ho("HOSharedBoxOwner")]])
        #expect(deaths.count == 0)
        probe?.chain = .end
        #expect(deaths.count == 1)
    }
}

indirect enum HOReversedChain {
    case end
    case step(HOReversedChain, () -> Void)
    case call(Int, (Int) -> Void)
    case mixed(String, Double, (String, Int) -> Int, Int8, () -> Void)
    case pair(() -> Void, () -> Void)
}

final class HOReversedChainOwner: HOTracked {
    var chain: HOReversedChain = .end
}

@Suite struct HeldOutIndirectPayloadTests {
    @Test(arguments: ["closureLast", "closureWithParameter", "mixedFirst", "mixedLast", "pairSecond"])
    func indirectPayloadTuplesHoldingClosuresAreFollowed(shape: String) {
        let deaths = HODeaths()
        weak var probe: HOReversedChainOwner?
        do {
            let owner = HOReversedChainOwner(deaths, "owner")
            // The payload box's type is a tuple around SIL function types, which the runtime
            // cannot resolve by name: the reader splits it into elements itself.
            switch shape {
            case "closureLast": owner.chain = .step(.end, { _ = owner.name })
            case "closureWithParameter": owner.chain = .call(1, { _ in _ = owner.name })
            case "mixedFirst":
                owner.chain = .mixed(
                    "a string that lives on the heap, long enough", 2.5, { s, _ in s.count + owner.name.count }, 3, {})
            case "mixedLast":
                owner.chain = .mixed("short", 2.5, { _, i in i }, 3, { _ = owner.name })
            default: owner.chain = .pair({}, { _ = owner.name })
            }
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        // The box's capture descriptor names a tuple around SIL function types (unresolvable);
        // the enum's field record names the same payload with ordinary function types.
        hoExpectCycles(report, [[ho("HOReversedChainOwner")]])
        #expect(deaths.count == 0)
        probe?.chain = .end
        #expect(deaths.count == 1)
    }
}
