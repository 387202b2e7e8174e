import Dispatch
import Foundation
import ChildProcess

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

/// Runs compiler tools: through swift-subprocess from async code (both pipes drained by
/// Subprocess; a run that outlives `timeout` is cancelled, which kills the child), and through
/// Foundation's `Process` from synchronous code, which must not wait on a task.
enum ToolRun {
    /// Output above this size is refused rather than held in memory (an AST dump of a
    /// very large file).
    static let outputLimit = 512 << 20

    /// A child process started by `startBlocking`, collected by `wait()`.
    final class Pending: @unchecked Sendable {
        fileprivate var process: Process?
        fileprivate var failure: (any Error)?
        fileprivate var out = Data(), err = Data()
        fileprivate let reads = DispatchGroup()
        fileprivate let finished = DispatchSemaphore(value: 0)
        fileprivate var timeout: Double = 300

        /// Waits for the process; kills it after the timeout.
        func wait() throws -> ToolOutput {
            if let failure { throw failure }
            guard let process else { throw ToolRunError(description: "did not start") }
            if finished.wait(timeout: .now() + timeout) == .timedOut {
                process.terminate()
                finished.wait()
                reads.wait()
                throw ToolRunError(description: "\(process.executableURL?.path ?? "the compiler") did not finish within \(Int(timeout)) s")
            }
            reads.wait()
            return ToolOutput(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                              stderr: String(decoding: err, as: UTF8.self))
        }
    }

    /// Starts `executable` with Foundation's `Process` for synchronous callers; both pipes are
    /// drained on dispatch threads while it runs (a chatty compiler would block on a full pipe).
    static func startBlocking(_ executable: String, _ arguments: [String], timeout: Double = 300) -> Pending {
        let pending = Pending()
        pending.timeout = timeout
        let process = Process()
        let path = executable.contains("/") ? executable : find(executable) ?? executable
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        process.terminationHandler = { _ in pending.finished.signal() }
        do { try process.run() } catch {
            pending.failure = ToolRunError(description: "could not run \(path): \(error)")
            return pending
        }
        pending.process = process
        DispatchQueue.global().async(group: pending.reads) { pending.out = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: pending.reads) { pending.err = err.fileHandleForReading.readDataToEndOfFile() }
        return pending
    }

    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`, through the
    /// project's swift-subprocess runner.
    static func run(_ executable: String, _ arguments: [String], timeout: Duration = .seconds(300)) async throws -> ToolOutput {
        let output = try await ChildProcess.run(executable, arguments, timeout: timeout)
        if output.timedOut { throw ToolRunError(description: "\(executable) did not finish within \(timeout)") }
        return ToolOutput(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// The first executable named `name` on PATH.
    static func find(_ name: String) -> String? { ChildProcess.find(name) }
}
