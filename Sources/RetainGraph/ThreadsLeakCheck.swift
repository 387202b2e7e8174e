#if canImport(Glibc)
    import Glibc
#endif

/// Threads running now that were not running when `baseline` was taken and do not end
/// within `grace`.
///
/// The check looks again with growing pauses until `grace` has passed, so a thread that is just
/// finishing is not reported. Threads the runtime owns (libdispatch and Swift concurrency pool
/// workers, CoreFoundation's socket manager) are not reported: they come and go on their own.
public func leakedThreads(since baseline: ThreadSnapshot, grace: Duration) -> [LeakedThread] {
    ThreadLeakCheck(options: []).leakedThreads(since: baseline, grace: grace)
}

/// `leakedThreads(since:grace:options:)` for async callers: suspends instead of blocking a
/// thread of the cooperative pool while it waits. (A separate name, not an `async` overload, so
/// that `leakedThreads(since:grace:)` stays callable without `await` in async code.)
public func leakedThreadsSuspending(
    since baseline: ThreadSnapshot?, grace: Duration,
    options: [ThreadLeakOption] = []
) async -> [LeakedThread] {
    await ThreadLeakCheck(options: options).leakedThreadsAsync(since: baseline, grace: grace)
}

/// `leakedThreads(since:grace:)` with options (`.ignoringThreads(named:)`,
/// `.ignoringTopFunction(_:)`, `.ignoringCurrent()`...). With no baseline every thread but the
/// calling one is a candidate, so pass `.ignoringCurrent()` or a baseline.
public func leakedThreads(
    since baseline: ThreadSnapshot?, grace: Duration,
    options: [ThreadLeakOption]
) -> [LeakedThread] {
    ThreadLeakCheck(options: options).leakedThreads(since: baseline, grace: grace)
}

/// One way to narrow a thread-leak check, built with the static factories.
public struct ThreadLeakOption: Sendable {
    enum Kind: Sendable {
        case ignoreNames(Set<String>)
        case ignoreTopFunction(String)
        case ignoreAnyFunction(String)
        case ignoreSnapshot(ThreadSnapshot)
        case ignoreWhere(@Sendable (ThreadInfo) -> Bool)
        case ignoreStack(@Sendable (LeakedThread) -> Bool)
        case includeRuntimeThreads
        case captureTimeout(Duration)
        case sourceLocations
        case withoutSignals
    }
    let kind: Kind

    /// Ignores threads whose OS name is one of `names`. A name longer than the OS keeps
    /// (15 bytes) also matches its 15-byte prefix, which is what the kernel would show.
    public static func ignoringThreads(named names: String...) -> ThreadLeakOption {
        ThreadLeakOption(kind: .ignoreNames(Set(names.map(ThreadLeakOption.osName))))
    }

    /// Ignores threads whose top function (the first frame outside the C library's wait and
    /// system-call wrappers, or the very top frame) is `function`: an exact demangled name
    /// such as `"closure #1 in Worker.start()"`, or that name without its parameter list.
    public static func ignoringTopFunction(_ function: String) -> ThreadLeakOption {
        ThreadLeakOption(kind: .ignoreTopFunction(function))
    }

    /// Ignores threads with `function` anywhere on their stack (same matching as
    /// `ignoringTopFunction`).
    public static func ignoringAnyFunction(_ function: String) -> ThreadLeakOption {
        ThreadLeakOption(kind: .ignoreAnyFunction(function))
    }

    /// Ignores every thread running now: a baseline taken when the option is made.
    public static func ignoringCurrent() -> ThreadLeakOption {
        ThreadLeakOption(kind: .ignoreSnapshot(.current()))
    }

    /// Ignores threads for which `predicate` is true (it sees the tid and the OS name).
    public static func ignoringThreads(where predicate: @escaping @Sendable (ThreadInfo) -> Bool) -> ThreadLeakOption {
        ThreadLeakOption(kind: .ignoreWhere(predicate))
    }

    /// Ignores threads for which `predicate` is true, judged once per thread on its stack (as
    /// soon as the thread is seen, like the runtime's own threads, without waiting out the grace
    /// period for it).
    public static func ignoringThreads(whereStack predicate: @escaping @Sendable (LeakedThread) -> Bool)
        -> ThreadLeakOption
    {
        ThreadLeakOption(kind: .ignoreStack(predicate))
    }

    /// Also reports threads the runtime owns (libdispatch / Swift concurrency pool workers,
    /// CoreFoundation's socket manager), which are ignored by default because the runtime starts
    /// and retires them on its own schedule.
    public static var includingRuntimeThreads: ThreadLeakOption { ThreadLeakOption(kind: .includeRuntimeThreads) }

    /// How long to wait for one thread to answer the stack-capture signal (default 200 ms).
    public static func stackCaptureTimeout(_ timeout: Duration) -> ThreadLeakOption {
        ThreadLeakOption(kind: .captureTimeout(timeout))
    }

