import Foundation

/// Keeps a callback; `start()` makes it capture the worker strongly (a cycle), `startWeakly()` does not.
public final class Worker {
    public var onTick: (() -> Void)?
    public var ticks = 0

    public init() {}

    public func start() { onTick = { self.ticks += 1 } }

    public func startWeakly() { onTick = { [weak self] in self?.ticks += 1 } }
}

/// Runs /bin/true: starts Foundation's process manager thread, which lives until exit.
public func runTrue() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// Closures the runtime cannot type outside their generic context, kept until exit so that a
/// scan at exit reads them: a dependent member type and a parameter pack.
public func keepAwkwardCaptures() {
    awkward.append(elementCapture([Worker()]))
    awkward.append(packCapture(1, "two", Worker()))
}

nonisolated(unsafe) private var awkward: [() -> Void] = []

private func elementCapture<S: Sequence>(_ s: S) -> () -> Void {
    let first: S.Element? = s.first { _ in true }
    return { print(first as Any) }
}

private func packCapture<each T>(_ value: repeat each T) -> () -> Void {
    { print((repeat each value)) }
}
