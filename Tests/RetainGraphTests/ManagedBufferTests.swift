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
final class LabelledBuffer: ManagedBuffer<String, () -> Void> {}
struct CountedHeader {
    var label: String
    var count: Int
}
final class CountedBuffer: ManagedBuffer<CountedHeader, () -> Void> {}

final class BufferOwner: HOTracked, @unchecked Sendable {
    var closures: ClosureBuffer?
    var numbers: NumberBuffer?
    var labelled: LabelledBuffer?
    var counted: CountedBuffer?
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

    @Test func managedBufferElementsCountedByTheHeaderAreWalked() {
        let deaths = HODeaths()
        weak var probe: BufferOwner?
        do {
            let owner = BufferOwner(deaths, "owner")
            // An Int header that counts the elements, as ManagedBuffer's documentation does it:
            // one closure initialized, capacity for more.
            let closures = ClosureBuffer.create(minimumCapacity: 4) { _ in 1 } as! ClosureBuffer
            closures.withUnsafeMutablePointerToElements { $0.initialize(to: { [owner] in _ = owner.name }) }
            owner.closures = closures
            // A struct header with a `count`: two closures.
            let counted = CountedBuffer.create(minimumCapacity: 2) { _ in CountedHeader(label: "h", count: 2) }
            counted.withUnsafeMutablePointerToElements {
                $0.initialize(to: {})
                ($0 + 1).initialize(to: { [owner] in _ = owner.name })
            }
            owner.counted = counted as? CountedBuffer
            let numbers = NumberBuffer.create(minimumCapacity: 2) { _ in 2 } as! NumberBuffer
            numbers.withUnsafeMutablePointerToElements { $0.initialize(repeating: 7, count: 2) }
            owner.numbers = numbers
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let labels = report.cycles.map { $0.edges.map(\.label).joined(separator: " ") }
        #expect(labels.contains { $0.contains("closures") && $0.contains("[0]") }, "\(labels)")
        #expect(labels.contains { $0.contains("counted") && $0.contains("[1]") }, "\(labels)")
        #expect(deaths.count == 0)
        _ = probe?.closures?.withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
        probe?.closures = nil
        _ = probe?.counted?.withUnsafeMutablePointerToElements { $0.deinitialize(count: 2) }
        probe?.counted = nil
        #expect(deaths.count == 1)
    }

    @Test func managedBufferWithoutAKnownCountIsNamedNotGuessed() {
        let deaths = HODeaths()
        weak var probe: BufferOwner?
        do {
            let owner = BufferOwner(deaths, "owner")
            let closures = LabelledBuffer.create(minimumCapacity: 2) { _ in "one" } as! LabelledBuffer
            closures.withUnsafeMutablePointerToElements { $0.initialize(to: { [owner] in _ = owner.name }) }
            owner.labelled = closures
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        // The cycle through the closure is real (the deinit below needs it broken), but the
        // buffer's count is nowhere in its header (a String): the walker says so.
        #expect(
            report.warnings.contains { $0.contains("could not read the elements of \(ho("LabelledBuffer"))") },
            "\(report.warnings)")
        #expect(deaths.count == 0)
        _ = probe?.labelled?.withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
        probe?.labelled = nil
        #expect(deaths.count == 1)
    }
}
