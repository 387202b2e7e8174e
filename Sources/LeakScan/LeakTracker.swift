import CLeakScan
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The allocation tracker that `capcheck leaks` loads into a program, seen from inside that
/// program: whether it is there, and whole-heap scans for leaked cycles on demand.
public enum LeakTracker {
    /// Whether the tracker is loaded and tracks this process's objects.
    public static var isLoaded: Bool { TrackerInterface.shared != nil }

    /// Why a scan cannot run here, or nil when it can.
    public static var unavailableReason: String? {
        if TrackerInterface.shared != nil { return nil }
        return
            "the capcheck allocation tracker is not loaded into this process: run it under `capcheck leaks -- "
            + "COMMAND` (e.g. `capcheck leaks -- swift test`)"
    }

    /// Every leaked strongly connected set of objects in the process now (and no threads: a
    /// scan in the middle of a run cannot tell a leaked thread from a working one). Nil when the
    /// tracker is not loaded.
    public static func scan(_ options: LeakScanOptions = LeakScanOptions()) -> ProcessLeakReport? {
        guard let tracker = TrackerInterface.shared else { return nil }
        return HeapScan(tracker: tracker, options: options).run(checkpoint: nil, threadGrace: nil)
    }

    /// A scan now that is also part of what `capcheck leaks` reports, under `name` (a set found
    /// here and again at exit is reported once, as found here). Nil when the tracker is not
    /// loaded.
    @discardableResult
    public static func checkpoint(_ name: String, options: LeakScanOptions = LeakScanOptions()) -> ProcessLeakReport? {
        guard let tracker = TrackerInterface.shared else { return nil }
        let report = HeapScan(tracker: tracker, options: options).run(checkpoint: name, threadGrace: nil)
        let directory = tracker.outputDirectory
        if !directory.isEmpty {
            let serial = CheckpointSerial.next()
            try? ReportFile.write(report, to: "\(directory)/\(getpid()).checkpoint-\(serial).json")
        }
        return report
    }
}

/// How a scan reads the heap.
public struct LeakScanOptions: Sendable {
    /// At most this many objects are read; a larger heap is scanned in part and says so.
    /// Default 5 000 000.
    public var maxObjects: Int = 5_000_000
    /// Adds `file:line` to allocation backtraces that have debug information (slower).
    public var sourceLocations: Bool = false
    /// What the harness and runtimes own, kept out of the report and counted apart. Default:
    /// what `capcheck leaks` passed to this process, else `OwnedElsewhere.harness`.
    public var ownedElsewhere: [OwnedElsewhere] = OwnedElsewhere.fromEnvironment()

    /// The defaults.
    public init() {}
}

/// Numbers checkpoint files within one process (an atomic counter: the scan may run while the
/// process exits, when Foundation's locks are no longer safe to take).
enum CheckpointSerial {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
}

/// The tracker's C interface, found in the process with dlsym.
struct TrackerInterface: Sendable {
    let functions: clk_tracker

    /// The loaded tracker, when it is loaded and tracking.
    static let shared: TrackerInterface? = {
        var functions = clk_tracker()
        guard clk_find_tracker(&functions) != 0, functions.isTracking!() != 0 else { return nil }
        return TrackerInterface(functions: functions)
    }()

    var outputDirectory: String { String(cString: functions.outputDirectory!()) }
    var mainTID: Int { Int(functions.mainTID!()) }
    var backtraceDepth: Int { Int(functions.backtraceDepth!()) }

    var counts: (allocations: Int, frees: Int) {
        var allocations: UInt64 = 0
        var frees: UInt64 = 0
        functions.counts!(&allocations, &frees)
        return (Int(allocations), Int(frees))
    }

    func beginScan() { _ = functions.beginScan!() }
    func endScan() { functions.endScan!() }

    /// Addresses of the tracked live objects, in a buffer that is not a Swift object (so the
    /// copy does not add itself to what it copies). The caller deallocates it.
    func copyObjects() -> UnsafeMutableBufferPointer<UInt> {
        var capacity = functions.copyObjects!(nil, 0) + 4096
        while true {
            let buffer = UnsafeMutablePointer<UInt>.allocate(capacity: capacity)
            let count = functions.copyObjects!(buffer, capacity)
            if count <= capacity { return UnsafeMutableBufferPointer(start: buffer, count: count) }
            buffer.deallocate()
            capacity = count + 4096
        }
    }

    func isTracked(_ address: UInt) -> Bool { functions.isTracked!(address) != 0 }

    /// Return addresses recorded when `address` was allocated.
    func backtrace(of address: UInt) -> [UInt] {
        var frames = [UInt](repeating: 0, count: 64)
        let count = functions.backtrace!(address, &frames, 64)
        return Array(frames.prefix(Int(max(count, 0))))
    }
}
