import CThreadInspection
import Dispatch
import Foundation
import Testing

@testable import RetainGraph

// Swift Testing runs tests in parallel in one process, so threads of other tests come and go
// during every check here. Each test therefore limits the check to the threads it started
// (`onlyThreads`), identified by kernel tid, which no other test can share.

/// Ignores every thread except the given ones.
func onlyThreads(_ tids: Int...) -> ThreadLeakOption {
    let mine = Set(tids)
    return .ignoringThreads(where: { !mine.contains($0.tid) })
}

/// Waits (bounded) until thread `tid` is gone from /proc: how tests join the threads they stop.
@discardableResult
func waitUntilGone(_ tid: Int, timeout: Duration = .seconds(10)) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while ThreadSnapshot.current().contains(tid: tid) {
        if clock.now >= deadline { return false }
        Thread.sleep(forTimeInterval: 0.002)
    }
    return true
}

/// A Foundation thread that keeps itself alive in its run loop, the way server code parks a
/// worker: a source (a port or a far-future timer) so `run(mode:before:)` blocks instead of
/// returning at once. `stop()` ends it: a flag the loop checks plus `_stop` (CFRunLoopStop) to wake
/// it; plain `RunLoop.run()` would restart itself after CFRunLoopStop.
final class KeepAliveThread: @unchecked Sendable {
    enum Source { case socketPort, timer }

    private(set) var thread: Thread?
    /// Kernel tid, known once `init` returns.
    private(set) var tid = 0
    private var loop: RunLoop?
    private let lock = NSLock()
    private var stopRequested = false
    private let started = DispatchSemaphore(value: 0)

    /// Starts the thread and waits until it is inside its run loop. `name`, when given, is set
    /// after `start()` (before it, Foundation on Linux never hands it to the OS).
    /// `answersSignals: false` leaves the thread with the mask it inherits from the test's pool
    /// thread (every signal blocked), so its stack is read by a stack scan.
    init(name: String? = nil, source: Source = .timer, answersSignals: Bool = true) {
        let thread = Thread { [unowned self] in
            if answersSignals { _ = cti_set_capture_signal_blocked(0) }
            self.runLoopBody(source: source)
        }
        self.thread = thread
        thread.start()
        started.wait()
        if let name { thread.name = name }
        waitUntilWaitingForInput()
    }

    /// Waits (bounded) until the thread sits in poll/ppoll/epoll_wait, as /proc reports: between
    /// `started` and that moment its stack is still on the way into the run loop.
    private func waitUntilWaitingForInput() {
        let waits: Set<Substring> = ["7", "271", "232", "281"]  // poll, ppoll, epoll_wait, epoll_pwait
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while clock.now < deadline {
            let text = (try? String(contentsOfFile: "/proc/self/task/\(tid)/syscall", encoding: .utf8)) ?? ""
            if let number = text.split(separator: " ").first, waits.contains(number) { return }
            Thread.sleep(forTimeInterval: 0.001)
        }
    }

    /// The thread's whole life: a named method so stacks show it.
    @inline(never)
    func runLoopBody(source: Source) {
        let current = RunLoop.current
        var port: SocketPort?
        switch source {
        case .socketPort:
            port = SocketPort(tcpPort: 0)
            if let port { current.add(port, forMode: .default) }
        case .timer:
            current.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }, forMode: .default)
        }
        lock.lock()
        tid = ThreadSnapshot.currentTID
        loop = current
        lock.unlock()
        started.signal()
        while !isStopRequested {
            _ = current.run(mode: .default, before: .distantFuture)
        }
        // Removed, not invalidated: SocketPort.invalidate() traps in its hash getter on Linux.
        if let port { current.remove(port, forMode: .default) }
    }

    private var isStopRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }

    /// Ends the thread and waits until the OS thread is gone.
    func stop() {
        lock.lock()
        stopRequested = true
        let loop = self.loop
        lock.unlock()
        loop?._stop()
        waitUntilGone(tid)
    }
}

