import Foundation
import Synchronization
import Testing

@testable import RetainGraph

/// Owns a thread or timer whose block captures the owner: the classic keep-alive cycle.
final class KeepAliveOwner: Tracked, @unchecked Sendable {
    var thread: Thread?
    var timer: Timer?
    let stop = Atomic<Bool>(false)
    let started = Atomic<Bool>(false)
    func tick() {}
}

@Suite struct IntrospectionThreadTimerTests {
    @Test func findsCycleThroughThreadEntryBlockKeptAliveByTheRunningThread() throws {
        let counter = DeinitCounter()
        weak var probe: KeepAliveOwner?
        weak var threadProbe: Thread?
        do {
            let owner = KeepAliveOwner(counter, "owner")
            let thread = Thread {
                owner.started.store(true, ordering: .sequentiallyConsistent)
                while !owner.stop.load(ordering: .sequentiallyConsistent) { usleep(1000) }
            }
            thread.name = "keepalive-test"
            owner.thread = thread
            thread.start()
            probe = owner
            threadProbe = thread
        }
        // Bounded waits: a thread that never starts fails the test instead of hanging it.
        for _ in 0..<5000 where probe?.started.load(ordering: .sequentiallyConsistent) == false { usleep(1000) }
        try #require(probe?.started.load(ordering: .sequentiallyConsistent) == true)
        let report = findRetainCycles(from: [try #require(probe)])
        #expect(report.cycles.count == 1)
        let cycle = try #require(report.cycles.first)
        #expect(cycle.nodes.map(\.kind) == [.object, .thread])
        #expect(cycle.nodes[1].typeName == "Foundation.Thread")
        #expect(
            labels(cycle) == [
                "thread",
                "thread entry block (closure #1 in "
                    + "IntrospectionThreadTimerTests.findsCycleThroughThreadEntryBlockKeptAliveByTheRunningThread())",
            ])
        #expect(!cycle.isLeaked)
        #expect(cycle.keptAliveBy.first?.hasPrefix("running thread") == true)

        // Once the thread has ended nothing but the cycle holds the two: it leaked.
        probe?.stop.store(true, ordering: .sequentiallyConsistent)
        for _ in 0..<5000 where threadProbe?.isFinished == false { usleep(1000) }
        // Foundation drops the running thread's own reference just after it finishes.
        var after = findRetainCycles(from: [try #require(probe)])
        for _ in 0..<200 where after.cycles.first?.isLeaked == false {
            usleep(5000)
            after = findRetainCycles(from: [try #require(probe)])
        }
        #expect(after.cycles.count == 1)
        #expect(after.cycles.first?.isLeaked == true)
        #expect(counter.count == 0)
        probe?.thread = nil
        #expect(counter.count == 1)
    }

    @Test func findsCycleThroughTimerBlockKeptAliveByTheScheduledTimer() throws {
        let counter = DeinitCounter()
        weak var probe: KeepAliveOwner?
        weak var timerProbe: Timer?
        let runLoop = RunLoop.current
        do {
            let owner = KeepAliveOwner(counter, "owner")
            let timer = Timer(timeInterval: 3600, repeats: true) { _ in owner.tick() }
            owner.timer = timer
            runLoop.add(timer, forMode: .default)
            probe = owner
            timerProbe = timer
        }
        let owner = try #require(probe)
        let report = findRetainCycles(from: [owner])
        #expect(report.cycles.count == 1)
        let cycle = try #require(report.cycles.first)
        #expect(cycle.nodes.map(\.kind) == [.object, .timer])
        #expect(
            labels(cycle) == [
                "timer",
                "timer block (closure #1 in "
                    + "IntrospectionThreadTimerTests.findsCycleThroughTimerBlockKeptAliveByTheScheduledTimer())",
            ])
        #expect(!cycle.isLeaked)
        #expect(cycle.keptAliveBy.first?.hasPrefix("scheduled timer") == true)
        timerProbe?.invalidate()
        owner.timer = nil
        #expect(counter.count == 0)  // still held by the local `owner`
    }
}

final class ObserverOwner: Tracked, @unchecked Sendable {
    var token: NSObjectProtocol?
    func handle() {}
}

@Suite struct IntrospectionObserverTests {
    @Test func observerBlockHeldByTheCenterIsNoCycleAndTheUnreadableRegistryIsReported() throws {
        let counter = DeinitCounter()
        let center = NotificationCenter()
        weak var probe: ObserverOwner?
        do {
            let owner = ObserverOwner(counter, "owner")
            owner.token = center.addObserver(forName: Notification.Name("capcheck.test"), object: nil, queue: nil) {
                _ in
                owner.handle()
            }
            probe = owner
        }
        // The token does not hold the block; the center does: no cycle, but the owner lives on.
        #expect(findRetainCycles(from: [try #require(probe)]).cycles.isEmpty)
        let token = try #require(probe?.token)
        probe?.token = nil
        #expect(probe != nil)
        // The center keeps its observers behind a Mutex that reflection does not describe:
        // the report says what it could not read instead of claiming nothing is there.
        let fromCenter = findRetainCycles(from: [center])
        #expect(fromCenter.warnings.contains { $0.contains("NotificationCenter.registrar") })
        center.removeObserver(token)
        #expect(counter.count == 1)
    }
}