    /// Reads stacks only by scanning the memory of threads that wait in the kernel, never by
    /// signalling them: no thread is interrupted (no `EINTR` in code of tests running in
    /// parallel), at the price of no stack for a thread that is busy running when it is checked.
    public static var withoutSignals: ThreadLeakOption { ThreadLeakOption(kind: .withoutSignals) }

    /// Adds `file:line` to frames that have debug information (slower: reads DWARF).
    public static var withSourceLocations: ThreadLeakOption { ThreadLeakOption(kind: .sourceLocations) }

    /// The name the kernel keeps for a thread named `name`: at most 15 bytes.
    static func osName(_ name: String) -> String {
        let bytes = Array(name.utf8)
        guard bytes.count > 15 else { return name }
        var cut = 15
        while cut > 0 && (bytes[cut] & 0xC0) == 0x80 { cut -= 1 }  // keep whole UTF-8 sequences
        return String(decoding: bytes[..<cut], as: UTF8.self)
    }
}

/// The thread-leak checker: candidate threads from /proc, bounded retries until the deadline,
/// then stacks for whatever is left.
struct ThreadLeakCheck {
    var ignoredNames: Set<String> = []
    var ignoredTopFunctions: [String] = []
    var ignoredAnyFunctions: [String] = []
    var ignoredSnapshots: [ThreadSnapshot] = []
    var predicates: [@Sendable (ThreadInfo) -> Bool] = []
    var stackPredicates: [@Sendable (LeakedThread) -> Bool] = []
    var includesRuntimeThreads = false
    var captureTimeout: Duration = .milliseconds(200)
    var sourceLocations = false
    var usesSignals = true

    /// Functions that mark a thread as one the runtime owns for the life of the process: pool
    /// workers of libdispatch (Swift concurrency's cooperative pool on Linux is a dispatch root
    /// queue, so its threads look the same) and CoreFoundation's socket manager, which the first
    /// `SocketPort`/`CFSocket` starts and which never ends.
    static let runtimeThreadFunctions = [
        "_dispatch_worker_thread", "_dispatch_mgr_thread",
        "_dispatch_worker_thread2", "_dispatch_root_queue_drain",
        "__CFSocketManager",
    ]

    init(options: [ThreadLeakOption]) {
        for option in options {
            switch option.kind {
            case .ignoreNames(let names): ignoredNames.formUnion(names)
            case .ignoreTopFunction(let name): ignoredTopFunctions.append(name)
            case .ignoreAnyFunction(let name): ignoredAnyFunctions.append(name)
            case .ignoreSnapshot(let snapshot): ignoredSnapshots.append(snapshot)
            case .ignoreWhere(let predicate): predicates.append(predicate)
            case .ignoreStack(let predicate): stackPredicates.append(predicate)
            case .includeRuntimeThreads: includesRuntimeThreads = true
            case .captureTimeout(let timeout): captureTimeout = timeout
            case .sourceLocations: sourceLocations = true
            case .withoutSignals: usesSignals = false
            }
        }
    }

    /// Checks, blocking the calling thread while it waits for new threads to end.
    func leakedThreads(since baseline: ThreadSnapshot?, grace: Duration) -> [LeakedThread] {
        var round = Rounds(check: self, baseline: baseline, grace: grace)
        while true {
            switch round.next() {
            case .finished(let leaks): return leaks
            case .pause(let duration):
                let (seconds, attoseconds) = duration.components
                var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
                var remaining = timespec()
                while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
            }
        }
    }

    /// Checks, suspending (not blocking) while it waits for new threads to end.
    func leakedThreadsAsync(since baseline: ThreadSnapshot?, grace: Duration) async -> [LeakedThread] {
        var round = Rounds(check: self, baseline: baseline, grace: grace)
        while true {
            switch round.next() {
            case .finished(let leaks): return leaks
            case .pause(let duration): try? await Task.sleep(for: duration)
            }
        }
    }

    /// The check as a sequence of looks at /proc separated by pauses, so the same logic serves
    /// a blocking and a suspending caller.
    struct Rounds {
        enum Step {
            case finished([LeakedThread])
            case pause(Duration)
        }

        let check: ThreadLeakCheck
        let baseline: ThreadSnapshot?
        let clock = ContinuousClock()
        let deadline: ContinuousClock.Instant
        let caller = ThreadSnapshot.currentTID
        var pause = Duration.milliseconds(1)
        // Threads already judged by their stack (pool workers, ignored functions) stay judged
        // for this check: what a thread was started for does not change.
        var ignoredByStack: Set<Int> = []
        var lookedAt: Set<Int> = []
        var symbolicator: Symbolicator?

        init(check: ThreadLeakCheck, baseline: ThreadSnapshot?, grace: Duration) {
            self.check = check
            self.baseline = baseline
            deadline = clock.now.advanced(by: max(grace, .zero))
        }

        mutating func inspect(_ thread: ThreadInfo) -> LeakedThread? {
            if symbolicator == nil { symbolicator = Symbolicator(sourceLocations: check.sourceLocations) }
            let leak = check.inspect(thread, symbolicator: symbolicator!)
            if leak == nil { ignoredByStack.insert(thread.tid) }
            return leak
        }

