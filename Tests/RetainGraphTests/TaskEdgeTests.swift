import Foundation
import RetainGraph
import Testing

// A Task stored in an object whose operation captures that object: `self → Task → operation
// closure → self`. The truth is the deinit: it does not run while the task can still run, and
// runs once the task is cancelled and finishes (its closure is released then).

final class TaskOwner: HOTracked, @unchecked Sendable {
    var task: Task<Void, Never>?
    var label = "owner"
    /// A task with a result: the result's storage sits before the operation in the task.
    var throwing: Task<(String, Int), any Error>?

    /// A task that sleeps until cancelled, holding self.
    func startSleeping() {
        task = Task { [self] in
            try? await Task.sleep(for: .seconds(3600))
            _ = self.label
        }
    }

    /// The same with a second capture, so the operation has a closure context of its own.
    func startSleepingWithSuffix(_ suffix: String) {
        task = Task {
            try? await Task.sleep(for: .seconds(3600))
            _ = self.label + suffix
        }
    }

    func startDetached() {
        task = Task.detached { [self] in
            try? await Task.sleep(for: .seconds(3600))
            _ = self.label
        }
    }

    func startWeak() {
        task = Task { [weak self] in
            try? await Task.sleep(for: .seconds(3600))
            _ = self?.label
        }
    }

    func startThrowing() {
        throwing = Task {
            try await Task.sleep(for: .seconds(3600))
            return (self.label, 1)
        }
    }

    func startQuick() { task = Task { [self] in _ = self.label } }
}

/// Keeps a handle on a task group's child (as code that logs its current task might): the
/// only way a child task is reachable from an object.
final class GroupOwner: HOTracked, @unchecked Sendable {
    var child: UnsafeCurrentTask?
}

/// Waits (bounded) until `condition` holds.
private func eventually(_ condition: () -> Bool) async {
    for _ in 0..<2000 where !condition() { try? await Task.sleep(for: .milliseconds(2)) }
}

@Suite struct TaskEdgeTests {
    @Test func taskWhoseOperationCapturesItsOwnerIsACycle() async {
        let deaths = HODeaths()
        weak var probe: TaskOwner?
        do {
            let owner = TaskOwner(deaths, "owner")
            owner.startSleeping()
            probe = owner
        }
        #expect(deaths.count == 0)
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("TaskOwner"), "Swift.Task"]])
        #expect(report.cycles.first?.edges.map(\.label).contains("operation closure") == true, "\(hoDescribe(report))")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        probe?.task?.cancel()
        await eventually { deaths.count == 1 }
        #expect(deaths.count == 1)
    }

    @Test func taskOperationWithSeveralCapturesGoesThroughItsClosureContext() async {
        let deaths = HODeaths()
        weak var probe: TaskOwner?
        do {
            let owner = TaskOwner(deaths, "owner")
            owner.startSleepingWithSuffix("!")
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("TaskOwner"), "Swift.Task"]])
        #expect(report.cycles.first?.nodes.contains { $0.kind == .closureContext } == true, "\(hoDescribe(report))")
        #expect(report.cycles.first?.nodes.contains { $0.kind == .task } == true)
        probe?.task?.cancel()
        await eventually { deaths.count == 1 }
        #expect(deaths.count == 1)
    }

    @Test func detachedTaskCapturingItsOwnerIsACycle() async {
        let deaths = HODeaths()
        weak var probe: TaskOwner?
        do {
            let owner = TaskOwner(deaths, "owner")
            owner.startDetached()
            probe = owner
        }
        #expect(deaths.count == 0)
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("TaskOwner"), "Swift.Task"]])
        probe?.task?.cancel()
        await eventually { deaths.count == 1 }
        #expect(deaths.count == 1)
    }

    @Test func runningTaskKeepsTheCycleAliveAndTheReportSaysSo() async {
        let deaths = HODeaths()
        weak var probe: TaskOwner?
        do {
            let owner = TaskOwner(deaths, "owner")
            owner.startSleeping()
            probe = owner
        }
        // Let it start and suspend in its sleep: the runtime holds it until the sleep ends.
        try? await Task.sleep(for: .milliseconds(50))
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("TaskOwner"), "Swift.Task"]])
        // Cancelling it frees the cycle (checked below): it is not leaked, and the holder named
        // is the unfinished task.
        #expect(report.cycles.first?.isLeaked == false)
        #expect(
            report.cycles.first?.keptAliveBy.first?.hasPrefix("unfinished task (Swift.Task at 0x") == true,
            "\(report.cycles.first?.keptAliveBy ?? [])")
        probe?.task?.cancel()
        await eventually { deaths.count == 1 }
        #expect(deaths.count == 1)
    }

    @Test func taskWithAResultIsReadPastItsResultStorage() async {
        let deaths = HODeaths()
        weak var probe: TaskOwner?
        do {
            let owner = TaskOwner(deaths, "owner")
            owner.startThrowing()
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("TaskOwner"), "Swift.Task"]])
        probe?.throwing?.cancel()
        await eventually { deaths.count == 1 }
        #expect(deaths.count == 1)
    }

    @Test func taskGroupChildHoldsItsOperation() async {
        let deaths = HODeaths()
        let owner = GroupOwner(deaths, "owner")
        let parent = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { [owner] in
                    withUnsafeCurrentTask { owner.child = $0 }
                    try? await Task.sleep(for: .seconds(3600))
                    _ = owner.name
                }
            }
        }
        await eventually { owner.child != nil }
        // A child task has the child and group-child fragments before its future fragment:
        // its operation is found past them.
        let report = findRetainCycles(from: [owner])
        hoExpectCycles(report, [[ho("GroupOwner"), "Swift.Task"]])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        owner.child = nil
        parent.cancel()
        await parent.value
    }

    @Test func weakSelfInATaskIsNoCycle() async {
        let deaths = HODeaths()
        var owner: TaskOwner? = TaskOwner(deaths, "owner")
        owner?.startWeak()
        let task = owner?.task
        let report = findRetainCycles(from: [owner!])
        hoExpectCycles(report, [])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        owner = nil
        #expect(deaths.count == 1)
        task?.cancel()
    }

    @Test func finishedTaskNoLongerHoldsItsOperation() async {
        let deaths = HODeaths()
        var owner: TaskOwner? = TaskOwner(deaths, "owner")
        owner?.startQuick()
        await owner?.task?.value
        let report = findRetainCycles(from: [owner!])
        // The runtime released the operation's context when the task completed: reading the
        // stale word would invent a cycle through a freed object.
        hoExpectCycles(report, [])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        owner = nil
        #expect(deaths.count == 1)
    }
}
