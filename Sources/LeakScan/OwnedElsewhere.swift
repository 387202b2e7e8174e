import Foundation

/// Something that a test harness or a runtime owns, and that a leak scan must therefore not
/// report as the program's leak: a reference the harness makes (XCTest's test ↔ run pair), a
/// type whose leaked sets are known and accepted, or a thread that lives for the process.
///
/// The built-in list is `OwnedElsewhere.harness`; users add entries with `capcheck leaks
/// --ignore-…` options or the `leaks:` section of `.capcheck.yml`, like goleak's
/// `IgnoreTopFunction`. An ignored item is counted in the report, never silently dropped.
public struct OwnedElsewhere: Codable, Sendable, Hashable {
    /// What an entry matches.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// `Module.Class.field`: a strong reference held in that stored property by an instance
        /// of the class or of a subclass. A cycle that only such references close is the
        /// owner's; cycles that remain without them are still reported.
        case reference
        /// `Module.Class`: a leaked set holding an instance of the class (or of a subclass).
        case type
        /// A thread's OS name (as `/proc` shows it: at most 15 bytes); a pattern ending in `*`
        /// matches every name that starts with the rest.
        case threadName = "thread-name"
        /// A thread with a stack frame whose function name contains this text.
        case threadFunction = "thread-function"
        /// A thread whose top frame (the first outside libc's wait wrappers) contains this text.
        case threadTopFunction = "thread-top-function"
    }

    /// What the entry matches.
    public var kind: Kind
    /// The name or text it matches, as described by `kind`.
    public var pattern: String
    /// Who owns what it matches ("XCTest", "Foundation", "you" for a user's entry).
    public var owner: String
    /// Why it is not the program's leak, in a sentence.
    public var reason: String

    /// An entry with all its parts.
    public init(_ kind: Kind, _ pattern: String, owner: String, reason: String) {
        self.kind = kind
        self.pattern = pattern
        self.owner = owner
        self.reason = reason
    }

    /// How it is written on the command line and in reports: `reference XCTest.XCTestRun.test`.
    public var description: String { "\(kind.rawValue) \(pattern)" }
}

extension OwnedElsewhere {
    /// What the test harnesses and runtimes of a Linux Swift toolchain own, applied by default.
    /// Each entry was met in real suites: a whole-process scan reported it while no test or
    /// library could have fixed it.
    public static let harness: [OwnedElsewhere] = [
        OwnedElsewhere(
            .reference, "XCTest.XCTest.testRun", owner: "XCTest",
            reason: "each test and suite keeps its run (XCTestCaseRun, XCTestSuiteRun), which keeps the test "
                + "through `test`: XCTest never breaks the pair, so every test case leaks one cycle"),
        OwnedElsewhere(
            .reference, "XCTest.XCTestRun.test", owner: "XCTest",
            reason: "the other half of the test ↔ run pair"),
        OwnedElsewhere(
            .threadFunction, "static Process.setup()", owner: "Foundation",
            reason: "swift-corelibs-foundation starts its process manager thread on the first Process.run() "
                + "and keeps its run loop for the life of the process"),
        OwnedElsewhere(
            .threadFunction, "_createWaitThread", owner: "Swift Testing",
            reason: "the exit-test monitor (\"SWT ExT monitor\") waits for child processes for the life of "
                + "the test run"),
        OwnedElsewhere(
            .threadFunction, "_dispatch_worker_thread", owner: "Dispatch",
            reason: "libdispatch's pool workers; Swift concurrency's cooperative pool runs on them on Linux"),
        OwnedElsewhere(
            .threadFunction, "_dispatch_root_queue_drain", owner: "Dispatch",
            reason: "a pool worker draining a root queue"),
        OwnedElsewhere(
            .threadFunction, "_dispatch_mgr_thread", owner: "Dispatch",
            reason: "libdispatch's manager thread (timers and sources)"),
        OwnedElsewhere(
            .threadFunction, "__CFSocketManager", owner: "Foundation",
            reason: "CoreFoundation's socket manager, started by the first SocketPort or CFSocket, never ends"),
        OwnedElsewhere(
            .threadName, "NIO-SGLTN-*", owner: "SwiftNIO",
            reason: "MultiThreadedEventLoopGroup.singleton's event loops: SwiftNIO starts them once per process and "
                + "refuses to shut them down"
        ),
        OwnedElsewhere(
            .threadName, "SGLTN-TP-*", owner: "SwiftNIO",
            reason: "NIOThreadPool.singleton's threads, likewise kept for the life of the process"
        ),
    ]

    /// Environment variable that carries the entries to apply into the tracked processes (JSON).
    static let environmentVariable = "CAPCHECK_LEAKS_OWNED_ELSEWHERE"

    /// The entries the tracked process was told to apply; the built-in list when it was told
    /// nothing (a scan run by the program itself, `LeakTracker.scan()`).
    static func fromEnvironment() -> [OwnedElsewhere] {
        guard let value = getenv(environmentVariable).map({ String(cString: $0) }),
            let entries = try? JSONDecoder().decode([OwnedElsewhere].self, from: Data(value.utf8))
        else { return harness }
        return entries
    }

    /// The entries as the environment variable's value.
    static func environmentValue(_ entries: [OwnedElsewhere]) -> String {
        let data = (try? JSONEncoder().encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// How many objects or threads one entry of the list kept out of a report.
public struct IgnoredCount: Codable, Sendable, Hashable {
    /// The entry, as `OwnedElsewhere.description` writes it.
    public var entry: String
    /// Its owner.
    public var owner: String
    /// Objects in sets that the entry made the owner's.
    public var objects: Int
    /// Threads it matched.
    public var threads: Int

    /// A count with all its parts.
    public init(entry: String, owner: String, objects: Int = 0, threads: Int = 0) {
        self.entry = entry
        self.owner = owner
        self.objects = objects
        self.threads = threads
    }

    /// Counts of the same entries added up, in the order first met.
    static func merged(_ counts: [IgnoredCount]) -> [IgnoredCount] {
        var merged: [IgnoredCount] = []
        for count in counts {
            if let i = merged.firstIndex(where: { $0.entry == count.entry }) {
                merged[i].objects += count.objects
                merged[i].threads += count.threads
            } else {
                merged.append(count)
            }
        }
        return merged
    }
}
