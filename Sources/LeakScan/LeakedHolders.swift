import RetainGraph

/// Garbage that the reference balance cannot see: sets held only by objects that leaked without
/// being in a cycle. Such a holder has a strong reference that no other object explains (an
/// over-retain: `Unmanaged.passRetained` never balanced, a retain in C code), so the balance
/// counts it as held from outside the heap, and everything it reaches as alive. The roots tell
/// the truth: when no root (global, stack, thread-local storage, register, C memory) points at
/// it, that reference comes from nowhere, and what only it holds is unreachable.
///
/// The holders' unexplained references are dropped and the balance is run again; what it then
/// finds is reachable from no root. As with the balance, anything in doubt stays alive: objects
/// the walk could not read, objects the tracker did not know when the roots were read (a root
/// may have been written after it was read), unfinished tasks (the concurrency runtime holds
/// them), and everything an object whose count moved during the scan reaches (it is in use).
struct LeakedHolders {
    /// Objects that no root reaches, the holders included, that the balance took as alive.
    private(set) var garbage: Set<Int> = []
    /// The holders: garbage objects with references from nowhere.
    private(set) var holders: [Int] = []
    /// For each garbage object, the holders that reach it.
    private var reachedFrom: [Int: [Int]] = [:]

    /// Nothing found.
    init() {}

    init(graph: HeapGraph, balance: Balance, dead: Set<Int>, roots: ProgramRoots) {
        var blocks: HeapBlocks?
        let candidates = (0..<graph.count).filter { n in
            guard !dead.contains(n), balance.external[n] > 0, balance.strong[n] != nil, graph.problem(n) == nil
            else { return false }
            let address = graph.address(n)
            guard roots.wasTracked(address), !graph.isUnfinishedTask(n) else { return false }
            if blocks == nil { blocks = roots.untrackedBlocks(of: graph) }
            return !roots.references(address, outside: blocks!)
        }
        guard !candidates.isEmpty else { return }
        var external = balance.external
        for n in candidates { external[n] = 0 }
        let released = Balance(graph: graph, external: external, strong: balance.strong)
        var found = Set(released.garbage(among: 0..<graph.count)).subtracting(dead)
        // Garbage cannot change: a count that moved means the object is in use, and so is what
        // it reaches.
        var work = found.filter { graph.retainCount($0) != balance.strong[$0] }.sorted()
        found.subtract(work)
        while let n = work.popLast() {
            graph.forEachSuccessor(n) { t in
                if found.remove(t) != nil { work.append(t) }
            }
        }
        garbage = found
        holders = candidates.filter(found.contains)
        for holder in holders {
            var seen: Set<Int> = [holder]
            var stack = [holder]
            while let n = stack.popLast() {
                reachedFrom[n, default: []].append(holder)
                graph.forEachSuccessor(n) { t in
                    if found.contains(t), seen.insert(t).inserted { stack.append(t) }
                }
            }
        }
    }

    /// The holders that keep `component` (objects of the graph), for a report: type, address and
    /// the references from nowhere. Nil when the balance alone found the component.
    func holders(of component: [Int], graph: HeapGraph, balance: Balance) -> [String]? {
        let keeping = Set(component.flatMap { reachedFrom[$0] ?? [] }).subtracting(component).sorted()
        guard !keeping.isEmpty else { return nil }
        return keeping.map { n in
            let references = balance.external[n]
            return "\(graph.typeName(n)) at 0x\(String(graph.address(n), radix: 16)) (\(references) "
                + "\(references == 1 ? "reference" : "references") from no root: it leaked too)"
        }
    }
}
