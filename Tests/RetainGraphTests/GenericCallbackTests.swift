import Foundation
import Synchronization
import Testing

@testable import RetainGraph

/// A generic class that keeps the callbacks its callers hand it, as promise and future
/// libraries do (`future.whenSuccess { self.… }`).
private final class Future<Value> {
    private var callbacks: [(Value) -> Void] = []
    private var onSuccess: ((Value) -> Void)?

    func whenSuccess(_ callback: @escaping (Value) -> Void) {
        callbacks.append(callback)
        onSuccess = callback
    }
}

/// Keeps the caller's callback wrapped in closures of its own, made in its generic context, as
/// SwiftNIO's `EventLoopFuture.whenSuccess` does (`whenComplete { if case .success … }`).
private final class WrappingFuture<Value> {
    private var completions: [(Result<Value, any Error>) -> Void] = []
    private var pending: ((Result<Value, any Error>) -> Void)?

    func whenComplete(_ callback: @escaping (Result<Value, any Error>) -> Void) {
        completions.append { result in callback(result) }
    }

    func whenSuccess(_ callback: @escaping (Value) -> Void) {
        whenComplete { result in
            if case .success(let value) = result { callback(value) }
        }
        let count = completions.count
        pending = { result in
            if case .success(let value) = result, count > 0 { callback(value) }
        }
    }
}

/// Keeps a wrapping future whose callback keeps the waiter.
private final class WrappedWaiter<Element>: HOTracked {
    var future: WrappingFuture<Element>?
    var last: Element?

    func wait(on future: WrappingFuture<Element>) {
        self.future = future
        future.whenSuccess { value in self.last = value }
    }
}

/// Keeps a future whose callback keeps the waiter.
private final class Waiter: HOTracked {
    var future: Future<Int>?
    var total = 0

    func wait(on future: Future<Int>) {
        self.future = future
        future.whenSuccess { value in self.total += value }
    }
}

/// A generic waiter: the callback's context comes from a generic environment.
private final class GenericWaiter<Element>: HOTracked {
    var future: Future<[Element]>?
    var seen: [Element] = []

    func wait(on future: Future<[Element]>) {
        self.future = future
        future.whenSuccess { values in self.seen += values }
    }
}

@Suite struct GenericCallbackTests {
    @Test func aCallbackWrappedInTheFuturesOwnGenericClosuresClosesTheCycle() {
        let deaths = HODeaths()
        weak var probe: WrappedWaiter<(Int, String)>?
        do {
            let waiter = WrappedWaiter<(Int, String)>(deaths, "waiter")
            waiter.wait(on: WrappingFuture<(Int, String)>())
            probe = waiter
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.cycles.count >= 1, "\(report.cycles)")
        #expect(deaths.count == 0)
        probe?.future = nil
        #expect(deaths.count == 1)
    }

    @Test func aCallbackKeptByAGenericFutureClosesTheCycle() {
        let deaths = HODeaths()
        weak var probe: Waiter?
        do {
            let waiter = Waiter(deaths, "waiter")
            waiter.wait(on: Future<Int>())
            probe = waiter
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(!report.cycles.isEmpty, "\(report.cycles)")
        #expect(deaths.count == 0)
        probe?.future = nil
        #expect(deaths.count == 1)
    }

    @Test func aCallbackFromAGenericEnvironmentClosesTheCycle() {
        let deaths = HODeaths()
        weak var probe: GenericWaiter<String>?
        do {
            let waiter = GenericWaiter<String>(deaths, "waiter")
            waiter.wait(on: Future<[String]>())
            probe = waiter
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(!report.cycles.isEmpty, "\(report.cycles)")
        #expect(deaths.count == 0)
        probe?.future = nil
        #expect(deaths.count == 1)
    }
}

/// Keeps its callbacks in a `Mutex`, as thread-safe event sources do.
final class MutexHub: HOTracked, @unchecked Sendable {
    let handlers: Mutex<[() -> Void]>
    let count = Mutex<Int>(0)

    init(_ deaths: HODeaths, _ name: String, handlers: consuming sending [() -> Void]) {
        self.handlers = Mutex(handlers)
        super.init(deaths, name)
    }
}

/// What a handler reaches the hub through.
final class Relay: @unchecked Sendable {
    var hub: MutexHub?
}

@Suite struct MutexContentTests {
    @Test func theMutexLayoutReadIsTheOneMemoryLayoutReports() {
        func check<Value>(_: Value.Type, sourceLocation: SourceLocation = #_sourceLocation) {
            let layout = MutexLayout.layout(
                valueSize: MemoryLayout<Value>.size, valueAlignment: MemoryLayout<Value>.alignment)
            #expect(layout.size == MemoryLayout<Mutex<Value>>.size, sourceLocation: sourceLocation)
            #expect(layout.alignment == MemoryLayout<Mutex<Value>>.alignment, sourceLocation: sourceLocation)
        }
        check(Int8.self)
        check(UInt16.self)
        check(Int.self)
        check([() -> Void].self)
        check((Int8, Int).self)
        check(String.self)
        check((() -> Void)?.self)
        check(SIMD4<Float>.self)
    }

    @Test func aClosureInsideAMutexClosesTheCycle() {
        let deaths = HODeaths()
        weak var probe: MutexHub?
        do {
            let relay = Relay()
            let hub = MutexHub(deaths, "hub", handlers: [{ _ = relay.hub?.name }])
            relay.hub = hub
            probe = hub
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let labels = report.cycles.map { $0.edges.map(\.label).joined(separator: " ") }
        #expect(labels.contains { $0.contains("handlers") }, "\(labels)")
        #expect(deaths.count == 0)
        probe?.handlers.withLock { $0 = [] }
        #expect(deaths.count == 1)
    }
}
