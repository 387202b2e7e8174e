import Foundation
import Testing

@testable import ExampleRunner

/// The runner every compiler and example goes through, run from tests (the concurrency pool's
/// threads, two on a 2-core machine), where a synchronous wait on a child once deadlocked.
@Suite("Child processes")
struct ChildProcessTests {
    @Test func aChattyProgramDoesNotBlockOnAFullPipe() async throws {
        // 1 MiB on each stream, far more than a pipe holds: both must be read while it runs. A
        // program blocked on a full pipe never ends, so the limit only has to outlast the slowest
        // honest run: the reads share the pool's threads with every other test (over 60 s once,
        // at a load average of 16).
        let script = "head -c 1048576 /dev/zero | tr '\\0' o; head -c 1048576 /dev/zero | tr '\\0' e >&2; exit 3"
        let output = try await runProgram("/bin/sh", ["-c", script], timeout: 600)
        #expect(output.status == 3)
        #expect(!output.timedOut)
        #expect(output.stdout.utf8.count == 1 << 20 && output.stdout.allSatisfy { $0 == "o" })
        #expect(output.stderr.utf8.count == 1 << 20 && output.stderr.allSatisfy { $0 == "e" })
    }

    @Test func aHangingProgramIsKilledAtItsTimeLimitAndKeepsWhatItPrinted() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let output = try await runProgram("/bin/sh", ["-c", "echo before the hang; exec sleep 600"], timeout: 1)
        #expect(output.timedOut)
        #expect(output.status == 128 + SIGKILL)
        #expect(output.stdout == "before the hang\n")
        // Killed, not waited for: the program would sleep for 600 s. (Under load the time-limit
        // task can wait for a pool thread, so the bound is loose.)
        #expect(clock.now - started < .seconds(300))
    }

    /// A program killed at its time limit takes the processes it started with it: a shell's
    /// background job is not left running (for ten minutes here) after the run.
    @Test func aHangingProgramsChildrenAreKilledWithIt() async throws {
        let seconds = "600.\(Int.random(in: 10_000...99_999))"
        let output = try await runProgram(
            "/bin/sh", ["-c", "echo started; (sleep \(seconds); echo late) & wait"], timeout: 1)
        #expect(output.timedOut)
        #expect(output.stdout == "started\n")
        try await Task.sleep(for: .milliseconds(200))
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let left = processes.filter { pid in
            (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.contains(seconds) == true
        }
        #expect(left.isEmpty, "still running: \(left)")
    }

    @Test func manyProgramsAtOnceAllFinish() async throws {
        // More children than pool threads, all awaited together: none may wait for a thread
        // another one holds.
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<16 {
                group.addTask { try await runProgram("/bin/echo", ["child \(index)"], timeout: 60).stdout }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(Set(outputs) == Set((0..<16).map { "child \($0)\n" }))
    }

    @Test func aMissingProgramIsALaunchError() async {
        await #expect(throws: ExampleRunnerError.self) {
            _ = try await runProgram("/nonexistent/program", [], timeout: 10)
        }
    }
}
