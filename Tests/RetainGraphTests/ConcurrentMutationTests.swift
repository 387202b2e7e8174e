import CSwiftRuntime
import Foundation
import Synchronization
import Testing

@testable import RetainGraph

/// An object other threads keep rewiring while the walker reads it (not private: the Mutex
/// reader finds its field type in the symbols an internal class keeps).
final class Rewired: @unchecked Sendable {
    var handler: (() -> Void)?
    var next: Rewired?
    var payload: [Rewired] = []
    var other: AnyObject?
    /// Read through the property's symbols (reflection calls it `()`).
    let guarded = Mutex<[@Sendable () -> Void]>([])
    /// Elements walked as far as the header's count says.
    var buffer: CountedClosures?
}

/// A ManagedBuffer whose Int header counts its initialized closures.
final class CountedClosures: ManagedBuffer<Int, () -> Void> {
    static func make(_ closures: [() -> Void]) -> CountedClosures {
        let buffer = create(minimumCapacity: closures.count) { _ in closures.count } as! CountedClosures
        buffer.withUnsafeMutablePointerToElements { $0.initialize(from: closures, count: closures.count) }
        return buffer
    }

    deinit { _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee) } }
}

/// Walks racing with writers: the walker reads memory other threads are changing. It reads only
/// mapped memory (reference counts included, never through the runtime), and an object freed or
/// replaced while it was read becomes a "changed while walking" warning, not a crash or a cycle.
@Suite(.serialized) struct ConcurrentMutationTests {
    @Test func retainCountsAreReadFromMemoryAndAgreeWithTheRuntime() {
        let holder = Rewired()
        let shared = Rewired()
        holder.next = shared
        holder.payload = [shared, shared]
        weak var watcher = shared  // a weak reference moves the counts to a side table
        let plain = Rewired()
        holder.other = plain
        let graph = GraphBuilder.build(
            roots: [UInt(bitPattern: Unmanaged.passUnretained(holder).toOpaque())],
            configuration: .default)
        for object in [holder, shared, plain] {
            let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
            let n = graph.nodes.firstIndex { $0.address == address }!
            let runtime = Int(swift_retainCount(UnsafeRawPointer(bitPattern: address)!))
            #expect(graph.retainCount(n) == runtime)
        }
        #expect(watcher != nil)
    }

    @Test func anObjectReplacedAfterTheWalkReadItIsAWarningNotACycle() {
        let a = Rewired()
        let b = Rewired()
        a.next = b
        b.next = a
        var graph = GraphBuilder.build(
            roots: [UInt(bitPattern: Unmanaged.passUnretained(a).toOpaque())], configuration: .default)
        #expect(ReportBuilder(graph: graph, configuration: .default).report().cycles.count == 1)
        // What the walk recorded no longer matches memory: as if b had been freed and its memory
        // reused by another object while the report was being made.
        let bAddress = UInt(bitPattern: Unmanaged.passUnretained(b).toOpaque())
        let n = graph.nodes.firstIndex { $0.address == bAddress }!
        graph.nodes[n].metadata ^= 0x10
        let report = ReportBuilder(graph: graph, configuration: .default).report()
        #expect(report.cycles.isEmpty)
        #expect(report.warnings.contains { $0.hasPrefix("changed while walking: 1 object was freed or replaced") })
        b.next = nil
    }

    @Test func walksRacingWithWritersNeverCrash() throws {
        let holders = (0..<6).map { _ in Rewired() }
        for (i, h) in holders.enumerated() { h.next = holders[(i + 1) % holders.count] }
        let writerLock = Mutex(())  // writers do not race with each other, only with the walker
        let stop = Atomic<Bool>(false)
        let group = DispatchGroup()
        for w in 0..<3 {
            DispatchQueue.global().async(group: group) {
                var step = w
                while !stop.load(ordering: .relaxed) {
                    step += 1
                    writerLock.withLock { _ in
                        let h = holders[step % holders.count]
                        switch step % 6 {
                        case 0: h.handler = { [h] in _ = h.next }  // a cycle through a closure
                        case 1: h.handler = { _ = step }  // a fresh context, the old one freed
                        case 2: h.payload = [Rewired(), Rewired()]  // fresh storage, the old one freed
                        case 3:  // a cycle inside a Mutex, or its storage replaced
                            let now = step
                            h.guarded.withLock {
                                $0 = now % 12 == 3 ? [{ [h] in _ = h.next }] : [{ _ = now }, {}]
                            }
                        case 4:  // a fresh buffer (the old one freed), sometimes closing a cycle
                            h.buffer = CountedClosures.make(step % 12 == 4 ? [{}, { [h] in _ = h.next }] : [{}])
                        default: h.next = step % 8 == 3 ? nil : Rewired()
                        }
                    }
                }
            }
        }
        var walks = 0
        let deadline = Date().addingTimeInterval(20)
        while walks < 3000 && Date() < deadline {
            let report = findRetainCycles(from: holders)
            walks += 1
            // What a report says about each cycle is internally consistent.
            for cycle in report.cycles { #expect(cycle.nodes.count == cycle.edges.count) }
        }
        stop.store(true, ordering: .relaxed)
        group.wait()
        #expect(walks >= 500)
        // The Mutex is read, not only named: a cycle through it is found.
        let first = holders[0]
        first.guarded.withLock { $0 = [{ [first] in _ = first.next }] }
        let throughMutex = findRetainCycles(from: [first])
        #expect(throughMutex.cycles.contains { $0.edges.contains { $0.label.hasPrefix("guarded") } })
        // Once the writers stop, a walk is a consistent snapshot again.
        let probe = Rewired()
        holders[0].next = probe
        let countBefore = _getRetainCount(probe)
        let report = findRetainCycles(from: holders)
        #expect(report.nodeCount > holders.count, "\(report.warnings)")
        #expect(_getRetainCount(probe) == countBefore)
    }
}
