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

/// The result a blocked thread waits for; written once by the task, read after the signal.
private final class BlockingOutcome<T: Sendable>: @unchecked Sendable {
    var result: Result<T, any Error> = .failure(ToolRunError(description: "did not run"))
}

/// Runs compiler tools through swift-subprocess: both pipes are drained by Subprocess, and a run
/// that outlives `timeout` is cancelled, which kills the child.
enum ToolRun {
    /// Output above this size is refused rather than held in memory (an AST dump of a
    /// very large file).
    static let outputLimit = 512 << 20

    /// Waits for `work` from synchronous code, on a thread that is not one of the concurrency
    /// pool's (the command line's main thread): blocking a pool thread this way could starve
    /// the very task it waits for.
    static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let outcome = BlockingOutcome<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { outcome.result = .success(try await work()) } catch { outcome.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try outcome.result.get()
    }

    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`.
    static func run(_ executable: String, _ arguments: [String], timeout: Duration = .seconds(300)) async throws -> ToolOutput {
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
