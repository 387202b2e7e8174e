import Dispatch
import Foundation
import RetainGraph
import Testing

// Foundation and Dispatch objects that hold blocks: threads, timers, operations, observers.

final class HOThreadOwner: HOTracked, @unchecked Sendable {
    var thread: Thread?
    let release = DispatchSemaphore(value: 0)
    let running = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)

    func makeThread() { thread = Thread { _ = self.name } }
    func startBlockingThread() {
        let thread = Thread {
            self.running.signal()
            self.release.wait()
            self.finished.signal()
        }
        self.thread = thread
        thread.start()
        running.wait()
    }
}

final class HOTimerOwner: HOTracked, @unchecked Sendable {
    var timer: Timer?
    var ticks = 0
    func makeTimer() { timer = Timer(timeInterval: 1000, repeats: true) { _ in self.ticks += 1 } }
    func makeWeakTimer() { timer = Timer(timeInterval: 1000, repeats: true) { [weak self] _ in self?.ticks += 1 } }
}

final class HOOperationOwner: HOTracked, @unchecked Sendable {
    var operation: BlockOperation?
    var count = 0
    func makeOperation() { operation = BlockOperation { self.count += 1 } }
    func makeCompletion() {
        let operation = BlockOperation {}
        operation.completionBlock = { self.count += 1 }
        self.operation = operation
    }
}

final class HOObserverOwner: HOTracked, @unchecked Sendable {
    var token: NSObjectProtocol?
    var seen = 0
    func observe(_ center: NotificationCenter) {
        token = center.addObserver(forName: Notification.Name("held-out"), object: nil, queue: nil) { _ in
            self.seen += 1
        }
    }
}

final class HOWorkItemOwner: HOTracked, @unchecked Sendable {
    var item: DispatchWorkItem?
    var source: DispatchSourceTimer?
    var count = 0
    func makeItem() { item = DispatchWorkItem { self.count += 1 } }
    func makeSource() {
        let source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "held-out"))
        source.setEventHandler { self.count += 1 }
        // Never scheduled, so it never fires; activated because libdispatch traps on the
        // release of an inactive source.
        source.resume()
        self.source = source
    }
}

class HONSObject: NSObject {
    let deaths: HODeaths
    let tag: String
    var other: NSObject?
    var handler: (() -> Void)?
    init(_ deaths: HODeaths, _ tag: String) {
        self.deaths = deaths
        self.tag = tag
        super.init()
    }
    deinit { deaths.record(tag) }
}

final class HONSSubclass: HONSObject {
    var extra: AnyObject?
}

final class HOKeyPathOwner: HOTracked {
    var path: KeyPath<HOKeyPathOwner, String> = \.name
    var handler: (() -> Void)?
    func capture() {
        let path = \HOKeyPathOwner.name
        handler = { _ = self[keyPath: path] }
    }
}

