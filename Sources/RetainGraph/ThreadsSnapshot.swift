import CThreadInspection

/// One operating-system thread of this process: its kernel id and the name the OS holds for it.
public struct ThreadInfo: Codable, Sendable, Hashable {
    /// Kernel thread id (`gettid()`, the directory name under `/proc/self/task`).
    public var tid: Int
    /// The OS name (`/proc/self/task/<tid>/comm`, at most 15 bytes). This is what the kernel
    /// says, not `Foundation.Thread.name`: see `docs/runtime.md` for when the two differ.
    public var name: String

    /// A thread with the given id and OS name.
    public init(tid: Int, name: String) {
        self.tid = tid
        self.name = name
    }
}

/// The threads of this process at one moment: the baseline a thread-leak check compares against.
public struct ThreadSnapshot: Codable, Sendable, Hashable {
    /// Threads running when the snapshot was taken, ordered by tid.
    public var threads: [ThreadInfo]

    /// A snapshot of the given threads.
    public init(threads: [ThreadInfo]) {
        self.threads = threads.sorted { $0.tid < $1.tid }
    }

    private enum CodingKeys: String, CodingKey { case threads }

    /// Decodes a snapshot, sorting its threads (lookups rely on the order).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(threads: try container.decode([ThreadInfo].self, forKey: .threads))
    }

    /// The threads running now, with their OS names.
    public static func current() -> ThreadSnapshot {
        ThreadSnapshot(threads: ThreadList.tids().map { ThreadInfo(tid: $0, name: ThreadList.name(of: $0) ?? "") })
    }

    /// Whether a thread with this id was running when the snapshot was taken.
    public func contains(tid: Int) -> Bool {
        var low = 0
        var high = threads.count
        while low < high {
            let mid = (low + high) / 2
            if threads[mid].tid < tid { low = mid + 1 } else { high = mid }
        }
        return low < threads.count && threads[low].tid == tid
    }

    /// Kernel thread id of the calling thread.
    public static var currentTID: Int { Int(cti_current_tid()) }
}

/// Reads /proc/self/task: the one place that knows which threads exist.
enum ThreadList {
    /// Ids of the threads running now (empty when /proc is not mounted).
    static func tids() -> [Int] {
        var capacity = 64
        while true {
            var buffer = [Int32](repeating: 0, count: capacity)
            let count = Int(cti_list_threads(&buffer, Int32(capacity)))
            if count < 0 { return [] }
            if count <= capacity { return buffer.prefix(count).map(Int.init).sorted() }
            capacity = count + 16  // threads started between the two reads
        }
    }

    /// The OS name of thread `tid`, nil when it has ended.
    static func name(of tid: Int) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        guard cti_thread_name(Int32(tid), &buffer, Int32(buffer.count)) >= 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
