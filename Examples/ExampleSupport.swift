// What every Swift example may use: RetainGraph reports printed in the shape the runner checks,
// the table of examples by slug, and the hook through which a test reads live closure contexts.
import Foundation
import RetainGraph

/// Prints every retain cycle RetainGraph finds from `roots` as `retain cycle: A -> B -> A`
/// (the runner matches these lines against `expected-cycle`), each step's label below it. The
/// roots also go to the closure-context observer (a test compares their live closures with
/// `capcheck explain`).
func printRetainCycles(from roots: [AnyObject]) {
    observeClosureContexts(roots)
    for cycle in findRetainCycles(from: roots).cycles {
        let names = cycle.nodes.map { shortName($0.typeName) }
        print("retain cycle: " + (names + [names[0]]).joined(separator: " -> "))
        for (index, edge) in cycle.edges.enumerated() {
            print("    \(names[index]) --[\(edge.label)]--> \(names[(index + 1) % names.count])")
        }
    }
}

/// Prints the threads started since `baseline` that are still running after a short grace,
/// as `leaked thread: name` (matched against `expected-leaked-thread`).
func printLeakedThreads(since baseline: ThreadSnapshot) {
    for thread in leakedThreads(since: baseline, grace: .milliseconds(300)) {
        print("leaked thread: \(thread.name)")
    }
}

/// `SwiftExamples.Chart` → `Chart`: the module adds nothing for a student.
func shortName(_ typeName: String) -> String {
    typeName.hasPrefix("SwiftExamples.") ? String(typeName.dropFirst("SwiftExamples.".count)) : typeName
}

/// Every Swift example by slug.
let examples: [String: () -> Void] = [
    "var-let-capture": varLetCapture,
    "capture-list-timing": captureListTiming,
    "weak-unowned-capture": weakUnownedCapture,
    "escaping-nonescaping": escapingNonescaping,
    "task-captures-self": taskCapturesSelf,
    "value-capture": valueCapture,
    "weak-strong-dance": weakStrongDance,
    "strong-self-runloop-thread": strongSelfRunLoopThread,
    "runloop-no-source": runLoopNoSource,
    "keepalive-thread": keepAliveThread,
    "timer-modes": timerModes,
    "perform-after-delay": performAfterDelay,
    "completion-callbacks": completionCallbacks,
    "leaked-observer": leakedObserver,
]

/// Receives the objects that keep an example's closures, while those closures are alive. Nil
/// in a normal run; the test that compares `capcheck explain` with the closure contexts
/// RetainGraph reads from the running example installs one.
nonisolated(unsafe) var closureContextObserver: (([AnyObject]) -> Void)?

/// Hands `roots` to the observer, if one is installed: a no-op for students.
func observeClosureContexts(_ roots: [AnyObject]) {
    closureContextObserver?(roots)
}
