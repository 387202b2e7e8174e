import Findings
import RetainGraph

/// One leaked strongly connected set of objects: nothing outside the heap reaches any of them,
/// so they will never be freed. Its JSON has docs/json.md §3's `nodes` and `edges`, plus counts.
public struct LeakedCycle: Codable, Sendable, Hashable {
    /// A closed walk of strong references through every object of the set, in order:
    /// nodes[i] strongly references nodes[(i + 1) % count] through edges[i]. An object appears
    /// more than once when the set is more than one loop.
    public var nodes: [RetainNode]
    /// The references, edges[i] going from nodes[i] to nodes[(i + 1) % count].
    public var edges: [RetainEdge]
    /// Objects in the set (collection storage included).
    public var objectCount: Int
    /// Objects outside the set that only the set keeps alive (they go when it is fixed), by type.
    public var retains: [TypeCount]
    /// Where the set's objects were allocated, when the run recorded allocation backtraces.
    public var allocations: [AllocationSite]?
    /// The scan (exit, or a checkpoint's name) that found it.
    public var foundAt: String?
    /// Set when the set is not garbage yet but only running work keeps it: what keeps it (an
    /// unfinished task of the set, which the set keeps in turn). Nil for a leaked set.
    public var keptAliveBy: [String]?
    /// Set when the set is garbage only because what holds it leaked too: the objects outside
    /// any cycle that hold it and that no root (global, stack, thread-local storage, register,
    /// C memory) references, each with the references it has from nowhere (an over-retain).
    public var leakedHolders: [String]?

    /// A leaked set with all its parts.
    public init(
        nodes: [RetainNode], edges: [RetainEdge], objectCount: Int, retains: [TypeCount] = [],
        allocations: [AllocationSite]? = nil, foundAt: String? = nil
    ) {
        self.nodes = nodes
        self.edges = edges
        self.objectCount = objectCount
        self.retains = retains
        self.allocations = allocations
        self.foundAt = foundAt
    }

    private enum CodingKeys: String, CodingKey {
        case nodes, edges, objectCount, retains, allocations, foundAt, keptAliveBy, leakedHolders
    }

    /// Decodes a cycle; only `nodes` and `edges` are required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        nodes = try c.decode([RetainNode].self, forKey: .nodes)
        edges = try c.decode([RetainEdge].self, forKey: .edges)
        objectCount = try c.decodeIfPresent(Int.self, forKey: .objectCount) ?? Set(nodes.map(\.address)).count
        retains = try c.decodeIfPresent([TypeCount].self, forKey: .retains) ?? []
        allocations = try c.decodeIfPresent([AllocationSite].self, forKey: .allocations)
        foundAt = try c.decodeIfPresent(String.self, forKey: .foundAt)
        keptAliveBy = try c.decodeIfPresent([String].self, forKey: .keptAliveBy)
        leakedHolders = try c.decodeIfPresent([String].self, forKey: .leakedHolders)
    }

    /// The cycle as RetainGraph reports one (leaked, or kept alive by running work), for the
    /// shared renderers.
    public var retainCycle: RetainCycle {
        RetainCycle(nodes: nodes, edges: edges, isLeaked: keptAliveBy == nil, keptAliveBy: keptAliveBy ?? [])
    }

    /// What identifies the set within one process: its objects' addresses.
    var addresses: Set<String> { Set(nodes.map(\.address)) }

    /// Its shape without addresses: the same leak made twice has the same shape.
    public var shape: String {
        zip(nodes, edges).map { "\($0.displayName) -[\($1.label)]->" }.joined(separator: " ")
    }
}

/// How many objects of one type.
public struct TypeCount: Codable, Sendable, Hashable {
    /// The type, as nodes name it.
    public var typeName: String
    /// How many.
    public var count: Int

    /// A count of one type.
    public init(typeName: String, count: Int) {
        self.typeName = typeName
        self.count = count
    }
}

/// Where one object of a leaked set was allocated.
public struct AllocationSite: Codable, Sendable, Hashable {
    /// The object's address, as its node shows it.
    public var address: String
    /// Its type.
    public var typeName: String
    /// The allocating call stack, innermost first (`function in image at file:line`).
    public var stack: [String]

    /// A site with all its parts.
    public init(address: String, typeName: String, stack: [String]) {
        self.address = address
        self.typeName = typeName
        self.stack = stack
    }
}

