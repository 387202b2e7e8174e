import CLeakScan
import RetainGraph
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One whole-heap scan for leaked cycles, the way cycle collectors find garbage (trial
/// deletion, as CPython's `gc` and Bacon–Rajan do it):
///
/// 1. every tracked live object, and everything it strongly references, is read with the
///    RetainGraph walker;
/// 2. each object's strong retain count minus the strong references found in other scanned
///    objects is what holds it from outside the heap (stacks, registers, globals, C memory,
///    over-retains);
/// 3. everything reachable from an object with such a hold is alive; the rest is garbage, and
///    its strongly connected sets that hold a cycle are the leaks.
///
/// A reference the walker cannot read only ever makes objects look more alive, never less, so
/// a reported set is garbage for sure; a set with an object that could not be read completely is
/// garbage too but is not reported (its picture would be incomplete), only counted.
///
/// Concurrency: the scan does not stop other threads. While it runs, the tracker defers every
/// free (the memory stays mapped and unused), so nothing it reads can be unmapped or reused;
/// objects that are being deallocated are skipped. The garbage found is then checked again
/// with fresh counts and a fresh walk of just those objects: garbage cannot change (nothing
/// reaches it), so anything a concurrent mutation made look dead the first time drops out.
struct HeapScan {
    let tracker: TrackerInterface
    let options: LeakScanOptions

    func run(checkpoint: String?, threadGrace: Duration?) -> ProcessLeakReport {
        let clock = ContinuousClock()
        let start = clock.now
        tracker.beginScan()
        var report = scanHeap(checkpoint: checkpoint)
        tracker.endScan()
        if let threadGrace {
            // Outside the scan window: the thread check waits and signals other threads.
            let baseline = ThreadSnapshot(threads: [ThreadInfo(tid: tracker.mainTID, name: "")])
            // The list replaces RetainGraph's own runtime-thread defaults, so that every thread
            // left out is counted; each is judged on its stack as soon as it is seen.
            let owners = ThreadOwnership(entries: options.ownedElsewhere)
            let matched = Mutex<[Int: OwnedElsewhere]>([:])
            let ignore = ThreadLeakOption.ignoringThreads(whereStack: { thread in
                guard let entry = owners.owner(of: thread) else { return false }
                matched.withLock { $0[thread.tid] = entry }
                return true
            })
            report.threads = leakedThreads(
                since: baseline, grace: threadGrace, options: [.includingRuntimeThreads, ignore])
            report.ignored = IgnoredCount.merged(
                report.ignored
                    + matched.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }.map {
                        IgnoredCount(entry: $0.description, owner: $0.owner, threads: 1)
                    })
        }
        let counts = tracker.counts
        report.allocations = counts.allocations
        report.frees = counts.frees
        let elapsed = clock.now - start
        report.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return report
    }

    /// The scan proper, inside the tracker's scan window.
    private func scanHeap(checkpoint: String?) -> ProcessLeakReport {
        let process = ProcessIdentity.current
        var report = ProcessLeakReport(
            pid: process.pid, executable: process.executable,
            arguments: process.arguments, checkpoint: checkpoint)
        // First, while no memory of the scan's own holds object addresses.
        let roots = ProgramRoots(tracker: tracker)
        let objects = liveObjects()
        report.trackedObjects = objects.count
        var configuration = RetainGraphConfiguration()
        configuration.maxNodes = options.maxObjects
        let graph = HeapGraph(objects: objects, configuration: configuration)
        report.scannedObjects = graph.count
        report.references = graph.edgeCount
        if graph.truncated {
            report.warnings.append(
                "stopped reading after \(options.maxObjects) objects: objects past that were not scanned, and their "
                    + "sets are not reported"
            )
        }
        var problems: [String: Int] = [:]
        for n in 0..<graph.count {
            if let problem = graph.problem(n) { problems[problem, default: 0] += 1 }
        }
        report.partiallyRead = problems.values.reduce(0, +)

        let balance = Balance(graph: graph)
        var garbage = balance.garbage(among: 0..<graph.count)
        garbage = confirm(garbage, graph: graph)

        var dead = Set(garbage)
        var behindHolders = LeakedHolders()
        if let roots {
            behindHolders = LeakedHolders(graph: graph, balance: balance, dead: dead, roots: roots)
            dead.formUnion(behindHolders.garbage)
        } else {
            report.warnings.append(
                "the program's roots could not be read: a set held only by an object that leaked outside any cycle "
                    + "is not found")
        }
        let owners = OwnershipFilter(entries: options.ownedElsewhere, graph: graph)
        let (components, ignored) = owners.split(graph.cyclicComponents { dead.contains($0) })
        report.ignored = ignored
        var inCycle = Set<Int>()
        var unreadableTypes: [String: Int] = [:]
        for component in components {
            if let unread = component.first(where: { graph.problem($0) != nil }) {
                report.unreadable += component.count
                unreadableTypes[graph.typeName(unread), default: 0] += component.count
                continue
            }
            inCycle.formUnion(component)
        }
        for component in components where component.allSatisfy({ inCycle.contains($0) }) {
            var cycle = describe(
                component, graph: graph, balance: balance, dead: dead, inCycle: inCycle, checkpoint: checkpoint)
            cycle.leakedHolders = behindHolders.holders(of: component, graph: graph, balance: balance)
            report.cycles.append(cycle)
        }
        // At exit only: at a checkpoint a task may simply not have finished its work yet.
        if checkpoint == nil {
            report.cycles += cyclesKeptByUnfinishedTasks(
                graph: graph, balance: balance, dead: dead, checkpoint: checkpoint)
        }
        for (type, count) in unreadableTypes.sorted(by: { $0.value > $1.value }) {
            report.warnings.append(
                "\(count) garbage objects in sets through \(type) are not reported: not every reference in them "
                    + "could be read"
            )
        }
        for (problem, count) in problems.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(10) {
            report.warnings.append("\(count) \(count == 1 ? "object" : "objects") not fully read: \(problem)")
        }
        return report
    }

    /// Sets that only an unfinished task of their own keeps at exit: garbage but for the one
    /// hold the concurrency runtime has on the task while it runs (`self → task → its closure →
    /// self`, with a loop that waits for a cancel nobody will send). A task held from anywhere
    /// else too is left alive, so such a set is reported only when the task's one outside hold
    /// is the runtime's.
    private func cyclesKeptByUnfinishedTasks(graph: HeapGraph, balance: Balance, dead: Set<Int>, checkpoint: String?)
        -> [LeakedCycle]
    {
        let tasks = Set(
            (0..<graph.count).filter { !dead.contains($0) && balance.external[$0] == 1 && graph.isUnfinishedTask($0) })
        guard !tasks.isEmpty else { return [] }
        var external = balance.external
        for task in tasks { external[task] = 0 }
        let released = Balance(graph: graph, external: external, strong: balance.strong)
        let kept = Set(released.garbage(among: 0..<graph.count)).subtracting(dead)
        let components = graph.cyclicComponents { kept.contains($0) }
            .filter { component in
                component.contains(where: tasks.contains) && component.allSatisfy { graph.problem($0) == nil }
            }
        return components.map { component in
            var cycle = describe(
                component, graph: graph, balance: released, dead: kept, inCycle: Set(component), checkpoint: checkpoint)
            cycle.keptAliveBy = component.filter(tasks.contains).map {
                "unfinished task (\(graph.typeName($0)) at 0x\(String(graph.address($0), radix: 16)))"
            }
            return cycle
        }
    }

    /// Tracked objects that are not being deallocated, class instances first (so the walk meets
    /// boxes and contexts through their holders and labels them by what they are).
    private func liveObjects() -> [UInt] {
        let buffer = tracker.copyObjects()
        defer { buffer.deallocate() }
        var instances: [UInt] = []
        var others: [UInt] = []
        instances.reserveCapacity(buffer.count)
        // The copy holds every address: clear it, so that no later scan takes it for a root.
        defer { buffer.update(repeating: 0) }
        for address in buffer {
            let object = UnsafeRawPointer(bitPattern: address)!
            guard !swift_isDeallocating(object) else { continue }
            let kind = object.load(as: UnsafeRawPointer.self).load(as: UInt.self)
            if kind == 0 || kind > 0x7FF { instances.append(address) } else { others.append(address) }
        }
        return instances + others
    }

    /// The garbage found again from fresh counts and a fresh walk of the garbage alone.
    private func confirm(_ garbage: [Int], graph: HeapGraph) -> [Int] {
        guard !garbage.isEmpty else { return [] }
        let addresses = garbage.map(graph.address)
        var configuration = RetainGraphConfiguration()
        configuration.maxNodes = options.maxObjects
        let again = HeapGraph(objects: addresses, configuration: configuration)
        // Nodes of the second walk that were garbage in the first: the only ones that may be.
        let wasGarbage = Set(addresses)
        let candidates = (0..<again.count).filter { wasGarbage.contains(again.address($0)) }
        let stillGarbage = Set(Balance(graph: again).garbage(among: candidates).map(again.address))
        return garbage.filter { stillGarbage.contains(graph.address($0)) }
    }

    /// A leaked set for the report: a labelled walk through it, what else only it keeps, where
    /// its objects were allocated.
    private func describe(
        _ component: [Int], graph: HeapGraph, balance: Balance, dead: Set<Int>,
        inCycle: Set<Int>, checkpoint: String?
    ) -> LeakedCycle {
        let cycle = graph.cycle(walking: component, external: balance.external)
        // Garbage reachable from the set that is in no leaked set of its own.
        var retained: [String: Int] = [:]
        var seen = Set(component)
        var work = component
        while let n = work.popLast() {
            graph.forEachSuccessor(n) { t in
                guard dead.contains(t), !inCycle.contains(t), seen.insert(t).inserted else { return }
                retained[graph.typeName(t), default: 0] += 1
                work.append(t)
            }
        }
        var allocations: [AllocationSite]?
        if tracker.backtraceDepth > 0 {
            var sites: [AllocationSite] = []
            var done = Set<String>()
            for node in cycle.nodes where done.insert(node.address).inserted {
                guard let address = UInt(node.address.dropFirst(2), radix: 16) else { continue }
                let frames = tracker.backtrace(of: address)
                guard !frames.isEmpty else { continue }
                let stack = symbolicate(returnAddresses: frames, sourceLocations: options.sourceLocations)
                sites.append(
                    AllocationSite(address: node.address, typeName: node.typeName, stack: stack.map(\.description)))
            }
            allocations = sites
        }
        return LeakedCycle(
            nodes: cycle.nodes, edges: cycle.edges, objectCount: component.count,
            retains: retained.map { TypeCount(typeName: $0.key, count: $0.value) }
                .sorted { ($0.count, $1.typeName) > ($1.count, $0.typeName) },
            allocations: allocations, foundAt: checkpoint ?? "exit")
    }
}