        mutating func next() -> Step {
            var candidates = check.candidateThreads(baseline: baseline, caller: caller)
                .filter { !ignoredByStack.contains($0.tid) }
            if candidates.isEmpty { return .finished([]) }
            if clock.now >= deadline {
                // Fresh stacks for what is left; a thread that ended meanwhile is no leak.
                var leaks: [LeakedThread] = []
                for thread in candidates {
                    if let leak = inspect(thread), ThreadList.name(of: leak.tid) != nil { leaks.append(leak) }
                }
                return .finished(leaks)
            }
            // Pool workers are common (any async test can start one): look at each new thread's
            // stack once, right away, instead of waiting out the grace period for it.
            if check.filtersByStack {
                for thread in candidates where !lookedAt.contains(thread.tid) {
                    lookedAt.insert(thread.tid)
                    _ = inspect(thread)
                }
                candidates.removeAll { ignoredByStack.contains($0.tid) }
                if candidates.isEmpty { return .finished([]) }
            }
            let wait = min(pause, max(deadline - clock.now, .zero))
            pause = min(pause * 2, .milliseconds(50))
            return .pause(wait)
        }
    }

    /// New threads not ignored by id or name.
    func candidateThreads(baseline: ThreadSnapshot?, caller: Int) -> [ThreadInfo] {
        ThreadList.tids().compactMap { tid -> ThreadInfo? in
            if tid == caller { return nil }
            if let baseline, baseline.contains(tid: tid) { return nil }
            if ignoredSnapshots.contains(where: { $0.contains(tid: tid) }) { return nil }
            guard let name = ThreadList.name(of: tid) else { return nil }  // ended
            let info = ThreadInfo(tid: tid, name: name)
            if ignoredNames.contains(name) { return nil }
            if predicates.contains(where: { $0(info) }) { return nil }
            return info
        }
    }

    /// Whether a thread's stack can make the check ignore it.
    var filtersByStack: Bool {
        !includesRuntimeThreads || !ignoredTopFunctions.isEmpty || !ignoredAnyFunctions.isEmpty
            || !stackPredicates.isEmpty
    }

    /// The thread as a leak, or nil when its stack says to ignore it.
    func inspect(_ thread: ThreadInfo, symbolicator: Symbolicator) -> LeakedThread? {
        let capture =
            usesSignals
            ? StackCapture.addresses(of: thread.tid, timeout: captureTimeout)
            : StackCapture.passiveAddresses(of: thread.tid)
        switch capture {
        case .success(let (addresses, method)):
            let frames = symbolicator.frames(for: addresses)
            let functions = frames.compactMap(\.function)
            if !includesRuntimeThreads,
                functions.contains(where: { Self.runtimeThreadFunctions.contains($0) })
            {
                return nil
            }
            let leak = LeakedThread(
                tid: thread.tid, name: thread.name, frames: frames,
                isParkedInRunLoop: RunLoopParking.isParked(frames), stackCapture: method)
            if let top = leak.topFunction, ignoredTopFunctions.contains(where: { Self.matches(top, $0) }) {
                return nil
            }
            if let top = frames.first?.function, ignoredTopFunctions.contains(where: { Self.matches(top, $0) }) {
                return nil
            }
            if functions.contains(where: { name in ignoredAnyFunctions.contains { Self.matches(name, $0) } }) {
                return nil
            }
            if stackPredicates.contains(where: { $0(leak) }) { return nil }
            return leak
        case .failure(let reason):
            return LeakedThread(
                tid: thread.tid, name: thread.name, frames: [], isParkedInRunLoop: false,
                stackUnavailable: reason)
        }
    }

    /// Exact demangled name, or the name without its parameter list (`Worker.run` for `Worker.run()`).
    static func matches(_ function: String, _ pattern: String) -> Bool {
        if function == pattern { return true }
        guard function.hasPrefix(pattern) else { return false }
        return function.dropFirst(pattern.count).first == "("
    }
}

/// Recognises a thread waiting inside a run loop.
enum RunLoopParking {
    /// Frames of CoreFoundation's and Foundation's run loops.
    static let runLoopFunctions: Set<String> = [
        "CFRunLoopRun", "CFRunLoopRunInMode", "CFRunLoopRunSpecific", "__CFRunLoopRun",
        "__CFRunLoopServiceFileDescriptors", "RunLoop.run()", "RunLoop.run(mode:before:)",
        "RunLoop.run(until:)", "RunLoop.acceptInput(forMode:before:)",
    ]
    /// Calls a run loop blocks in while it waits for a source, port or timer.
    static let waitFunctions: Set<String> = [
        "poll", "ppoll", "__poll", "epoll_wait", "epoll_pwait", "__GI___poll", "__GI_ppoll",
        "__CFRunLoopServiceFileDescriptors",
    ]

    /// A run-loop frame on the stack and a wait within its top frames.
    static func isParked(_ frames: [StackFrame]) -> Bool {
        let functions = frames.compactMap(\.function)
        guard functions.contains(where: { runLoopFunctions.contains($0) }) else { return false }
        return frames.prefix(4).contains { $0.function.map(waitFunctions.contains) ?? false }
    }
}
