import Dispatch
import Foundation
import RetainGraph
import Testing

// C blocks held by Swift objects: a `@convention(block)` property, the operations a suspended
// OperationQueue keeps, and a block whose captures nobody describes.

final class BlockOwner: HOTracked, @unchecked Sendable {
    var block: (@convention(block) () -> Void)?
    var queue: OperationQueue?
    var count = 0

    func storeBlock() { block = { self.count += 1 } }

    func enqueueWhileSuspended() {
        let queue = OperationQueue()
        queue.isSuspended = true
        queue.addOperation(BlockOperation { self.count += 1 })
        queue.addOperation { _ = 1 }
        self.queue = queue
    }
}

/// Waits (bounded) until `condition` holds.
private func eventually(_ condition: () -> Bool) {
    for _ in 0..<2500 where !condition() { Thread.sleep(forTimeInterval: 0.002) }
}

@Suite struct BlockTests {
    @Test func conventionBlockPropertyCapturingItsOwnerIsACycle() {
        let deaths = HODeaths()
        weak var probe: BlockOwner?
        do {
            let owner = BlockOwner(deaths, "owner")
            owner.storeBlock()
            probe = owner
        }
        #expect(deaths.count == 0)
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("BlockOwner")]])
        #expect(report.cycles.first?.nodes.contains { $0.kind == .block } == true, "\(hoDescribe(report))")
        #expect(report.cycles.first?.isLeaked == true)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        probe?.block = nil
        #expect(deaths.count == 1)
    }

    @Test func suspendedOperationQueueKeepsItsPendingOperations() {
        let deaths = HODeaths()
        weak var probe: BlockOwner?
        do {
            let owner = BlockOwner(deaths, "owner")
            owner.enqueueWhileSuspended()
            probe = owner
        }
        #expect(deaths.count == 0)
        let report = findRetainCycles(from: [probe!])
        // Besides the owner's cycle, Foundation's own: while an operation waits, its scheduled
        // work item's block captures the queue and the operation (real, broken when it runs).
        let owners = report.cycles.filter { $0.nodes.contains { $0.typeName == ho("BlockOwner") } }
        #expect(owners.count == 1, "\(hoDescribe(report))")
        #expect(
            owners.first.map { hoCanonical($0.nodes.filter(hoIsDeclaredObject).map(\.typeName)) }
                == hoCanonical([ho("BlockOwner"), "Foundation.OperationQueue", "Foundation.BlockOperation"]))
        #expect(owners.first?.edges.map(\.label).contains("operations[0]") == true, "\(hoDescribe(report))")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        // Resuming runs the operation and the queue lets go of it: the cycle was the queue's.
        probe?.queue?.isSuspended = false
        probe?.queue?.waitUntilAllOperationsAreFinished()
        eventually { deaths.count == 1 }
        #expect(deaths.count == 1)
    }

    @Test func blockWithCapturesNobodyDescribesIsNamed() throws {
        let deaths = HODeaths()
        let owner = BlockOwner(deaths, "owner")
        // A heap block as clang would lay out one with two pointer-sized captures: the
        // descriptor gives 48 bytes and no helpers, so nothing says what the captures are.
        let isa = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "_NSConcreteMallocBlock"))
        let invoke = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc"))
        let descriptor = UnsafeMutablePointer<UInt>.allocate(capacity: 2)
        descriptor.initialize(from: [0, 48], count: 2)
        let block = UnsafeMutableRawPointer.allocate(byteCount: 48, alignment: 16)
        block.storeBytes(of: UInt(bitPattern: isa), as: UInt.self)
        // NEEDS_FREE, reference count 2 (ours and the property's): it is never freed by the runtime.
        block.storeBytes(of: UInt32(1 << 24 | 4), toByteOffset: 8, as: UInt32.self)
        block.storeBytes(of: 0, toByteOffset: 12, as: UInt32.self)
        block.storeBytes(of: UInt(bitPattern: invoke), toByteOffset: 16, as: UInt.self)
        block.storeBytes(of: UInt(bitPattern: descriptor), toByteOffset: 24, as: UInt.self)
        block.storeBytes(
            of: UInt(bitPattern: Unmanaged.passUnretained(owner).toOpaque()), toByteOffset: 32, as: UInt.self)
        block.storeBytes(of: 0, toByteOffset: 40, as: UInt.self)
        owner.block = unsafeBitCast(block, to: (@convention(block) () -> Void).self)
        let report = findRetainCycles(from: [owner])
        #expect(
            report.warnings.contains { $0.hasPrefix("could not read the captures of a C block (invoke malloc)") },
            "\(report.warnings)")
        #expect(report.cycles.isEmpty)
        owner.block = nil
        block.deallocate()
        descriptor.deallocate()
    }
}
