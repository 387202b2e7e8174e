/// Where a Swift concurrency task (`Task`, `Task.detached`, a task group's child) keeps its
/// operation closure, read from the runtime's `AsyncTask` layout (swift/ABI/Task.h,
/// `swift_task_create_common` in stdlib/public/Concurrency/Task.cpp).
///
/// A task is one allocation: the `AsyncTask` header (a heap object), the optional child and
/// group-child fragments, the future fragment (status word, result type, error, then the result)
/// and the prefix of the initial async context, whose second-to-last word is the operation's
/// closure context; the initial context itself follows, with a null `Parent`. The closure is
/// released when the task completes, so a completed task holds nothing; the future fragment's
/// status says so.
///
/// The header's size depends on the runtime's mutex (208 bytes on 64-bit Linux); each candidate
/// size is checked against the initial context's signature (null parent, resume function in
/// a loaded image) before anything it implies is believed.
enum AsyncTaskLayout {
    /// `JobFlags` bits (swift/ABI/MetadataValues.h).
    static let isChildTask: UInt32 = 1 << 24
    static let isFuture: UInt32 = 1 << 25
    static let isGroupChildTask: UInt32 = 1 << 26
    static let isAsyncLetTask: UInt32 = 1 << 28
    /// `sizeof(AsyncTask)` on the runtimes this reader knows, most likely first.
    static let headerSizes = [208, 176, 192, 224]

    /// What a task holds.
    enum Content: Equatable {
        /// The task has not finished: it holds its operation's closure context (`entry` is the
        /// closure's code, for its name).
        case operation(context: UInt, entry: UInt)
        /// Finished (or an operation without a context): it holds no closure.
        case nothing
        /// The layout could not be recognised: why.
        case unreadable(String)
    }

    /// Reads the task at `task` (a heap object whose metadata kind is `task`).
    static func content(of task: UInt, memory: inout ReadableMemory) -> Content {
        guard memory.isReadable(task, length: 72) else { return .unreadable("task header not readable") }
        // An `async let` child lives in its parent's frame and is released with it.
        if Raw.u32(task + 32) & isAsyncLetTask != 0 { return .nothing }
        guard let (headerSize, future) = header(of: task, memory: &memory) else {
            return .unreadable("the layout of this Swift runtime's tasks is not recognised")
        }
        // A future is Executing (0) until it completes with a result (1) or an error (2); the
        // runtime released the closure then, and the word still points at where it was.
        if let future, Raw.word(future) & 3 != 0 { return .nothing }
        let initialContext = task + UInt(headerSize)
        let context = Raw.word(initialContext - 16)
        guard context >= 4096, context & 7 == 0 else { return .nothing }
        return .operation(context: context, entry: Raw.word(initialContext - 24))
    }

    /// Whether a future task has finished; nil when its layout is not recognised.
    static func isComplete(_ task: UInt, memory: inout ReadableMemory) -> Bool? {
        guard memory.isReadable(task, length: 72), let (_, future) = header(of: task, memory: &memory),
            let future
        else { return nil }
        return Raw.word(future) & 3 != 0
    }

    /// The size of the task's header (up to its initial context) and where its future fragment
    /// is, for the first candidate `AsyncTask` size whose initial context has the signature.
    private static func header(of task: UInt, memory: inout ReadableMemory) -> (Int, UInt?)? {
        let flags = Raw.u32(task + 32)
        var fragments = 0
        if flags & isChildTask != 0 { fragments += 16 }
        if flags & isGroupChildTask != 0 { fragments += 8 }
        for size in headerSizes {
            let fragment = task + UInt(size + fragments)
            var prefixEnd = size + fragments + 24  // AsyncContextPrefix: entry, context, error
            if flags & isFuture != 0 {
                // Status word, result type, error, then the result at its alignment, then
                // FutureAsyncContextPrefix: indirect result, entry, context, error.
                guard memory.isReadable(fragment, length: 24),
                    let (resultSize, alignment) = valueSize(Raw.word(fragment + 8), memory: &memory)
                else { continue }
                let resultStart = (size + fragments + 24 + alignment - 1) & ~(alignment - 1)
                prefixEnd = resultStart + resultSize + 32
            }
            let headerSize = (prefixEnd + 15) & ~15
            let initialContext = task + UInt(headerSize)
            guard memory.isReadable(initialContext - 32, length: 48),
                Raw.word(initialContext) == 0,  // the initial context has no parent
                memory.isInImage(Raw.word(initialContext + 8), length: 1)
            else { continue }
            let entry = Raw.word(initialContext - 24)
            guard entry == 0 || memory.isInImage(entry, length: 1) else { continue }
            return (headerSize, flags & isFuture != 0 ? fragment : nil)
        }
        return nil
    }

    /// Size and alignment of values of the type with metadata `metadata`, from its value
    /// witnesses; nil when it does not look like type metadata.
    private static func valueSize(_ metadata: UInt, memory: inout ReadableMemory) -> (Int, Int)? {
        guard metadata >= 4096, metadata & 7 == 0, memory.isReadable(metadata - 8, length: 16) else { return nil }
        let witnesses = Raw.word(metadata - 8)
        guard witnesses & 7 == 0, memory.isReadable(witnesses, length: 88) else { return nil }
        let size = Int(Raw.word(witnesses + 64))
        let alignment = Int(Raw.u32(witnesses + 80) & 0xFF) + 1
        guard size >= 0, size < 1 << 20 else { return nil }
        return (size, alignment)
    }
}
