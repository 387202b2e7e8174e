import Foundation
import RetainGraph
import Testing

// Captures of every awkward size and kind placed before `self` in one closure context, and
// closures stored as `Any`: each shifts where `self` sits or wraps the context once more.

class HOGenericWorker<T>: HOTracked {
    var handler: (() -> Void)?
    var stateful: HOGenericState<T> = .idle

    func capture<U>(_ value: T, _ other: U) {
        let huge = HOHuge()
        let any: Any = (1, "two", 3.0)
        let optionalClosure: (() -> Void)? = { print("never") }
        var counter = 0
        handler = {
            counter += 1
            _ = (huge, any, optionalClosure, value, other, counter)
            _ = self.name
        }
    }

    func captureInEnum(_ value: T) {
        stateful = .running(value, { _ = self.name })
    }
}

enum HOGenericState<T> {
    case idle
    case running(T, () -> Void)
}

final class HOIntWorker: HOGenericWorker<Int> {}

final class HOAnyClosureOwner: HOTracked {
    var stored: Any?
    var storedObject: AnyObject?
    func capture() {
        let closure: () -> Void = { _ = self.name }
        stored = closure
    }
}

@Suite struct HeldOutWideCaptureTests {
    @Test func hugeExistentialOptionalFunctionBoxedAndGenericCapturesBeforeSelf() {
        let deaths = HODeaths()
        weak var probe: HOGenericWorker<String>?
        weak var sub: HOIntWorker?
        do {
            let worker = HOGenericWorker<String>(deaths, "worker")
            worker.capture("a string long enough to be on the heap, not a small inline one", [1.5, 2.5])
            probe = worker
            let intWorker = HOIntWorker(deaths, "int")
            intWorker.capture(42, HOHuge())
            sub = intWorker
        }
        hoExpectCycles(findRetainCycles(from: [probe!]), [[ho("HOGenericWorker<Swift.String>")]])
        hoExpectCycles(findRetainCycles(from: [sub!]), [[ho("HOIntWorker")]])
        probe?.handler = nil
        sub?.handler = nil
        #expect(deaths.count == 2)
    }

    @Test func closureInAGenericEnumPayloadOfAGenericClassIsFollowed() {
        let deaths = HODeaths()
        weak var probe: HOGenericWorker<[Int]>?
        do {
            let worker = HOGenericWorker<[Int]>(deaths, "worker")
            worker.captureInEnum([1, 2, 3])
            probe = worker
        }
        hoExpectCycles(findRetainCycles(from: [probe!]), [[ho("HOGenericWorker<Swift.Array<Swift.Int>>")]])
        probe?.stateful = .idle
        #expect(deaths.count == 1)
    }

    @Test func closureStoredAsAnyIsFollowedThroughItsThunk() {
        let deaths = HODeaths()
        weak var probe: HOAnyClosureOwner?
        do {
            let owner = HOAnyClosureOwner(deaths, "owner")
            owner.capture()
            probe = owner
        }
        hoExpectCycles(findRetainCycles(from: [probe!]), [[ho("HOAnyClosureOwner")]])
        probe?.stored = nil
        #expect(deaths.count == 1)
    }
}

/// Captured function values of every flavour, each capturing self, inside another closure.
final class HOFunctionFlavours: HOTracked {
    var handler: (() -> Void)?

    func captureAsync() {
        let f: () async -> Void = { _ = self.name }
        let tag = "t"
        handler = { _ = (f, tag) }
    }
    func captureThrowing() {
        let f: () throws -> Void = { _ = self.name }
        let tag = "t"
        handler = { _ = (f, tag) }
    }
    func captureSendable() {
        // The fixture is not Sendable; the test is about how a @Sendable closure's context is laid out.
        nonisolated(unsafe) let owner = self
        let f: @Sendable () -> Void = { _ = owner.name }
        let tag = "t"
        handler = { _ = (f, tag) }
    }
    func captureWithArguments() {
        let f: (Int, String) -> String = { _, s in s + self.name }
        let tag = "t"
        handler = { _ = (f, tag) }
    }
    func captureTypedThrows() {
        let f: (Int) throws(HOError) -> Int = { x in x + self.name.count }
        let tag = "t"
        handler = { _ = (f, tag) }
    }
    func captureTupleOfFunctions() {
        let pair: (() -> Void, Int) = ({ _ = self.name }, 1)
        let tag = "t"
        handler = { _ = (pair, tag) }
    }
    func captureArrayOfFunctions() {
        let list: [() -> Void] = [{}, { _ = self.name }]
        let tag = "t"
        handler = { _ = (list, tag) }
    }
    func captureOptionalAsync() {
        let f: (() async throws -> Int)? = { self.name.count }
        let tag = "t"
        handler = { _ = (f, tag) }
    }
}

@Suite struct HeldOutFunctionFlavourTests {
    @Test(arguments: ["async", "throws", "sendable", "arguments", "typedThrows", "tuple", "array", "optionalAsync"])
    func capturedFunctionOfEveryFlavourIsFollowed(flavour: String) {
        let deaths = HODeaths()
        weak var probe: HOFunctionFlavours?
        do {
            let owner = HOFunctionFlavours(deaths, flavour)
            switch flavour {
            case "async": owner.captureAsync()
            case "throws": owner.captureThrowing()
            case "sendable": owner.captureSendable()
            case "arguments": owner.captureWithArguments()
            case "typedThrows": owner.captureTypedThrows()
            case "tuple": owner.captureTupleOfFunctions()
            case "array": owner.captureArrayOfFunctions()
            default: owner.captureOptionalAsync()
            }
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOFunctionFlavours")]])
        probe?.handler = nil
        #expect(deaths.count == 1)
    }
}
