import Foundation
import Testing

@testable import CaptureAnalyzer

/// One `SourceAnalyzer` shared by many threads gives every thread the same answers as a
/// single-threaded run (lint analyzes files in parallel).
@Suite struct CaptureConcurrencyTests {
    @Test func oneAnalyzerUsedFromManyThreadsAgreesWithASequentialRun() throws {
        let paths = CaptureFixtureTests.fixtures.map { CaptureFixtureTests.directory.appendingPathComponent($0).path }
        let analyzer = SourceAnalyzer()
        @Sendable func summary(_ path: String) -> String {
            guard let analysis = try? analyzer.analyze(file: path) else { return "failed" }
            return analysis.blocks.map(CaptureFixtureTests.describe).joined(separator: "; ")
        }
        let sequential = paths.map(summary)
        #expect(sequential.allSatisfy { $0 != "failed" && !$0.isEmpty })

        let rounds = 4
        let results = Results(count: paths.count * rounds)
        DispatchQueue.concurrentPerform(iterations: paths.count * rounds) { i in
            results.set(i, summary(paths[i % paths.count]))
        }
        for i in 0..<(paths.count * rounds) {
            #expect(results.get(i) == sequential[i % paths.count], "\(paths[i % paths.count])")
        }
    }
}

/// A fixed-size array written from several threads, one slot each.
private final class Results: @unchecked Sendable {
    private var values: [String]
    private let lock = NSLock()
    init(count: Int) { values = Array(repeating: "", count: count) }
    func set(_ i: Int, _ value: String) {
        lock.lock()
        values[i] = value
        lock.unlock()
    }
    func get(_ i: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return values[i]
    }
}