/// Reference-count balance over a graph: what holds each object from outside it.
struct Balance {
    let graph: HeapGraph
    /// Strong count minus strong references found in the graph, per object (a large number
    /// for objects that could not be read: they count as held).
    let external: [Int]
    /// The strong counts read, per object (nil: not readable).
    let strong: [Int?]

    init(graph: HeapGraph) {
        self.graph = graph
        strong = (0..<graph.count).map { graph.retainCount($0) }
        var external = strong.map { $0 ?? Int.max / 4 }
        for n in 0..<graph.count {
            graph.forEachSuccessor(n) { external[$0] -= 1 }
        }
        self.external = external
    }

    /// The balance with the outside holds given.
    init(graph: HeapGraph, external: [Int], strong: [Int?]) {
        self.graph = graph
        self.external = external
        self.strong = strong
    }

    /// The objects among `candidates` that nothing outside reaches: not held from outside, and
    /// not reachable from an object that is, nor from any object that is not a candidate (known
    /// to be alive).
    func garbage<C: Collection>(among candidates: C) -> [Int] where C.Element == Int {
        var alive = [Bool](repeating: true, count: graph.count)
        for n in candidates { alive[n] = false }
        var work: [Int] = []
        for n in 0..<graph.count where alive[n] || external[n] > 0 {
            alive[n] = true
            work.append(n)
        }
        while let n = work.popLast() {
            graph.forEachSuccessor(n) { t in
                if !alive[t] {
                    alive[t] = true
                    work.append(t)
                }
            }
        }
        return candidates.filter { !alive[$0] }
    }
}

/// This process's id, executable and arguments, from /proc.
struct ProcessIdentity {
    var pid: Int
    var executable: String
    var arguments: [String]

    static var current: ProcessIdentity {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable =
            length > 0 ? String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        var arguments: [String] = []
        if let bytes = readWholeFile("/proc/self/cmdline") {
            arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            if arguments.last == "" { arguments.removeLast() }
        }
        return ProcessIdentity(pid: Int(getpid()), executable: executable, arguments: arguments)
    }
}

/// The bytes of a file read with POSIX calls (works for /proc files, which report size 0).
func readWholeFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n > 0 { data += chunk[0..<n] } else if n < 0 && errno == EINTR { continue } else { break }
    }
    return data
}