/// A thread that blocks the stack-capture signal and then waits: it can never answer.
final class SignalBlockingThread: @unchecked Sendable {
    private(set) var tid = 0
    private let started = DispatchSemaphore(value: 0)
    private let release = DispatchSemaphore(value: 0)

    init() {
        let thread = Thread { [unowned self] in
            _ = cti_set_capture_signal_blocked(1)
            self.tid = ThreadSnapshot.currentTID
            self.started.signal()
            self.release.wait()
        }
        thread.start()
        started.wait()
    }

    func stop() {
        release.signal()
        waitUntilGone(tid)
    }
}

@Suite struct ThreadLeakTests {
    @Test func snapshotListsTheCallingThreadWithTheNameTheKernelShows() throws {
        let comm = try String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        let snapshot = ThreadSnapshot.current()
        let me = try #require(snapshot.threads.first { $0.tid == ThreadSnapshot.currentTID })
        #expect(me.name == comm)
        #expect(snapshot.contains(tid: Int(getpid())))  // the main thread's tid is the pid
    }

    @Test func keepAliveThreadIsReportedWithItsNameRunLoopParkingAndRunLoopFrames() throws {
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread(name: "cc-keepalive", source: .socketPort)
        defer { keepAlive.stop() }

        let leaks = leakedThreads(since: baseline, grace: .milliseconds(100), options: [onlyThreads(keepAlive.tid)])

        let leak = try #require(leaks.first, "a parked run-loop thread must be reported")
        #expect(leaks.count == 1)
        #expect(leak.tid == keepAlive.tid)
        #expect(leak.name == "cc-keepalive")
        #expect(leak.isParkedInRunLoop)
        #expect(leak.stackUnavailable == nil)
        #expect(leak.stackCapture == .signal)
        let functions = leak.frames.compactMap(\.function)
        #expect(functions.contains("__CFRunLoopServiceFileDescriptors"), "\(leak.stack)")
        #expect(functions.contains("CFRunLoopRunSpecific"), "\(leak.stack)")
        #expect(functions.contains { $0.hasPrefix("KeepAliveThread.runLoopBody") }, "\(leak.stack)")
        #expect(leak.stack.count == leak.frames.count)
        #expect(leak.topFunction == "__CFRunLoopServiceFileDescriptors")
        #expect(leak.entryFunction?.hasPrefix("closure #1 in KeepAliveThread.init") == true, "\(leak.stack)")
        #expect(leak.summary.contains("started in closure #1 in KeepAliveThread.init"), "\(leak.summary)")
    }

    @Test func stoppedThreadIsNoLongerReported() {
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread()
        let tid = keepAlive.tid
        #expect(leakedThreads(since: baseline, grace: .zero, options: [onlyThreads(tid)]).map(\.tid) == [tid])
        keepAlive.stop()
        #expect(leakedThreads(since: baseline, grace: .zero, options: [onlyThreads(tid)]).isEmpty)
    }

    @Test func threadThatEndsWithinGraceIsNotReported() {
        let baseline = ThreadSnapshot.current()
        let running = DispatchSemaphore(value: 0)
        let tidBox = TIDBox()
        let thread = Thread {
            tidBox.set(ThreadSnapshot.currentTID)
            running.signal()
            Thread.sleep(forTimeInterval: 0.05)
        }
        thread.start()
        running.wait()
        let tid = tidBox.get()
        // The thread is new and alive when the check starts, so only the grace period can save it.
        #expect(ThreadSnapshot.current().contains(tid: tid))
        #expect(!baseline.contains(tid: tid))

        let leaks = leakedThreads(since: baseline, grace: .seconds(5), options: [onlyThreads(tid)])

        #expect(leaks.isEmpty)
        #expect(!ThreadSnapshot.current().contains(tid: tid))
    }

