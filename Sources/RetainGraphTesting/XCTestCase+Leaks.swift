import Foundation
import LeakScan
import RetainGraph
import XCTest

extension XCTestCase {
    /// Fails the test when threads started since `baseline` are still running `grace` from now
    /// (each named with its tid, OS name and top frames; the JSON report's path is in the message).
    /// Returns the leaked threads.
    @discardableResult
    public func assertNoLeakedThreads(
        since baseline: ThreadSnapshot, grace: Duration = .milliseconds(500),
        options: [ThreadLeakOption] = [], reporter: (any LeakReporter)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [LeakedThread] {
        let leaks = leakedThreads(since: baseline, grace: grace, options: options)
        LeakCheckRun.finish(
            testName: name, location: LeakSourceLocation(file: file, line: line),
            leakedThreads: leaks, survivors: Survivors(), reporter: reporter ?? XCTestReporter(self))
        return leaks
    }

    /// goleak's `defer VerifyNone(t)` for XCTest: takes a thread baseline now and, in a teardown
    /// block after the test, fails it when threads started since are still running `grace` later.
    /// Call it first thing in the test or in `setUp()`.
    public func expectNoLeakedThreads(
        grace: Duration = .milliseconds(500), options: [ThreadLeakOption] = [],
        reporter: (any LeakReporter)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let baseline = ThreadSnapshot.current()
        let location = LeakSourceLocation(file: file, line: line)
        let reporter = reporter ?? XCTestReporter(self)
        let testName = name
        addTeardownBlock {
            let leaks = leakedThreads(since: baseline, grace: grace, options: options)
            LeakCheckRun.finish(
                testName: testName, location: location, leakedThreads: leaks,
                survivors: Survivors(), reporter: reporter)
        }
    }

    /// Fails the test when `object` is still alive once the test has finished (checked in a
    /// teardown block, after `grace` for late releases), with the retain cycle that keeps it.
    public func expectDeallocation(
        of object: AnyObject, grace: Duration = .milliseconds(100),
        reporter: (any LeakReporter)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let tracker = DeallocationTracker()
        let location = LeakSourceLocation(file: file, line: line)
        tracker.track(object, at: location)
        let reporter = reporter ?? XCTestReporter(self)
        let testName = name
        addTeardownBlock {
            let survivors = tracker.survivorsBlocking(grace: grace)
            LeakCheckRun.finish(
                testName: testName, location: location, leakedThreads: [],
                survivors: survivors, reporter: reporter)
        }
    }
}

extension XCTestCase {
    /// Runs `body` between two whole-heap scans and fails the test with every retain cycle leaked
    /// in between, with no object named (needs the tracker `capcheck leaks` loads: run the tests
    /// with `capcheck leaks -- swift test`). Without the tracker the body runs and the test is then
    /// skipped with a message saying it was not checked. Returns the failure, if any.
    @discardableResult
    public func assertNoNewLeakedCycles(
        reporter: (any LeakReporter)? = nil, file: StaticString = #filePath, line: UInt = #line,
        during body: () throws -> Void
    ) throws -> LeakFailure? {
        guard let baseline = NewLeakedCycles.baseline() else {
            try body()
            throw XCTSkip(
                "assertNoNewLeakedCycles: not checked: \(LeakTracker.unavailableReason ?? "no scan")", file: file,
                line: line)
        }
        try body()
        return NewLeakedCycles.check(
            testName: name, location: LeakSourceLocation(file: file, line: line), since: baseline,
            reporter: reporter ?? XCTestReporter(self))
    }
}

/// Reports a leak as an XCTest failure of the given test case, at the helper's call site.
public struct XCTestReporter: LeakReporter, @unchecked Sendable {
    // @unchecked: XCTestCase is not Sendable, and LeakReporter is. The reporter is made and used
    // on the test's own thread (in the test body or its teardown blocks), never handed elsewhere.
    private weak var testCase: XCTestCase?

    /// A reporter failing `testCase`.
    public init(_ testCase: XCTestCase) {
        self.testCase = testCase
    }

    /// Records the failure message on the test case (or `XCTFail` when it is gone).
    public func report(_ failure: LeakFailure) {
        guard let testCase else {
            XCTFail(failure.message)
            return
        }
        testCase.recordFailure(
            withDescription: failure.message, inFile: failure.sourceLocation.filePath,
            atLine: failure.sourceLocation.line, expected: true)
    }
}

extension LeakSourceLocation {
    /// A location from XCTest's `#filePath`/`#line` pair.
    init(file: StaticString, line: UInt) {
        let path = "\(file)"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        self.init(fileID: name, filePath: path, line: Int(line), column: 1)
    }
}