/// What one scan of one process found: at its exit, or at a checkpoint it asked for.
public struct ProcessLeakReport: Codable, Sendable, Hashable {
    /// Process id.
    public var pid: Int
    /// Path of its executable.
    public var executable: String
    /// Its arguments, the program name first.
    public var arguments: [String]
    /// The checkpoint's name; nil for the scan at exit.
    public var checkpoint: String?
    /// Leaked strongly connected sets.
    public var cycles: [LeakedCycle]
    /// Objects that are garbage by the reference balance but whose references could not all be
    /// read: their sets are not reported (a report must never be wrong), only counted.
    public var unreadable: Int
    /// Threads running at exit that the program started and did not end (none at checkpoints).
    public var threads: [LeakedThread]
    /// Live objects the tracker knew when the scan started.
    public var trackedObjects: Int
    /// Objects the scan read (the tracked ones and those they reference).
    public var scannedObjects: Int
    /// Strong references the scan followed.
    public var references: Int
    /// Objects anywhere in the heap whose references could not all be read; a cycle through one
    /// of them is not seen.
    public var partiallyRead: Int
    /// Tracked allocations and frees over the process's life.
    public var allocations: Int
    /// Tracked frees over the process's life.
    public var frees: Int
    /// Wall-clock seconds the scan took.
    public var seconds: Double
    /// What the scan could not do or read, one sentence each (most common first).
    public var warnings: [String]
    /// Objects and threads left out because the harness or a runtime owns them, per entry of
    /// the ownership list (`OwnedElsewhere`).
    public var ignored: [IgnoredCount] = []

    /// A report with all its parts.
    public init(
        pid: Int, executable: String, arguments: [String], checkpoint: String? = nil,
        cycles: [LeakedCycle] = [], unreadable: Int = 0, threads: [LeakedThread] = [],
        trackedObjects: Int = 0, scannedObjects: Int = 0, references: Int = 0, partiallyRead: Int = 0,
        allocations: Int = 0, frees: Int = 0, seconds: Double = 0, warnings: [String] = []
    ) {
        self.pid = pid
        self.executable = executable
        self.arguments = arguments
        self.checkpoint = checkpoint
        self.cycles = cycles
        self.unreadable = unreadable
        self.threads = threads
        self.trackedObjects = trackedObjects
        self.scannedObjects = scannedObjects
        self.references = references
        self.partiallyRead = partiallyRead
        self.allocations = allocations
        self.frees = frees
        self.seconds = seconds
        self.warnings = warnings
    }
}