    @Test func threadsRunningAtTheBaselineAreIgnored() {
        let keepAlive = KeepAliveThread()
        defer { keepAlive.stop() }
        let baseline = ThreadSnapshot.current()

        #expect(baseline.contains(tid: keepAlive.tid))
        #expect(leakedThreads(since: baseline, grace: .zero, options: [onlyThreads(keepAlive.tid)]).isEmpty)
        #expect(
            leakedThreads(
                since: nil, grace: .zero,
                options: [.ignoringCurrent(), onlyThreads(keepAlive.tid)]
            ).isEmpty)
        // Without a baseline the same thread is a leak: the baseline is what hid it.
        #expect(leakedThreads(since: nil, grace: .zero, options: [onlyThreads(keepAlive.tid)]).count == 1)
    }

    @Test func threadBlockingTheCaptureSignalIsReportedWithoutHangingTheCheck() throws {
        let baseline = ThreadSnapshot.current()
        let blocked = SignalBlockingThread()
        defer { blocked.stop() }

        let leaks = leakedThreads(since: baseline, grace: .zero, options: [onlyThreads(blocked.tid)])

        let leak = try #require(leaks.first)
        #expect(leak.tid == blocked.tid)
        #expect(cti_signal_blocked(Int32(blocked.tid)) == 1)
        // Not interrupted; its stack comes from a scan of the memory above its stack pointer.
        #expect(leak.stackCapture == .stackScan)
        #expect(
            leak.frames.contains { $0.function?.hasPrefix("closure #1 in SignalBlockingThread.init") == true },
            "\(leak.stack)")
        #expect(!leak.isParkedInRunLoop)
    }

    @Test func keepAliveThreadThatBlocksSignalsIsStillSeenParkedInItsRunLoop() throws {
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread(answersSignals: false)
        defer { keepAlive.stop() }

        let leak = try #require(
            leakedThreads(since: baseline, grace: .zero, options: [onlyThreads(keepAlive.tid)]).first)

        #expect(leak.stackCapture == .stackScan)
        #expect(leak.isParkedInRunLoop, "\(leak.stack)")
        let functions = leak.frames.compactMap(\.function)
        #expect(functions.contains("CFRunLoopRunSpecific"), "\(leak.stack)")
        #expect(functions.contains { $0.hasPrefix("KeepAliveThread.runLoopBody") }, "\(leak.stack)")
    }

    @Test func signallingAThreadThatBlocksTheSignalTimesOut() {
        let blocked = SignalBlockingThread()
        defer { blocked.stop() }
        // Bypass the mask check: the signal is sent, stays pending, and the capture gives up.
        let result = StackCapture.addresses(of: blocked.tid, timeout: .milliseconds(50), skipBlockedThreads: false)
        guard case .failure(.timedOut) = result else {
            Issue.record("expected a timeout, got \(result)")
            return
        }
        // The checker still works afterwards (the withdrawn request left no state behind).
        let keepAlive = KeepAliveThread()
        defer { keepAlive.stop() }
        guard case .success(let (frames, _)) = StackCapture.addresses(of: keepAlive.tid, timeout: .seconds(2)) else {
            Issue.record("capture after a timeout failed")
            return
        }
        #expect(!frames.isEmpty)
    }

    @Test func capturesTheCallingThreadsOwnStack() throws {
        let addresses = try StackCapture.addresses(of: ThreadSnapshot.currentTID, timeout: .seconds(1)).get().addresses
        let functions = Symbolicator().frames(for: addresses).compactMap(\.function)
        #expect(functions.contains { $0.contains("capturesTheCallingThreadsOwnStack") }, "\(functions)")
    }

    @Test func ignoringThreadsNamedSkipsAThreadByItsOSName() {
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread(name: "cc-named")
        defer { keepAlive.stop() }
        let only = onlyThreads(keepAlive.tid)
        #expect(
            leakedThreads(since: baseline, grace: .zero, options: [only, .ignoringThreads(named: "cc-named")]).isEmpty)
        #expect(
            leakedThreads(since: baseline, grace: .zero, options: [only, .ignoringThreads(named: "cc-other")]).count
                == 1)
    }

    @Test func ignoringTopOrAnyFunctionSkipsAThreadByItsStack() {
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread()
        defer { keepAlive.stop() }
        let only = onlyThreads(keepAlive.tid)
        func check(_ option: ThreadLeakOption) -> Int {
            leakedThreads(since: baseline, grace: .zero, options: [only, option]).count
        }
        #expect(check(.ignoringTopFunction("__CFRunLoopServiceFileDescriptors")) == 0)
        #expect(check(.ignoringTopFunction("ppoll")) == 0)
        #expect(check(.ignoringTopFunction("KeepAliveThread.runLoopBody")) == 1)  // not at the top
        #expect(check(.ignoringAnyFunction("KeepAliveThread.runLoopBody")) == 0)
        #expect(check(.ignoringAnyFunction("KeepAliveThread.stop")) == 1)
    }

    @Test func sourceLocationsComeFromDebugInformationWhenAskedFor() throws {
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread()
        defer { keepAlive.stop() }
        let only = onlyThreads(keepAlive.tid)

        let plain = try #require(leakedThreads(since: baseline, grace: .zero, options: [only]).first)
        let located = try #require(
            leakedThreads(since: baseline, grace: .zero, options: [only, .withSourceLocations]).first)

        #expect(plain.frames.allSatisfy { $0.sourceLocation == nil })
        let body = try #require(located.frames.first { $0.function?.hasPrefix("KeepAliveThread.runLoopBody") == true })
        #expect(body.sourceLocation?.hasPrefix("ThreadLeakTests.swift:") == true, "\(body)")
        #expect(located.stack.contains { $0.contains(" at ThreadLeakTests.swift:") })
    }

    @Test func withoutSignalsTheStackComesFromAScanOfAThreadThatAnswersSignals() throws {
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread(answersSignals: true)
        defer { keepAlive.stop() }
        let only = onlyThreads(keepAlive.tid)

        let signalled = try #require(leakedThreads(since: baseline, grace: .zero, options: [only]).first)
        let scanned = try #require(
            leakedThreads(since: baseline, grace: .zero, options: [only, .withoutSignals]).first)

        #expect(signalled.stackCapture == .signal)
        #expect(scanned.stackCapture == .stackScan)
        #expect(scanned.isParkedInRunLoop)
        // The exact unwinder and the scan agree on where the thread is and where it came from.
        #expect(
            scanned.frames.compactMap(\.function) == signalled.frames.compactMap(\.function),
            "\(scanned.stack) vs \(signalled.stack)")
    }

    @Test func leakedThreadRoundTripsThroughJSON() throws {
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread(name: "cc-json")
        defer { keepAlive.stop() }
        let leak = try #require(
            leakedThreads(since: baseline, grace: .zero, options: [onlyThreads(keepAlive.tid)]).first)
        let data = try JSONEncoder().encode(leak)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["tid"] as? Int == keepAlive.tid)
        #expect(object["name"] as? String == "cc-json")
        #expect((object["stack"] as? [String])?.isEmpty == false)
        #expect(try JSONDecoder().decode(LeakedThread.self, from: data) == leak)
        // docs/json.md §3 requires only tid, name and stack.
        let minimal = try JSONDecoder().decode(
            LeakedThread.self, from: Data(#"{"tid":7,"name":"x","stack":["f"]}"#.utf8))
        #expect(minimal.stack == ["f"])
    }

    @Test func osNameOfALongNameIsItsFifteenBytePrefix() {
        #expect(ThreadLeakOption.osName("short") == "short")
        #expect(ThreadLeakOption.osName("a-very-long-thread-name") == "a-very-long-thr")
        #expect(ThreadLeakOption.osName("ääääääää").utf8.count == 14)  // no split UTF-8 sequence
    }
}

