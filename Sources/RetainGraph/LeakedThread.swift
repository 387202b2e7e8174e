/// A thread that started after a baseline and was still running when the check gave up waiting.
public struct LeakedThread: Codable, Sendable, Hashable {
    /// Kernel thread id.
    public var tid: Int
    /// The OS name (`/proc/self/task/<tid>/comm`, at most 15 bytes): what the kernel says, which
    /// is the executable's name unless the thread was named after it started.
    public var name: String
    /// The symbolicated stack, innermost frame first, one `function in image` line per frame.
    /// Empty when it could not be captured (`stackUnavailable` says why).
    public var stack: [String]
    /// The same stack with addresses and parts kept apart.
    public var frames: [StackFrame]
    /// Whether the thread sits in a run loop waiting for input (a run-loop frame on the stack
    /// and a `poll`/`epoll_wait` at its top): the classic keep-alive thread that never ends.
    public var isParkedInRunLoop: Bool
    /// Why `stack` is empty, when it is.
    public var stackUnavailable: StackUnavailableReason?
    /// How the stack was read (nil when it could not be).
    public var stackCapture: StackCaptureMethod?

    /// A leaked thread with all its parts.
    public init(
        tid: Int, name: String, frames: [StackFrame], isParkedInRunLoop: Bool,
        stackCapture: StackCaptureMethod? = nil, stackUnavailable: StackUnavailableReason? = nil
    ) {
        self.stackCapture = stackCapture
        self.tid = tid
        self.name = name
        self.frames = frames
        self.stack = frames.map(\.description)
        self.isParkedInRunLoop = isParkedInRunLoop
        self.stackUnavailable = stackUnavailable
    }

    /// A thread known only by its stack lines (a report written elsewhere, a hand-made one).
    public init(tid: Int, name: String, stack: [String]) {
        self.tid = tid
        self.name = name
        self.stack = stack
        frames = []
        isParkedInRunLoop = false
    }

    private enum CodingKeys: String, CodingKey {
        case tid, name, stack, frames
        case isParkedInRunLoop = "parkedInRunLoop"
        case stackCapture, stackUnavailable
        case topFunction, entryFunction
    }

    /// Encodes every stored part plus `topFunction` and `entryFunction`, for readers of the JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tid, forKey: .tid)
        try container.encode(name, forKey: .name)
        try container.encode(stack, forKey: .stack)
        try container.encode(frames, forKey: .frames)
        try container.encode(isParkedInRunLoop, forKey: .isParkedInRunLoop)
        try container.encodeIfPresent(stackCapture, forKey: .stackCapture)
        try container.encodeIfPresent(stackUnavailable, forKey: .stackUnavailable)
        try container.encodeIfPresent(topFunction, forKey: .topFunction)
        try container.encodeIfPresent(entryFunction, forKey: .entryFunction)
    }

    /// Decodes a leaked thread; only `tid` is required, so hand-written reports read too.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tid = try container.decode(Int.self, forKey: .tid)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        stack = try container.decodeIfPresent([String].self, forKey: .stack) ?? []
        frames = try container.decodeIfPresent([StackFrame].self, forKey: .frames) ?? []
        isParkedInRunLoop = try container.decodeIfPresent(Bool.self, forKey: .isParkedInRunLoop) ?? false
        stackUnavailable = try container.decodeIfPresent(StackUnavailableReason.self, forKey: .stackUnavailable)
        stackCapture = try container.decodeIfPresent(StackCaptureMethod.self, forKey: .stackCapture)
    }

    /// The function at the top of the stack that is not a C library wait or system-call wrapper
    /// (`ppoll`, `__futex_abstimed_wait_common`...): the code that is actually waiting.
    public var topFunction: String? {
        let named = frames.compactMap { $0.function == nil ? nil : $0 }
        return (named.first { !Self.isSystemLibrary($0.image) } ?? named.first)?.function
    }

    /// The outermost function of the program itself: what the thread was started to run (its
    /// entry block or function), below the thread-start frames of libc, Foundation and libdispatch.
    /// The best clue to where a thread came from, since its OS name is often inherited.
    public var entryFunction: String? {
        frames.reversed().first { frame in
            guard let function = frame.function, let image = frame.image else { return false }
            return !Self.isSystemLibrary(image) && !Self.isRuntimeLibrary(image) && !function.hasPrefix("@objc ")
                && !function.hasPrefix("thunk for ") && !function.hasPrefix("reabstraction thunk")
        }?.function
    }

    /// One line saying what the thread is, where it came from and where it waits.
    public var summary: String {
        var text = "thread \(tid) \"\(name)\""
        if let entry = entryFunction, entry != topFunction { text += " started in \(entry)," }
        if isParkedInRunLoop { text += " parked in a run loop" }
        if let top = topFunction { text += " in \(top)" }
        if let reason = stackUnavailable { text += " (stack unavailable: \(reason.rawValue))" }
        if stackCapture == .stackScan { text += " (stack from a stack scan)" }
        return text
    }

    static func isRuntimeLibrary(_ image: String) -> Bool {
        ["libFoundation", "libdispatch", "libswiftCore", "libswift_Concurrency", "libBlocksRuntime"]
            .contains { image.hasPrefix($0) }
    }

    static func isSystemLibrary(_ image: String?) -> Bool {
        guard let image else { return false }
        return image.hasPrefix("libc.so") || image.hasPrefix("libpthread") || image.hasPrefix("ld-linux")
    }
}
