import Foundation
import Testing

@testable import Reporting
@testable import RetainGraph
@testable import RetainGraphTesting

/// A fake reporter: keeps the failures instead of failing the test.
final class RecordingReporter: LeakReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [LeakFailure] = []
    func report(_ failure: LeakFailure) {
        lock.lock()
        recorded.append(failure)
        lock.unlock()
    }
    var failures: [LeakFailure] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

/// Ignores every thread whose OS name does not start with `prefix`: tests name their threads
/// uniquely, so threads of tests running in parallel never count.
func onlyThreads(namedWithPrefix prefix: String) -> ThreadLeakOption {
    .ignoringThreads(where: { !$0.name.hasPrefix(prefix) })
}

/// An object that can be put in a retain cycle through a closure, and says when it is freed.
final class CycleOwner: @unchecked Sendable {
    var handler: (() -> Void)?
    let freed: DeinitFlag
    init(freed: DeinitFlag) { self.freed = freed }
    func closeCycle() { handler = { _ = self.freed } }
    deinit { freed.set() }
}

/// Set by a `deinit`: the truth about whether an object was freed.
final class DeinitFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// Hands an object out of a test body closure so the test can clean up after the check.
final class ObjectBox<T>: @unchecked Sendable {
    var value: T?
}

/// Hands an object out of a test body without holding it, so only its own cycle keeps it.
final class WeakBox<T: AnyObject>: @unchecked Sendable {
    weak var value: T?
}

@Suite struct TraitTests {
    @Test func traitReportsAThreadTheBodyLeftRunningWithNameTidAndTopFrames() async throws {
        let reporter = RecordingReporter()
        let trait = LeakCheckTrait.noLeakedThreads(
            grace: .milliseconds(50), onlyThreads(namedWithPrefix: "cc-trait-leak"),
            reporter: reporter)
        let started = ObjectBox<KeepAliveThread>()
        defer { started.value?.stop() }

        try await trait.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            started.value = KeepAliveThread(name: "cc-trait-leak")
        }

