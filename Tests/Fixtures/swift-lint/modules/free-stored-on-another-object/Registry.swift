// The registry keeps the closure, but the registry is not kept by the object the closure
// captures: no cycle.
final class Registry {
    var entries: [() -> Void] = []
    func add(_ entry: @escaping () -> Void) { entries.append(entry) }
}
