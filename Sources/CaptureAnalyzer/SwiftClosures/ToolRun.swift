import Dispatch
import Foundation
import Subprocess

/// What a finished compiler run left behind.
struct ToolOutput: Sendable {
    /// Exit status (128 + signal for a killed process).
    var status: Int32
    /// Everything written on standard output.
    var stdout: String
    /// Everything written on standard error.
    var stderr: String
}

/// A compiler tool could not be started or did not finish.
struct ToolRunError: Error, CustomStringConvertible {
    var description: String
}

/// Runs compiler tools through swift-subprocess. The analysis is synchronous (the CLI and the
/// tests call it from ordinary code), so each run waits on a detached task; both pipes are
/// drained by Subprocess and a run that outlives `timeout` is cancelled, which kills the child.
enum ToolRun {
    /// Output above this size is refused rather than held in memory (an AST dump of a
    /// very large file).
    static let outputLimit = 512 << 20

    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`.
    static func run(_ executable: String, _ arguments: [String], timeout: Duration = .seconds(300)) throws -> ToolOutput {
        final class Outcome: @unchecked Sendable {
            var result: Result<ToolOutput, any Error> = .failure(ToolRunError(description: "did not run"))
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                outcome.result = .success(try await runAsync(executable, arguments, timeout: timeout))
            } catch {
                outcome.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return try outcome.result.get()
    }

    private static func runAsync(_ executable: String, _ arguments: [String], timeout: Duration) async throws -> ToolOutput {
        let target: Executable = executable.contains("/") ? .path(.init(stringLiteral: executable)) : .name(executable)
        return try await withThrowingTaskGroup(of: ToolOutput?.self) { group in
            group.addTask {
                let result = try await Subprocess.run(target, arguments: Arguments(arguments),
                                                      output: .string(limit: outputLimit), error: .string(limit: outputLimit))
                let status: Int32
                switch result.terminationStatus {
                case .exited(let code): status = code
                case .signaled(let signal): status = 128 + signal
                }
                return ToolOutput(status: status, stdout: result.standardOutput ?? "", stderr: result.standardError ?? "")
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            guard let first = try await group.next(), let output = first else {
                group.cancelAll()
                throw ToolRunError(description: "\(executable) did not finish within \(timeout)")
            }
            group.cancelAll()
            return output
        }
    }

    /// The first executable named `name` on PATH.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