        let keepAlive = try #require(started.value)
        let failure = try #require(reporter.failures.first)
        #expect(reporter.failures.count == 1)
        #expect(failure.testName.hasSuffix("traitReportsAThreadTheBodyLeftRunningWithNameTidAndTopFrames()"))
        #expect(failure.leakedThreads.map(\.tid) == [keepAlive.tid])
        #expect(failure.message.contains("cc-trait-leak"))
        #expect(failure.message.contains("\(keepAlive.tid)"))
        #expect(failure.message.contains("parked in a run loop"))
        #expect(failure.message.contains("CFRunLoopRunSpecific"))
        // The JSON report exists, is named in the message, and reads back with both shapes.
        let path = try #require(failure.reportPath)
        #expect(failure.message.contains(path))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let report = try JSONDecoder().decode(ReportDocument.self, from: data)
        #expect(report.leakedThreads.map(\.tid) == [keepAlive.tid])
        #expect(try JSONDecoder().decode(RetainReport.self, from: data).cycles.isEmpty)
        // What `capcheck report FILE` reads and prints.
        let document = try JSONDecoder().decode(ReportDocument.self, from: data)
        let text = TextReportRenderer().render(document)
        #expect(text.contains("cc-trait-leak"))
        #expect(text.contains("[runtime-leaked-thread]"))
        #expect(text.contains("CFRunLoopRunSpecific"))
        removeReport(path)
    }

    @Test func traitPassesATestThatStopsItsThread() async throws {
        let reporter = RecordingReporter()
        let trait = LeakCheckTrait.noLeakedThreads(
            grace: .milliseconds(50), onlyThreads(namedWithPrefix: "cc-trait-clean"),
            reporter: reporter)
        try await trait.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            let keepAlive = KeepAliveThread(name: "cc-trait-clean")
            keepAlive.stop()
        }
        #expect(reporter.failures.isEmpty)
    }

    @Test func traitReportsAnObjectKeptAliveByARetainCycleWithTheCyclePath() async throws {
        let reporter = RecordingReporter()
        let freed = DeinitFlag()
        let owner = WeakBox<CycleOwner>()
        try await LeakCheckTrait.noRetainCycles(grace: .milliseconds(20), reporter: reporter)
            .provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
                let object = CycleOwner(freed: freed)
                object.closeCycle()
                expectDeallocation(of: object)
                owner.value = object
            }
        // Only the cycle holds the object now; break it when done, whatever the expectations say.
        defer { owner.value?.handler = nil }
        let failure = try #require(reporter.failures.first)
        let survivor = try #require(failure.survivingObjects.first)
        #expect(reporter.failures.count == 1)
        #expect(survivor.typeName.hasSuffix("CycleOwner"))
        #expect(!survivor.cycleIndices.isEmpty)
        let cycle = try #require(survivor.cycleIndices.first.map { failure.cycles[$0] })
        #expect(cycle.nodes.contains { $0.address == survivor.address })
        #expect(cycle.edges.contains { $0.label.contains("handler") }, "\(cycle.pathDescription)")
        #expect(cycle.isLeaked, "nothing but the cycle holds it: \(cycle.keptAliveBy)")
        #expect(failure.message.contains("retain cycle (leaked"))
        #expect(!freed.isSet)
        let path = try #require(failure.reportPath)
        let document = try JSONDecoder().decode(ReportDocument.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(document.survivors.map(\.address) == [survivor.address])
        #expect(document.survivors.first?.cycleIndices == survivor.cycleIndices)
        #expect(document.cycles.count == failure.cycles.count)
        removeReport(path)
        // Break the cycle: the object really goes, so it was the cycle that kept it.
        owner.value?.handler = nil
        #expect(freed.isSet)
    }

    @Test func traitPassesWhenTrackedObjectsAreDeallocated() async throws {
        let reporter = RecordingReporter()
        let freed = DeinitFlag()
        try await LeakCheckTrait.noRetainCycles(grace: .milliseconds(20), reporter: reporter)
            .provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
                let object = CycleOwner(freed: freed)
                object.handler = { [weak object] in _ = object }
                expectDeallocation(of: object)
            }
        #expect(freed.isSet)
        #expect(reporter.failures.isEmpty)
    }

    @Test func defaultReporterRecordsAnIssueOnTheTest() async throws {
        let freed = DeinitFlag()
        let owner = ObjectBox<CycleOwner>()
        let test = try #require(Test.current)
        try await withKnownIssue {
            try await LeakCheckTrait.noRetainCycles(grace: .milliseconds(10))
                .provideScope(for: test, testCase: Test.Case.current) {
                    let object = CycleOwner(freed: freed)
                    object.closeCycle()
                    expectDeallocation(of: object)
                    owner.value = object
                }
        } matching: { issue in
            // The failure names the JSON report it wrote; the test removes it afterwards.
            for line in issue.comments.flatMap({ $0.rawValue.split(separator: "\n") }) where line.hasPrefix("report: ")
            {
                removeReport(String(line.dropFirst("report: ".count)))
            }
            return issue.comments.contains { $0.rawValue.contains("CycleOwner") }
        }
        owner.value?.handler = nil
    }

    @Test func expectDeallocationWithoutTheTraitRecordsAnIssue() {
        let object = CycleOwner(freed: DeinitFlag())
        withKnownIssue {
            expectDeallocation(of: object)
        }
    }

    @Test(.noRetainCycles()) func theTraitOnATestOpensADeallocationScope() {
        #expect(DeallocationTracker.current != nil)
        let object = CycleOwner(freed: DeinitFlag())
        expectDeallocation(of: object)
    }

    @Test func reportGoesToTheDirectoryTheEnvironmentNames() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("capcheck-report-test-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = ReportDocument(
            test: "Suite/test()",
            leakedThreads: [
                LeakedThread(
                    tid: 42, name: "worker", frames: [StackFrame(address: 1, function: "poll", image: "libc.so.6")],
                    isParkedInRunLoop: false)
            ])
        let path = try LeakCheckRun.write(
            report, testName: "Suite/test()",
            environment: [LeakCheckRun.reportDirectoryVariable: directory])
        #expect(path.hasPrefix(directory + "/Suite_test__"))
        let decoded = try JSONDecoder().decode(ReportDocument.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(decoded.test == "Suite/test()")
        #expect(decoded.leakedThreads.first?.stack == ["poll in libc.so.6"])
    }
}

/// The trait on a suite reaches each test in it, and each case of a parameterized test.
@Suite(.noRetainCycles()) struct TraitOnSuiteTests {
    @Test func eachTestOfTheSuiteGetsADeallocationScope() {
        #expect(DeallocationTracker.current != nil)
        expectDeallocation(of: CycleOwner(freed: DeinitFlag()))
    }

    @Test(arguments: [1, 2]) func eachCaseGetsItsOwnScope(_ value: Int) {
        let tracker = DeallocationTracker.current
        #expect(tracker != nil)
        #expect(tracker?.isEmpty == true)  // nothing tracked by the other case
        expectDeallocation(of: CycleOwner(freed: DeinitFlag()))
    }
}

@Suite struct TraitThrowingBodyTests {
    struct BodyFailed: Error {}

    @Test func aThrowingBodyIsStillCheckedAndItsErrorRethrown() async throws {
        let reporter = RecordingReporter()
        let owner = WeakBox<CycleOwner>()
        let test = try #require(Test.current)
        await #expect(throws: BodyFailed.self) {
            try await LeakCheckTrait.noRetainCycles(grace: .milliseconds(10), reporter: reporter)
                .provideScope(for: test, testCase: Test.Case.current) {
                    let object = CycleOwner(freed: DeinitFlag())
                    object.closeCycle()
                    expectDeallocation(of: object)
                    owner.value = object
                    throw BodyFailed()
                }
        }
        #expect(reporter.failures.count == 1)
        if let path = reporter.failures.first?.reportPath { removeReport(path) }
        owner.value?.handler = nil
    }
}
