import Foundation
import Subprocess

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// What a finished (or killed) child process left behind.
package struct ChildOutput: Sendable {
    /// Exit status; 128 + the signal number for a process a signal ended.
    package var status: Int32
    /// Everything it wrote on standard output.
    package var stdout: String
    /// Everything it wrote on standard error.
    package var stderr: String
    /// True when it outlived its time limit and was killed.
    package var timedOut: Bool
}

/// A child process could not be started, or its output not collected.
package struct ChildProcessError: Error, CustomStringConvertible, Sendable {
    /// The program that was to run.
    package var program: String
    /// What went wrong.
    package var reason: String
    /// "could not run PROGRAM: REASON".
    package var description: String { "could not run \(program): \(reason)" }
}

/// Every child process (the compilers explain and the examples run, the examples themselves,
/// Graphviz, the compiler that builds the leak tracker, the command `capcheck leaks` watches)
/// runs through swift-subprocess here: both pipes are drained while the child runs, and a time
/// limit kills it. There is no synchronous variant: waiting on a child from a thread of the
/// concurrency pool starves the pool (two threads on a 2-core machine), so callers are async.
package enum ChildProcess {
    /// Output above this size is refused rather than held in memory.
    package static let outputLimit = 512 << 20

    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`, `input` on its
    /// standard input, and collects both streams; kills it after `timeout`. A killed child's
    /// output holds what it wrote before the kill (a hanging program shows how far it got).
    package static func run(
        _ executable: String, _ arguments: [String], input: String? = nil,
        workingDirectory: String? = nil, environment: [String: String]? = nil,
        timeout: Duration = .seconds(300)
    ) async throws -> ChildOutput {
        let target: Executable = executable.contains("/") ? .path(FilePath(executable)) : .name(executable)
        let directory = workingDirectory.map { FilePath($0) }
        let env =
            environment.map {
                Environment.custom(
                    Dictionary(uniqueKeysWithValues: $0.map { (Environment.Key(stringLiteral: $0.key), $0.value) }))
            } ?? .inherit
        do {
            let result = try await Subprocess.run(
                target, arguments: Arguments(arguments), environment: env,
                workingDirectory: directory, input: .string(input ?? ""),
                output: .sequence, error: .sequence
            ) { execution in
                try await collect(execution, timeout: timeout)
            }
            let streams = result.closureResult
            var stderr = String(decoding: streams.stderr, as: UTF8.self)
            if streams.timedOut {
                if !stderr.isEmpty && !stderr.hasSuffix("\n") { stderr += "\n" }
                stderr += "\(executable) did not finish within \(timeout) and was killed"
            }
            return ChildOutput(
                status: status(result.terminationStatus), stdout: String(decoding: streams.stdout, as: UTF8.self),
                stderr: stderr, timedOut: streams.timedOut)
        } catch let error as ChildProcessError {
            throw ChildProcessError(program: executable, reason: error.reason)
        } catch {
            throw ChildProcessError(program: executable, reason: "\(error)")
        }
    }

    /// One stream's bytes, or the time limit passing.
    private enum Part: Sendable {
        case stdout([UInt8])
        case stderr([UInt8])
        case timedOut, finished
    }

    /// Drains both streams of a running child at once (a chatty child must not block on a full
    /// pipe) while a timer kills it at `timeout`; the kill closes its pipes, which ends the reads.
    private static func collect<Input: InputProtocol>(
        _ execution: Execution<Input, SequenceOutput, SequenceOutput>,
        timeout: Duration
    ) async throws -> (stdout: [UInt8], stderr: [UInt8], timedOut: Bool) {
        try await withThrowingTaskGroup(of: Part.self) { group in
            group.addTask { .stdout(try await drain(execution.standardOutput)) }
            group.addTask { .stderr(try await drain(execution.standardError)) }
            group.addTask {
                try? await Task.sleep(for: timeout)
                guard !Task.isCancelled else { return .finished }
                // Its descendants too: a grandchild that holds the pipes would keep the reads open.
                let descendants = Self.descendants(of: execution.processIdentifier.value)
                try? execution.send(signal: .kill)
                for pid in descendants { kill(pid, SIGKILL) }
                return .timedOut
            }
            var stdout: [UInt8] = []
            var stderr: [UInt8] = []
            var timedOut = false
            var open = 2
            // Every part is awaited: a kill ends the reads, which can report before the timer does.
            for try await part in group {
                switch part {
                case .stdout(let bytes):
                    stdout = bytes
                    open -= 1
                case .stderr(let bytes):
                    stderr = bytes
                    open -= 1
                case .timedOut: timedOut = true
                case .finished: break
                }
                if open == 0 { group.cancelAll() }
            }
            return (stdout, stderr, timedOut)
        }
    }

    /// The processes `pid` started, and theirs, from each thread's `/proc/PID/task/TID/children`.
    static func descendants(of pid: pid_t) -> [pid_t] {
        var found: [pid_t] = []
        var pending = [pid]
        while let parent = pending.popLast() {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(parent)/task")) ?? []
            for task in tasks {
                guard let text = try? String(contentsOfFile: "/proc/\(parent)/task/\(task)/children", encoding: .utf8)
                else { continue }
                let children = text.split(separator: " ").compactMap { pid_t($0) }.filter { !found.contains($0) }
                found += children
                pending += children
            }
        }
        return found
    }

    /// Every byte of `stream`; refuses more than `outputLimit` rather than hold it in memory.
    private static func drain(_ stream: SubprocessOutputSequence) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        for try await buffer in stream {
            buffer.withUnsafeBytes { bytes.append(contentsOf: $0) }
            if bytes.count > outputLimit {
                throw ChildProcessError(program: "", reason: "it wrote more than \(outputLimit >> 20) MiB of output")
            }
        }
        return bytes
    }

    /// Runs `executable` with this process's standard input and error, and its standard output
    /// or (with `outputToStandardError`) its standard error as standard output; waits for it
    /// however long it takes. Returns the exit status (128 + signal).
    package static func runAttached(
        _ executable: String, _ arguments: [String], environment: [String: String],
        outputToStandardError: Bool = false
    ) async throws -> Int32 {
        let env = Environment.custom(
            Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) }))
        do {
            let result = try await Subprocess.run(
                .path(FilePath(executable)), arguments: Arguments(arguments), environment: env,
                input: .currentStandardInput,
                output: outputToStandardError
                    ? .fileDescriptor(.standardError, closeAfterSpawningProcess: false)
                    : .fileDescriptor(.standardOutput, closeAfterSpawningProcess: false),
                error: .currentStandardError)
            return status(result.terminationStatus)
        } catch {
            throw ChildProcessError(program: executable, reason: "\(error)")
        }
    }

    /// The first executable named `name` on PATH, or among `fallbacks`.
    package static func find(_ name: String, fallbacks: [String] = []) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/\(name)" } + fallbacks
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func status(_ termination: TerminationStatus) -> Int32 {
        switch termination {
        case .exited(let code): return code
        case .signaled(let signal): return 128 + signal
        }
    }
}