/// A tid handed from a new thread to the test.
final class TIDBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func set(_ tid: Int) {
        lock.lock()
        value = tid
        lock.unlock()
    }
    func get() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

@Suite struct ThreadRuntimeFilterTests {
    @Test func poolWorkerThreadsAreIgnoredUnlessAskedFor() throws {
        // Swift Testing runs this on a thread of the concurrency pool, a libdispatch worker: its
        // own stack (read directly, no signal) is the ground truth.
        let me = try #require(ThreadSnapshot.current().threads.first { $0.tid == ThreadSnapshot.currentTID })
        let functions = Symbolicator().frames(
            for: try StackCapture.addresses(of: me.tid, timeout: .seconds(1)).get().addresses
        )
        .compactMap(\.function)
        try #require(functions.contains("_dispatch_worker_thread"), "not on a dispatch worker: \(functions)")

        #expect(ThreadLeakCheck(options: []).inspect(me, symbolicator: Symbolicator()) == nil)
        #expect(ThreadLeakCheck(options: [.includingRuntimeThreads]).inspect(me, symbolicator: Symbolicator()) != nil)
    }

    @Test func coreFoundationSocketManagerThreadIsIgnoredUnlessAskedFor() throws {
        // The first SocketPort of the process starts CF's socket manager thread; a keep-alive
        // thread with a SocketPort makes sure it exists.
        let keepAlive = KeepAliveThread(source: .socketPort)
        defer { keepAlive.stop() }
        let symbolicator = Symbolicator()
        // Found with the passive stack scan, so threads of other tests are not interrupted. The
        // scan reads a thread only while it is parked in a system call, and a loaded machine can
        // catch the manager between two: look again for up to five seconds.
        func findManager() -> ThreadInfo? {
            ThreadSnapshot.current().threads.first { thread in
                guard let addresses = StackCapture.scan(thread.tid) else { return false }
                return symbolicator.frames(for: addresses).contains { $0.function == "__CFSocketManager" }
            }
        }
        var found = findManager()
        let deadline = ContinuousClock.now + .seconds(5)
        while found == nil, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            found = findManager()
        }
        let manager = try #require(found)

