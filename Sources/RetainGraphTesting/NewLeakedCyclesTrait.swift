import LeakScan
import Testing

/// A Swift Testing trait that fails a test which leaks a retain cycle, with no object named:
/// `@Test(.noNewLeakedCycles())`. Before the body it scans the whole heap for leaked cycles (the
/// allocation tracker `capcheck leaks` loads must be in the process: run the tests with
/// `capcheck leaks -- swift test`); after the body it scans again and reports every leaked cycle
/// that was not there before. Without the tracker the test runs unchecked and a warning says so.
///
/// The scan sees the whole process: cycles leaked by tests running in parallel look like this
/// test's. Apply it to a `.serialized` suite.
public struct NewLeakedCyclesTrait: TestTrait, SuiteTrait, TestScoping {
    /// Where failures go.
    public var reporter: any LeakReporter

    /// A trait reporting through `reporter`.
    public init(reporter: any LeakReporter = IssueReporter()) {
        self.reporter = reporter
    }

    /// On a suite, the check applies to each of its tests.
    public var isRecursive: Bool { true }

    /// One scope per test function (each test case of a parameterized test), never per suite.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> NewLeakedCyclesTrait? {
        test.isSuite || testCase == nil ? nil : self
    }

    /// Scan, body, scan.
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard let baseline = NewLeakedCycles.baseline() else {
            Issue.record(
                Comment(rawValue: "noNewLeakedCycles: not checked: \(LeakTracker.unavailableReason ?? "no scan")"),
                severity: .warning, sourceLocation: test.sourceLocation)
            try await function()
            return
        }
        var bodyError: (any Error)?
        do { try await function() } catch { bodyError = error }
        NewLeakedCycles.check(
            testName: test.id.nameComponents.joined(separator: "/"),
            location: LeakSourceLocation(test.sourceLocation), since: baseline, reporter: reporter)
        if let bodyError { throw bodyError }
    }
}

extension Trait where Self == NewLeakedCyclesTrait {
    /// Fails the test when a whole-heap scan after its body finds a leaked retain cycle that was
    /// not there before it (needs the tracker of `capcheck leaks`; warns when it is missing).
    public static func noNewLeakedCycles(reporter: any LeakReporter = IssueReporter()) -> Self {
        NewLeakedCyclesTrait(reporter: reporter)
    }
}

/// The scans both test integrations run around a test body.
enum NewLeakedCycles {
    /// Addresses of the objects in leaked cycles now; nil when the tracker is not loaded.
    static func baseline() -> Set<String>? {
        guard let report = LeakTracker.scan() else { return nil }
        return Set(report.cycles.flatMap { $0.nodes.map(\.address) })
    }

    /// Reports the cycles leaked since `baseline` (those with an object it did not hold);
    /// returns the failure, nil when there are none or no scan can run.
    @discardableResult
    static func check(
        testName: String, location: LeakSourceLocation, since baseline: Set<String>,
        reporter: any LeakReporter
    ) -> LeakFailure? {
        guard let report = LeakTracker.scan() else { return nil }
        let new = report.cycles.filter { cycle in cycle.nodes.contains { !baseline.contains($0.address) } }
        guard !new.isEmpty else { return nil }
        var failure = LeakFailure(testName: testName, sourceLocation: location)
        failure.leakedCycles = new.map(\.retainCycle)
        reporter.report(failure)
        return failure
    }
}
