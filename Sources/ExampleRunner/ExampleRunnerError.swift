import ChildProcess
import LintDriver

/// Errors from starting the tools an example needs.
package enum ExampleRunnerError: Error, Sendable, CustomStringConvertible, Equatable {
    /// `path` does not exist or holds no examples.
    case noExamples(path: String)
    /// `--only` names no example under `path`; `known` are the slugs that are there.
    case unknownExample(slug: String, path: String, known: [String])
    /// A tool the examples need is not installed.
    case missingTool(name: String, hint: String)
    /// A process could not be started.
    case launchFailed(executable: String, reason: String)

    /// A sentence for the user.
    package var description: String {
        switch self {
        case .noExamples(let path):
            return "\(path): no examples found (expected folders holding .c, .m or .swift files)"
        case .unknownExample(let slug, let path, _): return "\(path): no example named '\(slug)'"
        case .missingTool(let name, let hint): return "\(name) not found: \(hint)"
        case .launchFailed(let executable, let reason): return "could not run \(executable): \(reason)"
        }
    }
}

/// Runs `executable` with `arguments` through swift-subprocess, collects both streams, and
/// kills it after `timeout` seconds: an example that hangs (a run loop that never returns) must
/// not hang the class. A killed program's output holds what it printed before the kill.
func runProgram(_ executable: String, _ arguments: [String], timeout: Double) async throws -> ChildOutput {
    do {
        return try await ChildProcess.run(executable, arguments, timeout: .milliseconds(Int64(timeout * 1000)))
    } catch let error as ChildProcessError {
        throw ExampleRunnerError.launchFailed(executable: executable, reason: error.reason)
    }
}
