import ChildProcess
import Foundation

/// Runs a command with the allocation tracker loaded into it (LD_PRELOAD) and gathers what its
/// Swift processes report when they exit: what `capcheck leaks` does.
///
/// Every process the command starts inherits the tracker. Each Swift process that is not part
/// of the toolchain (`swift build`, the compiler: skipped by path) writes a start record when it
/// loads the tracker and a report when it exits, into a directory named by
/// `CAPCHECK_LEAKS_DIR`; so `swift test`, a shell script or a binary of another package built
/// with the same toolchain all work.
package struct LeakRun: Sendable {
    /// The command and its arguments; the first is looked up on PATH.
    package var command: [String]
    /// Frames recorded at each allocation (0: no backtraces; they cost time and memory).
    package var backtraceDepth: Int = 0
    /// Adds `file:line` to backtrace frames that have debug information.
    package var sourceLocations = false
    /// How long the exit scan waits for new threads to end before calling them leaked.
    package var threadGrace: Duration = .milliseconds(100)
    /// Executables under these directories are not tracked (default: the Swift toolchain's).
    package var skippedDirectories: [String] = LeakRun.toolchainDirectories()
    /// Where the command's standard output goes.
    package var standardOutput: OutputDestination = .inherit
    /// What the harness and runtimes own: kept out of the report and counted apart (default:
    /// `OwnedElsewhere.harness`).
    package var ownedElsewhere: [OwnedElsewhere] = OwnedElsewhere.harness
    /// The scan library the tracker loads at exit (default: next to this executable).
    package var scannerPath: String = LeakRun.defaultScannerPath()

    /// Where the command's standard output goes.
    package enum OutputDestination: Sendable {
        /// Where this process's goes.
        case inherit
        /// To this process's standard error (keeps a report on standard output parseable).
        case standardError
    }

    /// A run of `command` with the defaults.
    package init(command: [String]) {
        self.command = command
    }

    /// Runs the command to its end and returns the merged report.
    package func run() async throws(LeakRunError) -> LeakReport {
        guard let program = command.first else { throw .noCommand }
        guard FileManager.default.fileExists(atPath: scannerPath) else { throw .scannerMissing(scannerPath) }
        let tracker = try await TrackerBuild.library()
        guard let executable = ChildProcess.find(program) else { throw .commandNotFound(program) }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("capcheck-leaks-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotRun("cannot create \(directory): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }

        var environment = ProcessInfo.processInfo.environment
        let preload = environment["LD_PRELOAD"].map { $0.isEmpty ? "" : ":" + $0 } ?? ""
        environment["LD_PRELOAD"] = tracker + preload
        environment["CAPCHECK_LEAKS_DIR"] = directory
        environment["CAPCHECK_LEAKS_SCANNER"] = scannerPath
        environment["CAPCHECK_LEAKS_SKIP"] = skippedDirectories.joined(separator: ":")
        environment["CAPCHECK_LEAKS_BACKTRACE_DEPTH"] = backtraceDepth > 0 ? String(backtraceDepth) : nil
        environment[LeakTracker.sourceLocationsVariable] = sourceLocations ? "1" : nil
        environment[OwnedElsewhere.environmentVariable] = OwnedElsewhere.environmentValue(ownedElsewhere)
        let grace = threadGrace.components
        environment[LeakTracker.threadGraceVariable] = String(
            grace.seconds * 1000 + grace.attoseconds / 1_000_000_000_000_000)

        let arguments = Array(command.dropFirst())
        let toStandardError = standardOutput == .standardError
        let exitStatus: Int32
        do {
            exitStatus = try await ChildProcess.runAttached(
                executable, arguments, environment: environment,
                outputToStandardError: toStandardError)
        } catch {
            throw .cannotRun("cannot run \(program): \(error)")
        }
        return try Self.collect(directory: directory, exitStatus: Int(exitStatus))
    }

    /// Reads every file the tracked processes wrote into `directory`.
    static func collect(directory: String, exitStatus: Int) throws(LeakRunError) -> LeakReport {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var processes: [ProcessLeakReport] = []
        var warnings: [String] = []
        var started: [Int: String] = [:]
        var exitTests = Set<Int>()
        var reported = Set<Int>()
        let decoder = JSONDecoder()
        for file in files {
            let path = directory + "/" + file
            let parts = file.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let pid = Int(parts[0]) else { continue }
            let kind = parts[1]
            if kind == "exit-test" {
                exitTests.insert(pid)
            } else if kind == "start" {
                let lines =
                    (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
                started[pid] = lines.dropFirst().joined(separator: " ")
            } else if kind == "error" {
                let message = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "?"
                warnings.append("process \(pid): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
            } else if kind.hasSuffix("json") {
                do {
                    let report = try decoder.decode(
                        ProcessLeakReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
                    processes.append(report)
                    if report.checkpoint == nil { reported.insert(pid) }
                } catch {
                    warnings.append("process \(pid): unreadable report \(file): \(error.localizedDescription)")
                }
            }
        }
        var unreported: [Int] = []
        for (pid, arguments) in started.sorted(by: { $0.key < $1.key }) where !reported.contains(pid) {
            // An exit test's child ends the way its test expects (a trap, `exit(3)`): that is
            // the test's business, and its parent checks it.
            guard !exitTests.contains(pid) else { continue }
            unreported.append(pid)
            warnings.append(
                "process \(pid) (\(arguments)) was tracked but wrote no report at exit: it was killed by a signal, "
                    + "crashed, or ended with _exit"
            )
        }
        guard !started.isEmpty else {
            throw .nothingTracked(exitStatus: exitStatus)
        }
        // Processes in the order they started (pids grow).
        processes.sort { ($0.pid, $0.checkpoint ?? "\u{10FFFF}") < ($1.pid, $1.checkpoint ?? "\u{10FFFF}") }
        var report = LeakReport(exitStatus: exitStatus, processes: processes, warnings: warnings)
        report.unreportedProcesses = unreported
        return report
    }

    /// The Swift toolchain's directories (that of `swift` on PATH, resolved): its own programs
    /// (SwiftPM, the compiler, the driver) are not the program under test.
    package static func toolchainDirectories() -> [String] {
        guard let swift = ChildProcess.find("swift") else { return [] }
        let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        return [resolved.deletingLastPathComponent().path]
    }

    /// `libCapcheckLeakScanner.so` next to the running executable (SwiftPM puts products side by
    /// side in its build directory).
    package static func defaultScannerPath() -> String {
        if let path = ProcessInfo.processInfo.environment["CAPCHECK_LEAKS_SCANNER"], !path.isEmpty { return path }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("libCapcheckLeakScanner.so").path
    }
}

/// Why a leak run could not be done.
package enum LeakRunError: Error, Equatable, CustomStringConvertible {
    /// No command was given.
    case noCommand
    /// The command is not a file and not on PATH.
    case commandNotFound(String)
    /// The scan library is not where it should be.
    case scannerMissing(String)
    /// No C compiler that can build the tracker (clang) was found.
    case noCompiler
    /// Building the tracker failed.
    case trackerBuildFailed(String)
    /// The command could not be started.
    case cannotRun(String)
    /// No Swift process loaded the tracker.
    case nothingTracked(exitStatus: Int)

    /// One sentence (or a few) saying what went wrong and what to do.
    package var description: String {
        switch self {
        case .noCommand: return "no command given: capcheck leaks -- COMMAND [ARGS...]"
        case .commandNotFound(let name): return "\(name): command not found"
        case .scannerMissing(let path):
            return
                "the scan library \(path) is missing: build the package (swift build) so libCapcheckLeakScanner.so "
                + "sits next to capcheck, or set CAPCHECK_LEAKS_SCANNER"
        case .noCompiler:
            return
                "no clang found to build the allocation tracker (the Swift toolchain ships one next to swiftc; or "
                + "set CC)"
        case .trackerBuildFailed(let message): return "building the allocation tracker failed: \(message)"
        case .cannotRun(let message): return message
        case .nothingTracked(let status):
            return
                "no Swift process loaded the allocation tracker (the command exited with status \(status)): the "
                + "command ran no dynamically linked Swift program outside the toolchain (a program built with "
                + "-static-stdlib cannot be tracked)"
        }
    }
}
