import DequeModule
import Foundation
import RetainGraph
import Testing

// Tail-allocated elements: swift-collections' Deque keeps its elements in a ManagedBuffer
// ring buffer (only `count` slots from `startSlot` on are initialized, wrapping at the end);
// a ManagedBuffer subclass of the program's own says nothing about how many it holds.

final class DequeOwner: HOTracked, @unchecked Sendable {
    var queue = Deque<() -> Void>(minimumCapacity: 4)
    var bystander = HOEmpty()

    /// Fills the ring so that its live elements wrap around the end of the storage: slots
    /// 2, 3 and 0 are live, slot 1 still holds the bytes of a removed closure that captured self.
    func fillWrapping(capturingSelf: Bool) {
        let other = bystander
        queue.append { _ = other }
        queue.append { [self] in _ = self.name }  // removed below: its slot keeps stale bytes
        queue.removeFirst(2)
        queue.append { _ = other }
        queue.append { _ = other }
        queue.append(capturingSelf ? { [self] in _ = self.name } : { _ = other })
    }
}

final class ClosureBuffer: ManagedBuffer<Int, () -> Void> {}
final class NumberBuffer: ManagedBuffer<Int, Int> {}

final class BufferOwner: HOTracked, @unchecked Sendable {
    var closures: ClosureBuffer?
    var numbers: NumberBuffer?
}

@Suite struct ManagedBufferTests {
    @Test func dequeElementsAreWalkedAcrossTheRingBufferWrap() {
        let deaths = HODeaths()
        weak var probe: DequeOwner?
        do {
            let owner = DequeOwner(deaths, "owner")
            owner.fillWrapping(capturingSelf: true)
            probe = owner
        }
        #expect(deaths.count == 0)
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("DequeOwner")]])
        // The live element that captures self is the third from the start (slot 0 after the wrap).
        #expect(report.cycles.first?.edges.first?.label == "queue[2]", "\(hoDescribe(report))")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        probe?.queue.removeAll()
        #expect(deaths.count == 1)
    }

    @Test func removedDequeSlotsAreNotRead() {
        let deaths = HODeaths()
        var owner: DequeOwner? = DequeOwner(deaths, "owner")
        owner?.fillWrapping(capturingSelf: false)
        // Slot 1 still holds the bits of the removed closure that captured the owner: reading
        // all of the capacity would report a cycle the deinit below shows does not exist.
        let report = findRetainCycles(from: [owner!])
        hoExpectCycles(report, [])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        owner = nil
        #expect(deaths.count == 1)
    }

    @Test func managedBufferWithoutAKnownCountIsNamedNotGuessed() {
        let deaths = HODeaths()
        weak var probe: BufferOwner?
        do {
            let owner = BufferOwner(deaths, "owner")
            let closures = ClosureBuffer.create(minimumCapacity: 2) { _ in 1 } as! ClosureBuffer
            closures.withUnsafeMutablePointerToElements { $0.initialize(to: { [owner] in _ = owner.name }) }
            owner.closures = closures
            let numbers = NumberBuffer.create(minimumCapacity: 2) { _ in 2 } as! NumberBuffer
            numbers.withUnsafeMutablePointerToElements { $0.initialize(repeating: 7, count: 2) }
            owner.numbers = numbers
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        // The cycle through the closure is real (the deinit below needs it broken), but the
        // buffer's count lives in its header, which means nothing to the walker: it says so.
        #expect(
            report.warnings.contains { $0.contains("could not read the elements of \(ho("ClosureBuffer"))") },
            "\(report.warnings)")
        #expect(!report.warnings.contains { $0.contains("NumberBuffer") })
        #expect(deaths.count == 0)
        _ = probe?.closures?.withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
        probe?.closures = nil
        #expect(deaths.count == 1)
    }
}
