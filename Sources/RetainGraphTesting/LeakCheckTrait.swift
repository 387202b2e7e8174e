import RetainGraph
import Testing

/// A Swift Testing trait that fails a test which leaves threads running or objects alive:
/// `@Test(.noLeakedThreads())`, `@Test(.noRetainCycles())`, or both with `.noLeaks()`.
///
/// Before the test body it takes a thread baseline and opens a scope for
/// `expectDeallocation(of:)`; after the body (also when it throws) it waits up to the grace
/// periods for new threads to end and tracked objects to go, then reports what is left through
/// its `LeakReporter` (by default an `Issue` on the test) and writes a JSON report.
///
/// The thread check sees the whole process: threads started by tests running in parallel look
/// like this test's. Apply it to a `.serialized` suite whose tests do not overlap with
/// thread-starting tests elsewhere, or narrow it with `ThreadLeakOption`s.
public struct LeakCheckTrait: TestTrait, SuiteTrait, TestScoping {
    /// Grace period for new threads to end; nil when threads are not checked.
    public var threadGrace: Duration?
    /// Options for the thread check.
    public var threadOptions: [ThreadLeakOption]
    /// Grace period for tracked objects to be deallocated; nil when objects are not checked.
    public var objectGrace: Duration?
    /// Where failures go.
    public var reporter: any LeakReporter

    /// A trait checking what is non-nil.
    public init(
        threadGrace: Duration?, threadOptions: [ThreadLeakOption] = [], objectGrace: Duration?,
        reporter: any LeakReporter = IssueReporter()
    ) {
        self.threadGrace = threadGrace
        self.threadOptions = threadOptions
        self.objectGrace = objectGrace
        self.reporter = reporter
    }

    /// On a suite, the check applies to each of its tests.
    public var isRecursive: Bool { true }

    /// One scope per test function (each test case of a parameterized test), never per suite.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> LeakCheckTrait? {
        test.isSuite || testCase == nil ? nil : self
    }

    /// Baseline, body, check.
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let baseline = threadGrace == nil ? nil : ThreadSnapshot.current()
        let tracker = DeallocationTracker()
        var bodyError: (any Error)?
        do {
            try await DeallocationTracker.$current.withValue(tracker) { try await function() }
        } catch {
            bodyError = error
        }
        await check(
            testName: test.id.nameComponents.joined(separator: "/"),
            location: LeakSourceLocation(test.sourceLocation), baseline: baseline, tracker: tracker)
        if let bodyError { throw bodyError }
    }

    /// The check after the body, apart so it can be driven without a running test.
    @discardableResult
    func check(
        testName: String, location: LeakSourceLocation, baseline: ThreadSnapshot?,
        tracker: DeallocationTracker
    ) async -> LeakFailure? {
        var threads: [LeakedThread] = []
        if let threadGrace, let baseline {
            threads = await leakedThreadsSuspending(since: baseline, grace: threadGrace, options: threadOptions)
        }
        var survivors = Survivors()
        if let objectGrace, !tracker.isEmpty {
            survivors = await tracker.survivors(grace: objectGrace)
        }
        return LeakCheckRun.finish(
            testName: testName, location: location, leakedThreads: threads,
            survivors: survivors, reporter: reporter)
    }
}

extension Trait where Self == LeakCheckTrait {
    /// Fails the test when it leaves a thread running: a thread started during the test that has
    /// not ended `grace` after the body returned.
    public static func noLeakedThreads(
        grace: Duration = .milliseconds(500), _ options: ThreadLeakOption...,
        reporter: any LeakReporter = IssueReporter()
    ) -> Self {
        LeakCheckTrait(threadGrace: grace, threadOptions: options, objectGrace: nil, reporter: reporter)
    }

    /// Fails the test when an object passed to `expectDeallocation(of:)` in its body is still
    /// alive `grace` after the body returned, showing the retain cycle that keeps it.
    public static func noRetainCycles(
        grace: Duration = .milliseconds(100),
        reporter: any LeakReporter = IssueReporter()
    ) -> Self {
        LeakCheckTrait(threadGrace: nil, objectGrace: grace, reporter: reporter)
    }

    /// Both checks: `noLeakedThreads` and `noRetainCycles`.
    public static func noLeaks(
        threadGrace: Duration = .milliseconds(500), objectGrace: Duration = .milliseconds(100),
        _ options: ThreadLeakOption..., reporter: any LeakReporter = IssueReporter()
    ) -> Self {
        LeakCheckTrait(threadGrace: threadGrace, threadOptions: options, objectGrace: objectGrace, reporter: reporter)
    }
}

/// Marks `object` as one that must be deallocated by the end of the current test. Needs the
/// `.noRetainCycles()` (or `.noLeaks()`) trait on the test or its suite; without it the call
/// records an issue saying so.
public func expectDeallocation(of object: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let tracker = DeallocationTracker.current else {
        Issue.record(
            "expectDeallocation(of:) needs the .noRetainCycles() or .noLeaks() trait on the test or its suite",
            sourceLocation: sourceLocation)
        return
    }
    tracker.track(object, at: LeakSourceLocation(sourceLocation))
}

/// Reports a leak as a Swift Testing `Issue` at the test's location.
public struct IssueReporter: LeakReporter {
    /// The default reporter of the leak-check traits.
    public init() {}

    /// Records the failure message as an issue.
    public func report(_ failure: LeakFailure) {
        let location = failure.sourceLocation
        Issue.record(
            Comment(rawValue: failure.message),
            sourceLocation: SourceLocation(
                fileID: location.fileID, filePath: location.filePath,
                line: location.line, column: location.column))
    }
}

extension LeakSourceLocation {
    /// The same place as a Swift Testing source location.
    init(_ location: SourceLocation) {
        self.init(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
}
