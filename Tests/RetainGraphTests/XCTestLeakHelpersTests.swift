import Foundation
import XCTest

@testable import RetainGraph
@testable import RetainGraphTesting

/// A test case run from inside another test, so its teardown blocks can be observed.
final class DeallocationFixture: XCTestCase {
    nonisolated(unsafe) static var reporter: RecordingReporter?
    nonisolated(unsafe) static var owner: CycleOwner?
    nonisolated(unsafe) static var freed = DeinitFlag()

    func leaveACycleBehind() {
        let object = CycleOwner(freed: Self.freed)
        object.closeCycle()
        Self.owner = object
        expectDeallocation(of: object, grace: .milliseconds(10), reporter: Self.reporter)
    }

    nonisolated(unsafe) static var threadOption: ThreadLeakOption?
    nonisolated(unsafe) static var keepAlive: KeepAliveThread?

    func leaveAThreadRunning() {
        expectNoLeakedThreads(
            grace: .milliseconds(20), options: Self.threadOption.map { [$0] } ?? [], reporter: Self.reporter)
        Self.keepAlive = KeepAliveThread(name: "cc-xc-teardown")
    }

    func stopTheThread() {
        expectNoLeakedThreads(
            grace: .milliseconds(20), options: Self.threadOption.map { [$0] } ?? [], reporter: Self.reporter)
        KeepAliveThread(name: "cc-xc-teardown").stop()
    }

    func freeEverything() {
        let object = CycleOwner(freed: Self.freed)
        expectDeallocation(of: object, grace: .milliseconds(10), reporter: Self.reporter)
    }
}

final class XCTestLeakHelpersTests: XCTestCase {
    /// An assertion that still counts after a nested `XCTestCase.run()`: that run clears
    /// XCTest's notion of the current test case, so `XCTAssert*` afterwards record nothing.
    private func require(
        _ condition: Bool, _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if !condition {
            recordFailure(
                withDescription: "requirement failed: \(message())", inFile: "\(file)", atLine: Int(line),
                expected: true)
        }
    }

    func testAssertNoLeakedThreadsReportsAThreadStillRunning() throws {
        let reporter = RecordingReporter()
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread(name: "cc-xctest-leak")
        defer { keepAlive.stop() }

        let leaks = assertNoLeakedThreads(
            since: baseline, grace: .milliseconds(20),
            options: [onlyThreads(keepAlive.tid)], reporter: reporter)

        XCTAssertEqual(leaks.map(\.tid), [keepAlive.tid])
        XCTAssertEqual(reporter.failures.count, 1)
        let failure = try XCTUnwrap(reporter.failures.first)
        XCTAssertTrue(
            failure.testName.contains("testAssertNoLeakedThreadsReportsAThreadStillRunning"), failure.testName)
        XCTAssertTrue(failure.message.contains("cc-xctest-leak"), failure.message)
        XCTAssertTrue(failure.sourceLocation.filePath.hasSuffix("XCTestLeakHelpersTests.swift"))
        if let path = failure.reportPath { removeReport(path) }
    }

    func testAssertNoLeakedThreadsPassesWhenTheThreadWasStopped() {
        let reporter = RecordingReporter()
        let baseline = ThreadSnapshot.current()
        let keepAlive = KeepAliveThread(name: "cc-xctest-ok")
        let tid = keepAlive.tid
        keepAlive.stop()

        let leaks = assertNoLeakedThreads(
            since: baseline, grace: .milliseconds(20),
            options: [onlyThreads(tid)], reporter: reporter)

        XCTAssertTrue(leaks.isEmpty)
        XCTAssertTrue(reporter.failures.isEmpty)
    }

    func testExpectDeallocationFailsInTeardownWithTheRetainCycle() {
        let reporter = RecordingReporter()
        DeallocationFixture.reporter = reporter
        DeallocationFixture.freed = DeinitFlag()
        let fixture = DeallocationFixture(name: "leaveACycleBehind") {
            ($0 as? DeallocationFixture)?.leaveACycleBehind()
        }

        fixture.run()

        defer {
            DeallocationFixture.owner?.handler = nil
            DeallocationFixture.owner = nil
        }
        require(reporter.failures.count == 1, "\(reporter.failures.count) failures reported")
        guard let failure = reporter.failures.first, let survivor = failure.survivingObjects.first else {
            require(false, "no surviving object reported")
            return
        }
        require(survivor.typeName.hasSuffix("CycleOwner"), survivor.typeName)
        require(!survivor.cycleIndices.isEmpty, failure.message)
        require(failure.message.contains("-[handler (closure #1 in CycleOwner.closeCycle())]->"), failure.message)
        require(failure.testName.contains("leaveACycleBehind"), failure.testName)
        require(!DeallocationFixture.freed.isSet)
        DeallocationFixture.owner?.handler = nil
        DeallocationFixture.owner = nil
        require(DeallocationFixture.freed.isSet, "breaking the cycle must free the object")
        if let path = failure.reportPath { removeReport(path) }
    }

    func testExpectDeallocationPassesWhenTheObjectIsFreed() {
        let reporter = RecordingReporter()
        DeallocationFixture.reporter = reporter
        DeallocationFixture.freed = DeinitFlag()
        let fixture = DeallocationFixture(name: "freeEverything") { ($0 as? DeallocationFixture)?.freeEverything() }

        fixture.run()

        require(DeallocationFixture.freed.isSet)
        require(reporter.failures.isEmpty, reporter.failures.map(\.message).joined())
    }

    func testExpectNoLeakedThreadsFailsInTeardownForAThreadStillRunning() {
        let reporter = RecordingReporter()
        DeallocationFixture.reporter = reporter
        DeallocationFixture.threadOption = onlyThreads(namedWithPrefix: "cc-xc-teardown")
        let fixture = DeallocationFixture(name: "leaveAThreadRunning") {
            ($0 as? DeallocationFixture)?.leaveAThreadRunning()
        }

        fixture.run()

        let keepAlive = DeallocationFixture.keepAlive
        defer { keepAlive?.stop() }
        require(reporter.failures.count == 1, "\(reporter.failures.count) failures reported")
        require(
            reporter.failures.first?.leakedThreads.map(\.tid) == keepAlive.map { [$0.tid] },
            "\(reporter.failures.map(\.message))")
        require(reporter.failures.first?.testName.contains("leaveAThreadRunning") == true)
        if let path = reporter.failures.first?.reportPath { removeReport(path) }
    }

    func testExpectNoLeakedThreadsPassesWhenTheTestStopsItsThread() {
        let reporter = RecordingReporter()
        DeallocationFixture.reporter = reporter
        DeallocationFixture.threadOption = onlyThreads(namedWithPrefix: "cc-xc-teardown")
        let fixture = DeallocationFixture(name: "stopTheThread") { ($0 as? DeallocationFixture)?.stopTheThread() }

        fixture.run()

        require(reporter.failures.isEmpty, reporter.failures.map(\.message).joined())
    }
}

/// Removes a report a failing check wrote, and its folder when nothing else is in it (rmdir
/// refuses a folder that is not empty).
func removeReport(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
    rmdir((path as NSString).deletingLastPathComponent)
}
