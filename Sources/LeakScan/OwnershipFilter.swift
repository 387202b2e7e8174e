import RetainGraph

/// Applies the `reference` and `type` entries of an ownership list to the leaked sets of one
/// scan: references the harness makes are not cycle edges, so a set that only they close is
/// the harness's, while any cycle left without them is still the program's.
struct OwnershipFilter {
    let graph: HeapGraph
    /// (class, field, entry) of each `reference` entry.
    let references: [(className: String, field: Substring, entry: OwnedElsewhere)]
    let types: [OwnedElsewhere]

    init(entries: [OwnedElsewhere], graph: HeapGraph) {
        self.graph = graph
        references = entries.filter { $0.kind == .reference }.compactMap { entry in
            guard let dot = entry.pattern.lastIndex(of: ".") else { return nil }
            return (String(entry.pattern[..<dot]), entry.pattern[entry.pattern.index(after: dot)...], entry)
        }
        types = entries.filter { $0.kind == .type }
    }

    /// The cyclic components that remain the program's, and what the list took out of them.
    func split(_ components: [[Int]]) -> (kept: [[Int]], ignored: [IgnoredCount]) {
        guard !components.isEmpty, !references.isEmpty || !types.isEmpty else { return (components, []) }
        var classNames: [Int: [String]] = [:]
        func classes(_ n: Int) -> [String] {
            if let known = classNames[n] { return known }
            let names = graph.classNames(n)
            classNames[n] = names
            return names
        }
        // Which entries dropped a reference out of each object (by their place in the list), to
        // name the first of them in the counts.
        var droppedBy: [Int: Int] = [:]
        let members = components.flatMap { $0 }
        let remaining =
            references.isEmpty
            ? components
            : graph.cyclicComponents(among: members) { holder, _, label in
                guard
                    let match = references.firstIndex(where: {
                        $0.field == label && classes(holder).contains($0.className)
                    })
                else {
                    return true
                }
                droppedBy[holder] = min(droppedBy[holder] ?? match, match)
                return false
            }
        var kept: [[Int]] = []
        var ignored: [IgnoredCount] = []
        var stillCyclic = Set<Int>()
        for component in remaining {
            if let type = types.first(where: { entry in component.contains { classes($0).contains(entry.pattern) } }) {
                ignored.append(IgnoredCount(entry: type.description, owner: type.owner, objects: component.count))
            } else {
                kept.append(component)
            }
            stillCyclic.formUnion(component)
        }
        for component in components {
            let left = component.filter { !stillCyclic.contains($0) }
            guard !left.isEmpty else { continue }
            let entry = references[component.compactMap { droppedBy[$0] }.min() ?? 0].entry
            ignored.append(IgnoredCount(entry: entry.description, owner: entry.owner, objects: left.count))
        }
        return (kept, IgnoredCount.merged(ignored))
    }
}

/// Applies the thread entries of an ownership list to the threads left running at exit.
struct ThreadOwnership {
    let entries: [OwnedElsewhere]

    /// The entry that makes `thread` the harness's or a runtime's, or nil.
    func owner(of thread: LeakedThread) -> OwnedElsewhere? {
        let functions = thread.frames.compactMap(\.function)
        return entries.first { entry in
            switch entry.kind {
            case .threadName:
                if entry.pattern.hasSuffix("*") { return thread.name.hasPrefix(String(entry.pattern.dropLast())) }
                return thread.name == entry.pattern || thread.name == String(entry.pattern.utf8.prefix(15))!
            case .threadFunction: return functions.contains { $0.contains(entry.pattern) }
            case .threadTopFunction: return thread.topFunction?.contains(entry.pattern) ?? false
            case .reference, .type: return false
            }
        }
    }
}
