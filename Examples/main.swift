// The Swift examples, one program: `SwiftExamples <slug>` runs the example of that concept.
// `capcheck examples` runs it and checks the annotations in Examples/<slug>/<slug>.swift.
import Foundation
import RetainGraph

/// Prints every retain cycle RetainGraph finds from `roots` as `retain cycle: A -> B -> A`
/// (the runner matches these lines against `expected-cycle`), each step's label below it.
func printRetainCycles(from roots: [AnyObject]) {
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

let examples: [String: () -> Void] = [
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

// Line-buffered output: a run that is killed still shows how far it got.
setvbuf(stdout, nil, _IOLBF, 0)
let arguments = CommandLine.arguments.dropFirst()
guard let slug = arguments.first, let example = examples[slug] else {
    let names = examples.keys.sorted().joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: SwiftExamples <slug>   (one of: \(names))\n".utf8))
    exit(2)
}
example()