        #expect(ThreadLeakCheck(options: []).inspect(manager, symbolicator: symbolicator) == nil)
        #expect(
            ThreadLeakCheck(options: [.includingRuntimeThreads]).inspect(manager, symbolicator: symbolicator) != nil)
    }

    @Test func reportedNameIsTheOSNameNotTheFoundationNameSetBeforeStart() throws {
        let baseline = ThreadSnapshot.current()
        let release = DispatchSemaphore(value: 0)
        let running = DispatchSemaphore(value: 0)
        let tidBox = TIDBox()
        let thread = Thread {
            tidBox.set(ThreadSnapshot.currentTID)
            running.signal()
            release.wait()
        }
        thread.name = "cc-before-start"
        thread.start()
        running.wait()
        defer {
            release.signal()
            waitUntilGone(tidBox.get())
        }
        let comm = try String(contentsOfFile: "/proc/self/task/\(tidBox.get())/comm", encoding: .utf8)
            .trimmingCharacters(in: .newlines)

        let leak = try #require(
            leakedThreads(since: baseline, grace: .zero, options: [onlyThreads(tidBox.get())]).first)

        #expect(leak.name == comm)
        #expect(leak.name != "cc-before-start")  // Foundation on Linux never hands it to the OS
    }

    @Test func suspendingCheckFindsWhatTheBlockingOneFinds() async {
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread()
        defer { keepAlive.stop() }
        let leaks = await leakedThreadsSuspending(
            since: baseline, grace: .milliseconds(10), options: [onlyThreads(keepAlive.tid)])
        #expect(leaks.map(\.tid) == [keepAlive.tid])
        #expect(leaks.first?.isParkedInRunLoop == true)
    }

    @Test func snapshotDecodedFromJSONStillFindsItsThreads() throws {
        let json = #"{"threads":[{"tid":30,"name":"c"},{"tid":10,"name":"a"},{"tid":20,"name":"b"}]}"#
        let snapshot = try JSONDecoder().decode(ThreadSnapshot.self, from: Data(json.utf8))
        #expect(snapshot.contains(tid: 10) && snapshot.contains(tid: 20) && snapshot.contains(tid: 30))
        #expect(!snapshot.contains(tid: 15))
    }
}
