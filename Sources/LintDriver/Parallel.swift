import Findings
import Foundation
import Synchronization

/// Lines of source files, read once each, for baseline fingerprints (filtering by a baseline and
/// writing one).
package final class SourceLines: Sendable {
    private let files = Mutex<[String: [Substring]]>([:])

    /// An empty cache; files are read on first use.
    package init() {}

    /// The text of the finding's line, or nil when the file or line cannot be read.
    package func text(for finding: Finding) -> String? {
        files.withLock { files in
            if files[finding.file] == nil {
                let data = FileManager.default.contents(atPath: finding.file) ?? Data()
                files[finding.file] = String(decoding: data, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false)
            }
            guard let lines = files[finding.file], finding.line >= 1, finding.line <= lines.count else { return nil }
            return String(lines[finding.line - 1])
        }
    }
}

/// A thread-safe counter.
package final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    package func increment() -> Int { value.add(1, ordering: .relaxed).newValue }
}

/// `body(0..<count)` on `jobs` threads, results in index order. Threads get large stacks because
/// libclang and AST walks recurse as deep as the source nests (hostile inputs nest thousands deep).
package func parallelMap<T: Sendable>(
    count: Int, jobs: Int, stackSize: Int = 64 << 20, _ body: @escaping @Sendable (Int) -> T
) -> [T] {
    let results = ParallelResults<T>(count: count)
    let group = DispatchGroup()
    for _ in 0..<min(jobs, max(count, 1)) {
        group.enter()
        let thread = Thread {
            while let i = results.take() { results.put(i, body(i)) }
            group.leave()
        }
        thread.stackSize = stackSize
        thread.start()
    }
    group.wait()
    return results.collected()
}

/// The work counter and result slots `parallelMap` shares between its threads.
private final class ParallelResults<T: Sendable>: Sendable {
    private let count: Int
    private let next = Atomic<Int>(0)
    private let items: Mutex<[T?]>
    init(count: Int) {
        self.count = count
        items = Mutex(Array(repeating: nil, count: count))
    }
    func take() -> Int? {
        let i = next.add(1, ordering: .relaxed).oldValue
        return i < count ? i : nil
    }
    func put(_ i: Int, _ value: sending T) {
        items.withLock { $0[i] = value }
    }
    func collected() -> [T] { items.withLock { $0.map { $0! } } }
}
