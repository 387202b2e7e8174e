import Foundation

/// What a finished (or killed) child process left behind.
struct ProcessOutput: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
}

/// Errors from starting the tools an example needs.
public enum ExampleRunnerError: Error, Sendable, CustomStringConvertible, Equatable {
    /// `path` does not exist or holds no examples.
    case noExamples(path: String)
    /// A tool the examples need is not installed.
    case missingTool(name: String, hint: String)
    /// A process could not be started.
    case launchFailed(executable: String, reason: String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .noExamples(let path): return "\(path): no examples found (expected folders holding .c, .m or .swift files)"
        case .missingTool(let name, let hint): return "\(name) not found: \(hint)"
        case .launchFailed(let executable, let reason): return "could not run \(executable): \(reason)"
        }
    }
}

/// Runs `executable` with `arguments`, collects both streams, and kills it after `timeout`
/// seconds: an example that hangs (a run loop that never returns) must not hang the class.
func runProcess(_ executable: String, _ arguments: [String], timeout: Double,
                workingDirectory: String? = nil) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do { try process.run() } catch {
        throw ExampleRunnerError.launchFailed(executable: executable, reason: "\(error)")
    }
    // Read both pipes while the child runs, or a chatty child blocks on a full pipe.
    let reads = DispatchGroup()
    nonisolated(unsafe) var outData = Data(), errData = Data()
    DispatchQueue.global().async(group: reads) { outData = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: reads) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
    }
    reads.wait()
    return ProcessOutput(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self),
                         timedOut: timedOut)
}