/// What `capcheck leaks` prints: docs/json.md §5's document (`exitStatus`, `cycles`, `unreadable`,
/// `threads`) plus the per-process detail and warnings.
package struct LeakReport: Codable, Sendable, Hashable {
    /// The command's own exit status (128 + the signal number when a signal ended it).
    package var exitStatus: Int
    /// Every leaked strongly connected set, over all tracked processes, each once.
    package var cycles: [LeakedCycle]
    /// Garbage objects not reported because their references could not all be read.
    package var unreadable: Int
    /// Threads left running at exit.
    package var threads: [LeakedThread]
    /// Each tracked process's scans (exit and checkpoints).
    package var processes: [ProcessLeakReport]
    /// Why the run is incomplete, when it is (a process that ended without a report, ...).
    package var warnings: [String]
    /// Objects and threads left out because the harness or a runtime owns them, over every
    /// process's exit scan, per entry of the ownership list.
    package var ignored: [IgnoredCount] = []
    /// What happened to the command, in words: "exited with status 0", "was killed by signal 6
    /// (SIGABRT)".
    package var commandOutcome: String {
        exitStatus > 128
            ? "was killed by signal \(exitStatus - 128)\(Self.signalName(exitStatus - 128).map { " (\($0))" } ?? "")"
            : "exited with status \(exitStatus)"
    }
    /// Tracked processes that wrote no report at exit (crashed, killed, or ended with `_exit`),
    /// other than exit-test children, whose end is what their test checks.
    package var unreportedProcesses: [Int] = []

    /// A report with all its parts.
    package init(
        exitStatus: Int, cycles: [LeakedCycle] = [], unreadable: Int = 0, threads: [LeakedThread] = [],
        processes: [ProcessLeakReport] = [], warnings: [String] = []
    ) {
        self.exitStatus = exitStatus
        self.cycles = cycles
        self.unreadable = unreadable
        self.threads = threads
        self.processes = processes
        self.warnings = warnings
    }

    /// The report of a run: each process's cycles once (a set found at a checkpoint and again
    /// at exit is the same set), its threads from the exit scan.
    package init(exitStatus: Int, processes: [ProcessLeakReport], warnings: [String] = []) {
        var cycles: [LeakedCycle] = []
        var unreadable = 0
        var threads: [LeakedThread] = []
        for pid in Self.orderedPIDs(processes) {
            let scans = processes.filter { $0.pid == pid }
            var seen: [Set<String>] = []
            // The exit scan last: a checkpoint names the earlier point where a set was found.
            for scan in scans.sorted(by: { ($0.checkpoint == nil ? 1 : 0) < ($1.checkpoint == nil ? 1 : 0) }) {
                for cycle in scan.cycles where !seen.contains(where: { !$0.isDisjoint(with: cycle.addresses) }) {
                    seen.append(cycle.addresses)
                    cycles.append(cycle)
                }
                threads += scan.threads
            }
            unreadable += scans.first { $0.checkpoint == nil }?.unreadable ?? scans.map(\.unreadable).max() ?? 0
        }
        self.init(
            exitStatus: exitStatus, cycles: cycles, unreadable: unreadable, threads: threads,
            processes: processes, warnings: warnings)
        ignored = IgnoredCount.merged(processes.filter { $0.checkpoint == nil }.flatMap(\.ignored))
    }

    /// The usual name of signal `number` on Linux, or nil.
    static func signalName(_ number: Int) -> String? {
        let names = [
            1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS",
            8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM",
        ]
        return names[number]
    }

    private static func orderedPIDs(_ processes: [ProcessLeakReport]) -> [Int] {
        var pids: [Int] = []
        for p in processes where !pids.contains(p.pid) { pids.append(p.pid) }
        return pids
    }

    /// Whether anything leaked: a cycle or a thread.
    package var hasLeaks: Bool { !cycles.isEmpty || !threads.isEmpty }

    /// The same content as a RetainGraph report document, for the shared renderers (DOT).
    package var document: ReportDocument {
        ReportDocument(cycles: cycles.map(\.retainCycle), leakedThreads: threads, warnings: warnings)
    }

    /// One finding per leaked set (`runtime-retain-cycle`) and per leaked thread
    /// (`runtime-leaked-thread`), for the lint reporters (SARIF, text).
    package var findings: [Finding] {
        var findings: [Finding] = []
        for cycle in cycles {
            var finding = cycle.retainCycle.finding
            if cycle.objectCount != Set(cycle.nodes.map(\.address)).count {
                finding.message += " (\(cycle.objectCount) objects in the set)"
            }
            for holder in cycle.leakedHolders ?? [] {
                finding.notes.append(
                    FindingNote(file: "", line: 0, column: 0, message: "held only by \(holder)"))
            }
            for retained in cycle.retains {
                finding.notes.append(
                    FindingNote(
                        file: "", line: 0, column: 0,
                        message: "also keeps \(retained.count) \(retained.typeName) alive"))
            }
            for site in cycle.allocations ?? [] {
                let top = site.stack.first { !$0.hasPrefix("swift_") } ?? site.stack.first ?? "?"
                finding.notes.append(
                    FindingNote(
                        file: "", line: 0, column: 0,
                        message: "\(site.typeName) at \(site.address) allocated in \(top)"))
            }
            findings.append(finding)
        }
        findings += ReportDocument(leakedThreads: threads).findings
        return findings
    }

    /// The findings as a lint run, for `FindingReporter`s. A runtime finding has no source line
    /// of its own; SARIF consumers (GitHub code scanning) need a location for each result, so
    /// a cycle is placed where its first object was allocated when the run recorded that with a
    /// file and line, and anything else at the program that was run.
    package var lintRun: LintRun {
        var located = findings
        let allocations = cycles.map { LeakReport.sourceLocation(in: ($0.allocations ?? []).flatMap(\.stack)) }
        let program = processes.first?.executable ?? ""
        for index in located.indices where located[index].file.isEmpty {
            if index < allocations.count, let (file, line) = allocations[index] {
                (located[index].file, located[index].line) = (file, line)
            } else {
                located[index].file = program
            }
        }
        return LintRun(findings: located, rules: LeakRules.all)
    }

    /// The first frame of `stack` written as `… at FILE:LINE` outside the Swift runtime.
    static func sourceLocation(in stack: [String]) -> (file: String, line: Int)? {
        for frame in stack where !frame.hasPrefix("swift_") {
            guard let at = frame.ranges(of: " at ").last else { continue }
            let place = frame[at.upperBound...]
            guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]), line > 0
            else { continue }
            return (String(place[..<colon]), line)
        }
        return nil
    }
}

/// The rules a leak report's findings carry (SARIF describes them).
package enum LeakRules {
    /// `runtime-retain-cycle`, `runtime-kept-alive` and `runtime-leaked-thread`.
    package static let all: [RuleMetadata] = [
        RuleMetadata(
            id: "runtime-retain-cycle",
            summary: "objects that reference each other strongly and that nothing outside them reaches",
            rationale:
                "A strongly connected set of objects whose reference counts are all accounted for by references "
                + "inside the set is never freed: Swift has no cycle collector.",
            severity: .warning,
            fixHint: "make one reference of the cycle weak or unowned, or break the cycle when the work is done"),
        RuleMetadata(
            id: "runtime-kept-alive",
            summary: "a retain cycle that only running work keeps: an unfinished task of the cycle at exit",
            rationale:
                "A task whose closure captures its owner and loops until the owner cancels it is never cancelled: "
                + "the owner's deinit would do it, and the task keeps the owner alive.",
            severity: .warning,
            fixHint: "capture the owner weakly in the task, or cancel the task when the work is done"),
        RuleMetadata(
            id: "runtime-leaked-thread",
            summary: "a thread the program started that was still running when it exited",
            rationale:
                "A thread that never ends keeps everything its entry closure captured alive, and in a server or "
                + "test suite such threads accumulate.",
            severity: .error,
            fixHint: "give the thread a way to finish (stop its run loop, cancel it) and wait for it"),
    ]
}
