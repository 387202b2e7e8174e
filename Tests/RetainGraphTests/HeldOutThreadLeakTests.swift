import Dispatch
import Foundation
import RetainGraph
import Testing

// Keep-alive threads, judged through the public API only. Other tests run in parallel in the
// same process, so each check looks only for the thread it started, by the OS name the thread
// gives itself (unique per test).

/// A Foundation thread that names itself, then parks: in its run loop (kept alive by a port or a
/// far-future timer) or on a semaphore. `stop()` ends it and waits until it has returned.
final class HOParkedThread: @unchecked Sendable {
    enum Park { case runLoopPort, runLoopTimer, semaphore }

    let name: String
    private let park: Park
    private let ready = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let wake = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopping = false
    private var loop: RunLoop?
    private var thread: Thread?

    init(name: String, park: Park) {
        self.name = name
        self.park = park
        let thread = Thread { [unowned self] in self.body() }
        self.thread = thread
        thread.start()
        ready.wait()
    }

    private var shouldStop: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    private func body() {
        hoNameCurrentThread(name)
        switch park {
        case .semaphore:
            ready.signal()
            wake.wait()
        case .runLoopPort, .runLoopTimer:
            let runLoop = RunLoop.current
            // Port() is abstract on Linux: a socket port is a real input source.
            var port: SocketPort?
            if park == .runLoopPort {
                port = SocketPort(tcpPort: 0)
                if let port { runLoop.add(port, forMode: .default) }
            } else {
                runLoop.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }, forMode: .default)
            }
            lock.lock()
            loop = runLoop
            lock.unlock()
            ready.signal()
            while !shouldStop {
                _ = runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: 60))
            }
            // Removed, not invalidated: SocketPort.invalidate() traps on Linux.
            if let port { runLoop.remove(port, forMode: .default) }
        }
        done.signal()
    }

    func stop() {
        lock.lock()
        stopping = true
        let loop = self.loop
        lock.unlock()
        loop?._stop()  // CFRunLoopStop: wakes run(mode:before:)
        wake.signal()
        done.wait()
        // The pthread itself ends just after the block returns: wait (bounded) until it is gone.
        for _ in 0..<2500 where !(thread?.isFinished ?? true) { Thread.sleep(forTimeInterval: 0.002) }
        thread = nil
    }
}

/// OS names of the process's threads now.
func hoThreadNames() -> [String] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.compactMap { try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8) }
        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
}

/// Names the calling thread for the OS. Set from the thread itself, `Thread.name` reaches the
/// kernel, except in the first moments of a Foundation thread (before `start()` has recorded its
/// pthread): so set it until /proc shows it (bounded).
func hoNameCurrentThread(_ name: String) {
    for _ in 0..<2500 {
        Thread.current.name = name
        if hoThreadNames().contains(name) { return }
        Thread.sleep(forTimeInterval: 0.002)
    }
}

/// Waits (bounded) until no thread with this OS name is running.
func hoWaitUntilGone(_ name: String) {
    for _ in 0..<2500 {
        if !hoThreadNames().contains(name) { return }
        Thread.sleep(forTimeInterval: 0.002)
    }
}

@Suite struct HeldOutThreadLeakTests {
    @Test(arguments: [HOParkedThread.Park.runLoopPort, .runLoopTimer, .semaphore])
    func threadParkedAfterTheBaselineIsALeakUntilStopped(park: HOParkedThread.Park) {
        let name =
            switch park {
            case .runLoopPort: "ho-port"
            case .runLoopTimer: "ho-timer"
            case .semaphore: "ho-sema"
            }
        let baseline = ThreadSnapshot.current()
        let parked = HOParkedThread(name: name, park: park)
        let leaked = leakedThreads(since: baseline, grace: .milliseconds(50))
        let mine = leaked.filter { $0.name == name }
        #expect(mine.count == 1, "\(leaked.map(\.name))")
        #expect(mine.first.map { $0.tid > 0 } == true)
        #expect(mine.first.map { !$0.stack.isEmpty } == true, "\(mine)")
        parked.stop()
        hoWaitUntilGone(name)
        #expect(!leakedThreads(since: baseline, grace: .milliseconds(50)).contains { $0.name == name })
    }

    @Test func threadRunningBeforeTheBaselineIsNotALeak() {
        let parked = HOParkedThread(name: "ho-before", park: .runLoopPort)
        let baseline = ThreadSnapshot.current()
        #expect(!leakedThreads(since: baseline, grace: .milliseconds(20)).contains { $0.name == "ho-before" })
        parked.stop()
    }

    @Test func threadThatEndsWithinTheGraceIsNotALeak() {
        let baseline = ThreadSnapshot.current()
        let started = DispatchSemaphore(value: 0)
        let thread = Thread {
            hoNameCurrentThread("ho-short")
            started.signal()
            Thread.sleep(forTimeInterval: 0.05)
        }
        thread.start()
        started.wait()
        let leaked = leakedThreads(since: baseline, grace: .seconds(5))
        #expect(!leaked.contains { $0.name == "ho-short" })
    }

    @Test func keepAliveThreadWhoseBlockCapturesItsOwnerIsBothALeakAndACycle() {
        let deaths = HODeaths()
        let baseline = ThreadSnapshot.current()
        weak var probe: HOKeepAliveOwner?
        do {
            let owner = HOKeepAliveOwner(deaths, "owner")
            owner.start()
            probe = owner
        }
        #expect(leakedThreads(since: baseline, grace: .milliseconds(50)).contains { $0.name == "ho-owner" })
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOKeepAliveOwner"), "Foundation.Thread"]])
        #expect(report.cycles.first?.isLeaked == false)
        #expect(report.cycles.first?.keptAliveBy.first?.contains("running thread") == true)
        probe?.stop()
        hoWaitUntilGone("ho-owner")
        probe?.thread = nil
        for _ in 0..<2500 where deaths.count == 0 { Thread.sleep(forTimeInterval: 0.002) }
        #expect(deaths.count == 1)
    }
}

/// The classic: a thread whose entry block runs a run loop and captures self strongly.
final class HOKeepAliveOwner: HOTracked, @unchecked Sendable {
    var thread: Thread?
    private let lock = NSLock()
    private var stopping = false
    private var loop: RunLoop?
    private let ready = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)

    func start() {
        let thread = Thread {
            hoNameCurrentThread("ho-owner")
            let port = SocketPort(tcpPort: 0)
            if let port { RunLoop.current.add(port, forMode: .default) }
            self.lock.lock()
            self.loop = RunLoop.current
            self.lock.unlock()
            self.ready.signal()
            while !self.isStopping { _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 60)) }
            if let port { RunLoop.current.remove(port, forMode: .default) }
            self.done.signal()
        }
        self.thread = thread
        thread.start()
        ready.wait()
    }

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    func stop() {
        lock.lock()
        stopping = true
        let loop = self.loop
        lock.unlock()
        loop?._stop()  // CFRunLoopStop: wakes run(mode:before:)
        done.wait()
    }
}
