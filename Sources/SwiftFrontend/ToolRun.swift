import ChildProcess

/// What a finished compiler run left behind.
package struct ToolOutput: Sendable {
    /// Exit status (128 + signal for a killed process).
    package var status: Int32
    /// Everything written on standard output.
    package var stdout: String
    /// Everything written on standard error.
    package var stderr: String
}

/// A compiler tool could not be started or did not finish.
package struct ToolRunError: Error, CustomStringConvertible {
    package var description: String
}

/// Runs compiler tools through the project's swift-subprocess runner: both pipes drained
/// while the compiler runs, a run that outlives its time limit killed. Output above
/// `ChildProcess.outputLimit` (an AST dump of a very large file) is refused.
package enum ToolRun {
    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`, through the
    /// project's swift-subprocess runner.
    package static func run(_ executable: String, _ arguments: [String], timeout: Duration = .seconds(300)) async throws
        -> ToolOutput
    {
        let output = try await ChildProcess.run(executable, arguments, timeout: timeout)
        if output.timedOut { throw ToolRunError(description: "\(executable) did not finish within \(timeout)") }
        return ToolOutput(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// The first executable named `name` on PATH.
    package static func find(_ name: String) -> String? { ChildProcess.find(name) }
}
