import Foundation
import RetainGraph

/// Objects that outlived their test. Each is held once, by `objects`, so the retain-graph walk
/// (which discounts its roots array) sees exactly the references the program holds.
struct Survivors {
    /// The objects, strongly held.
    var objects: [AnyObject] = []
    /// What is known about each, in the same order.
    var descriptions: [SurvivingObject] = []
    /// Whether nothing survived.
    var isEmpty: Bool { objects.isEmpty }
}

/// Objects a test expects to be deallocated by its end, held weakly so tracking them does not
/// keep them alive.
// @unchecked: it holds the test's objects, which are of any class and mostly not Sendable, and
// hands them back from `survivors()`; a `Mutex` cannot take a value that stays reachable from
// the caller, so `entries` is guarded by `lock` on every access instead.
final class DeallocationTracker: @unchecked Sendable {
    /// The tracker of the test running in this task (set by the Swift Testing trait).
    @TaskLocal static var current: DeallocationTracker?

    private struct Entry {
        weak var object: AnyObject?
        let typeName: String
        let address: String
        let location: LeakSourceLocation
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// Remembers `object` (weakly) as one that must be gone at the end.
    func track(_ object: AnyObject, at location: LeakSourceLocation) {
        let entry = Entry(
            object: object, typeName: String(reflecting: type(of: object)),
            address: Self.address(of: object), location: location)
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    /// Whether anything is tracked at all.
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return entries.isEmpty
    }

    /// The tracked objects still alive, strongly held by the result, with what the test said.
    func survivors() -> Survivors {
        lock.lock()
        defer { lock.unlock() }
        var result = Survivors()
        for entry in entries {
            guard let object = entry.object else { continue }
            result.objects.append(object)
            result.descriptions.append(
                SurvivingObject(
                    typeName: entry.typeName, address: entry.address,
                    expectedAt: entry.location.description))
        }
        return result
    }

    /// Survivors after giving them up to `grace` to go: work the test started (a dispatch block,
    /// a finishing thread) may still hold the last reference for a moment.
    func survivors(grace: Duration) async -> Survivors {
        var pause = Duration.milliseconds(1)
        let clock = ContinuousClock()
        let deadline = clock.now + grace
        while true {
            let alive = survivors()
            if alive.isEmpty || clock.now >= deadline { return alive }
            try? await Task.sleep(for: min(pause, deadline - clock.now))
            pause = min(pause * 2, .milliseconds(50))
        }
    }

    /// Blocking `survivors(grace:)` for synchronous callers (XCTest teardown blocks).
    func survivorsBlocking(grace: Duration) -> Survivors {
        var pause = 0.001
        let clock = ContinuousClock()
        let deadline = clock.now + grace
        while true {
            let alive = survivors()
            if alive.isEmpty || clock.now >= deadline { return alive }
            Thread.sleep(forTimeInterval: pause)
            pause = min(pause * 2, 0.05)
        }
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
