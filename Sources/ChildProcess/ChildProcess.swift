import Dispatch
import Foundation
import Subprocess
import Synchronization
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// What a finished (or killed) child process left behind.
public struct ChildOutput: Sendable {
    /// Exit status; 128 + the signal number for a process a signal ended.
    public var status: Int32
    /// Everything it wrote on standard output.
    public var stdout: String
    /// Everything it wrote on standard error.
    public var stderr: String
    /// True when it outlived its time limit and was killed.
    public var timedOut: Bool
}

/// A child process could not be started, or its output not collected.
public struct ChildProcessError: Error, CustomStringConvertible, Sendable {
    /// The program that was to run.
    public var program: String
    /// What went wrong.
    public var reason: String
    /// "could not run PROGRAM: REASON".
    public var description: String { "could not run \(program): \(reason)" }
}

/// The command line's child processes (Graphviz, the compiler that builds the leak tracker,
/// the command `capcheck leaks` watches) run through swift-subprocess here: both pipes are
/// drained while the child runs, and a time limit kills it.
public enum ChildProcess {
    /// Output above this size is refused rather than held in memory.
    public static let outputLimit = 512 << 20

    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`, `input` on its
    /// standard input, and collects both streams; kills it after `timeout`. A killed child's
    /// output holds what it wrote before the kill (a hanging program shows how far it got).
    public static func run(_ executable: String, _ arguments: [String], input: String? = nil,
                           workingDirectory: String? = nil, environment: [String: String]? = nil,
                           timeout: Duration = .seconds(300)) async throws -> ChildOutput {
        let target: Executable = executable.contains("/") ? .path(FilePath(executable)) : .name(executable)
        let directory = workingDirectory.map { FilePath($0) }
        let env = environment.map { Environment.custom(Dictionary(uniqueKeysWithValues: $0.map { (Environment.Key(stringLiteral: $0.key), $0.value) })) } ?? .inherit
        do {
            let result = try await Subprocess.run(target, arguments: Arguments(arguments), environment: env,
                                                  workingDirectory: directory, input: .string(input ?? ""),
                                                  output: .sequence, error: .sequence) { execution in
                try await collect(execution, timeout: timeout)
            }
            let streams = result.closureResult
            var stderr = String(decoding: streams.stderr, as: UTF8.self)
            if streams.timedOut {
                if !stderr.isEmpty && !stderr.hasSuffix("\n") { stderr += "\n" }
                stderr += "\(executable) did not finish within \(timeout) and was killed"
            }
            return ChildOutput(status: status(result.terminationStatus), stdout: String(decoding: streams.stdout, as: UTF8.self),
                               stderr: stderr, timedOut: streams.timedOut)
        } catch let error as ChildProcessError {
            throw ChildProcessError(program: executable, reason: error.reason)
        } catch {
            throw ChildProcessError(program: executable, reason: "\(error)")
        }
    }

    /// One stream's bytes, or the time limit passing.
    private enum Part: Sendable {
        case stdout([UInt8]), stderr([UInt8]), timedOut, finished
    }

    /// Drains both streams of a running child at once (a chatty child must not block on a full
    /// pipe) while a timer kills it at `timeout`; the kill closes its pipes, which ends the reads.
    private static func collect<Input: InputProtocol>(_ execution: Execution<Input, SequenceOutput, SequenceOutput>,
                                                      timeout: Duration) async throws -> (stdout: [UInt8], stderr: [UInt8], timedOut: Bool) {
        try await withThrowingTaskGroup(of: Part.self) { group in
            group.addTask { .stdout(try await drain(execution.standardOutput)) }
            group.addTask { .stderr(try await drain(execution.standardError)) }
            group.addTask {
                try? await Task.sleep(for: timeout)
                guard !Task.isCancelled else { return .finished }
                try? execution.send(signal: .kill)
                return .timedOut
            }
            var stdout: [UInt8] = [], stderr: [UInt8] = [], timedOut = false, open = 2
            while open > 0, let part = try await group.next() {
                switch part {
                case .stdout(let bytes): stdout = bytes; open -= 1
                case .stderr(let bytes): stderr = bytes; open -= 1
                case .timedOut: timedOut = true
                case .finished: break
                }
            }
            group.cancelAll()
            return (stdout, stderr, timedOut)
        }
    }

    /// Every byte of `stream`; refuses more than `outputLimit` rather than hold it in memory.
    private static func drain(_ stream: SubprocessOutputSequence) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        for try await buffer in stream {
            buffer.withUnsafeBytes { bytes.append(contentsOf: $0) }
            if bytes.count > outputLimit { throw ChildProcessError(program: "", reason: "it wrote more than \(outputLimit >> 20) MiB of output") }
        }
        return bytes
    }

    /// Runs `executable` with this process's standard input and error, and its standard output
    /// or (with `outputToStandardError`) its standard error as standard output; waits for it
    /// however long it takes. Returns the exit status (128 + signal).
    public static func runAttached(_ executable: String, _ arguments: [String], environment: [String: String],
                                   outputToStandardError: Bool = false) async throws -> Int32 {
        let env = Environment.custom(Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) }))
        do {
            let result = try await Subprocess.run(.path(FilePath(executable)), arguments: Arguments(arguments), environment: env,
                                                  input: .currentStandardInput,
                                                  output: outputToStandardError ? .fileDescriptor(.standardError, closeAfterSpawningProcess: false)
                                                                                : .fileDescriptor(.standardOutput, closeAfterSpawningProcess: false),
                                                  error: .currentStandardError)
            return status(result.terminationStatus)
        } catch {
            throw ChildProcessError(program: executable, reason: "\(error)")
        }
    }

    /// Waits from synchronous code for `work`, which starts on a queue of its own. Call it only
    /// from a thread outside the concurrency pool (the command line's main thread): parts of
    /// swift-subprocess resume on the pool, so callers blocking every pool thread (tests run
    /// there, two threads on a 2-core machine) deadlock.
    public static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached(executorPreference: executor) {
            let result: Result<T, any Error>
            do { result = .success(try await work()) } catch { result = .failure(error) }
            outcome.set(result)
            done.signal()
        }
        done.wait()
        return try outcome.get()
    }

    /// The first executable named `name` on PATH, or among `fallbacks`.
    public static func find(_ name: String, fallbacks: [String] = []) -> String? {
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

    private static let executor = QueueExecutor()
}

/// Runs tasks' jobs on a dispatch queue of its own instead of the concurrency pool. The queue
/// is serial, which libdispatch backs with an overcommitting thread: it gets a thread even when
/// every worker is blocked waiting for a child (a concurrent queue would share the workers and
/// starve).
private final class QueueExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "capcheck.child-process")

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { unowned.runSynchronously(on: executor) }
    }
}

/// The result a blocked thread waits for, written once before the signal.
private final class Outcome<T: Sendable>: Sendable {
    private let value = Mutex<Result<T, any Error>?>(nil)
    func set(_ result: Result<T, any Error>) { value.withLock { $0 = result } }
    func get() throws -> T {
        guard let result = value.withLock({ $0 }) else { throw ChildProcessError(program: "the child process", reason: "it did not report") }
        return try result.get()
    }
}