@Suite struct HeldOutFoundationTests {
    @Test func threadNotYetStartedWhoseBlockCapturesItsOwnerIsACycle() {
        let deaths = HODeaths()
        weak var probe: HOThreadOwner?
        do {
            let owner = HOThreadOwner(deaths, "owner")
            owner.makeThread()
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOThreadOwner"), "Foundation.Thread"]])
        probe?.thread = nil
        #expect(deaths.count == 1)
    }

    @Test func runningThreadWhoseBlockCapturesItsOwnerIsACycleKeptAliveByTheThread() {
        let deaths = HODeaths()
        weak var probe: HOThreadOwner?
        do {
            let owner = HOThreadOwner(deaths, "owner")
            owner.startBlockingThread()
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOThreadOwner"), "Foundation.Thread"]])
        #expect(hoLabels(report, startingAt: "Foundation.Thread")?.first?.hasPrefix("thread entry block") == true)
        probe?.release.signal()
        probe?.finished.wait()
        // Wait (bounded) until the finished thread lets go of itself.
        for _ in 0..<500 where !(probe?.thread?.isFinished ?? true) { Thread.sleep(forTimeInterval: 0.002) }
        probe?.thread = nil
        for _ in 0..<500 where deaths.count == 0 { Thread.sleep(forTimeInterval: 0.002) }
        #expect(deaths.count == 1)
    }

    @Test func timerWhoseBlockCapturesItsOwnerIsACycleScheduledOrNot() {
        let deaths = HODeaths()
        weak var probe: HOTimerOwner?
        weak var scheduled: HOTimerOwner?
        do {
            let owner = HOTimerOwner(deaths, "owner")
            owner.makeTimer()
            probe = owner
            let other = HOTimerOwner(deaths, "scheduled")
            other.makeTimer()
            RunLoop.current.add(other.timer!, forMode: .default)
            scheduled = other
            let weakOne = HOTimerOwner(deaths, "weak")
            weakOne.makeWeakTimer()
            hoExpectCycles(findRetainCycles(from: [weakOne]), [])
        }
        #expect(deaths.names == ["weak"])
        hoExpectCycles(findRetainCycles(from: [probe!]), [[ho("HOTimerOwner"), "Foundation.Timer"]])
        let report = findRetainCycles(from: [scheduled!])
        hoExpectCycles(report, [[ho("HOTimerOwner"), "Foundation.Timer"]])
        #expect(hoLabels(report, startingAt: "Foundation.Timer")?.first?.hasPrefix("timer block") == true)
        // Breaking the cycle from the owner's side leaves no cycle. (Foundation on Linux never
        // frees a Timer that had a block, scheduled or not, invalidated or not: its CF timer
        // keeps it, so the owner its block captures is never freed either. Checked separately:
        // a Timer dropped at once still keeps what its block captured.)
        probe?.timer = nil
        scheduled?.timer?.invalidate()
        scheduled?.timer = nil
        hoExpectCycles(findRetainCycles(from: [probe!, scheduled!]), [])
        #expect(deaths.names == ["weak"])
    }

    @Test func blockOperationAndItsCompletionBlockCapturingTheOwnerAreCycles() {
        let deaths = HODeaths()
        weak var first: HOOperationOwner?
        weak var second: HOOperationOwner?
        do {
            let a = HOOperationOwner(deaths, "a")
            a.makeOperation()
            first = a
            let b = HOOperationOwner(deaths, "b")
            b.makeCompletion()
            second = b
        }
        hoExpectCycles(findRetainCycles(from: [first!]), [[ho("HOOperationOwner"), "Foundation.BlockOperation"]])
        hoExpectCycles(findRetainCycles(from: [second!]), [[ho("HOOperationOwner"), "Foundation.BlockOperation"]])
        first?.operation = nil
        second?.operation = nil
        #expect(deaths.count == 2)
    }

    @Test func notificationObserverBlockCapturingTheOwnerIsACycleHeldByTheCenter() {
        let deaths = HODeaths()
        let center = NotificationCenter()
        weak var probe: HOObserverOwner?
        var tokenType = ""
        do {
            let owner = HOObserverOwner(deaths, "owner")
            owner.observe(center)
            tokenType = String(reflecting: type(of: owner.token!))
            probe = owner
        }
        // The token the owner keeps holds only an id and the name: the center keeps the block.
        // So there is no cycle; the owner lives as long as the center does (or until removed).
        #expect(tokenType.contains("ObserverToken"))
        hoExpectCycles(findRetainCycles(from: [probe!]), [])
        #expect(deaths.count == 0)
        center.removeObserver(probe!.token!)
        probe?.token = nil
        #expect(deaths.count == 1)
    }

    @Test func dispatchWorkItemWhoseBlockCapturesItsOwnerIsACycle() {
        let deaths = HODeaths()
        weak var probe: HOWorkItemOwner?
        do {
            let owner = HOWorkItemOwner(deaths, "owner")
            owner.makeItem()
            probe = owner
        }
        #expect(deaths.count == 0)
        // The work item's `@convention(block)` field holds dispatch_block_create's block, which
        // wraps the block made from the Swift closure, whose context is the owner.
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOWorkItemOwner"), "Dispatch.DispatchWorkItem"]])
        #expect(report.cycles.first?.nodes.map(\.typeName).contains("dispatch block") == true, "\(hoDescribe(report))")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        probe?.item = nil
        #expect(deaths.count == 1)
    }

    @Test func dispatchSourceTimerHandlerCapturingItsOwnerLeaksAndIsFound() {
        let deaths = HODeaths()
        weak var probe: HOWorkItemOwner?
        do {
            let owner = HOWorkItemOwner(deaths, "owner")
            owner.makeSource()
            probe = owner
        }
        #expect(deaths.count == 0)
        let report = findRetainCycles(from: [probe!])
        // The handler's block sits in the C source's refs structure: owner -> source -> event
        // handler block -> wrapped block -> owner, and nothing else holds it.
        #expect(report.cycles.count == 1, "\(hoDescribe(report))")
        #expect(report.cycles.first?.nodes.contains { $0.typeName == ho("HOWorkItemOwner") } == true)
        #expect(report.cycles.first?.edges.map(\.label).contains("event handler") == true, "\(hoDescribe(report))")
        #expect(report.cycles.first?.isLeaked == true)
        probe?.source?.setEventHandler(handler: nil)
        probe?.source?.cancel()
        probe?.source = nil
        // libdispatch lets go of the handler on its queue: wait for it (bounded).
        for _ in 0..<2500 where deaths.count == 0 { Thread.sleep(forTimeInterval: 0.002) }
        #expect(deaths.count == 1)
    }

    @Test func nsObjectSubclassesFormCyclesThroughFieldsAndClosures() {
        let deaths = HODeaths()
        weak var probe: HONSSubclass?
        do {
            let a = HONSSubclass(deaths, "a")
            let b = HONSObject(deaths, "b")
            a.other = b
            b.other = a
            a.handler = { _ = a.tag }
            a.extra = b
            probe = a
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(
            report,
            [
                [ho("HONSSubclass"), ho("HONSObject")], [ho("HONSSubclass"), ho("HONSObject")],
                [ho("HONSSubclass")],
            ])
        probe?.handler = nil
        probe?.other = nil
        probe?.extra = nil
        #expect(deaths.count == 2)
    }

    @Test func keyPathsAreWalkedWithoutFalseCyclesAndSelfCaptureIsFound() {
        let deaths = HODeaths()
        weak var probe: HOKeyPathOwner?
        do {
            let owner = HOKeyPathOwner(deaths, "owner")
            owner.capture()
            probe = owner
            let plain = HOKeyPathOwner(deaths, "plain")
            plain.path = \HOKeyPathOwner.name
            hoExpectCycles(findRetainCycles(from: [plain]), [])
        }
        #expect(deaths.names == ["plain"])
        hoExpectCycles(findRetainCycles(from: [probe!]), [[ho("HOKeyPathOwner")]])
        probe?.handler = nil
        #expect(deaths.count == 2)
    }
}
