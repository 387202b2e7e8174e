import ArgumentParser
import Findings
import Foundation
import LeakScan

/// `capcheck leaks`: runs a Swift program (or `swift test`) with the allocation tracker loaded
/// and reports every leaked retain cycle and leaked thread when it exits.
struct LeaksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leaks",
        abstract: "Run a Swift program and report the retain cycles and threads it leaked.",
        usage: "capcheck leaks [<options>] -- <command> [<argument> ...]",
        discussion: """
        Loads an allocation tracker into every Swift process the command starts (LD_PRELOAD; \
        the toolchain's own programs are skipped, so `capcheck leaks -- swift test` scans the test \
        runner, not the build). When a process exits, every live object is read and the strongly \
        connected sets that nothing outside the heap reaches are reported: leaked retain cycles, \
        with their types, references and closures. Threads the program started and left running \
        are reported too. A program can add checkpoints with LeakScan's LeakTracker.checkpoint(_:).

        With --format json, sarif or dot and no --output, the command's own standard output goes \
        to standard error, so the report on standard output stays parseable.

        Exit status: 0 nothing leaked, 1 a leaked cycle or thread, 2 the run could not be done \
        (no Swift process was tracked, the tracker could not be built, the program or the output \
        file is missing, bad arguments).
        """
    )

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, dot
    }

    @Option(name: .shortAndLong, help: ArgumentHelp("Output format: text, json, sarif or dot.", valueName: "format"))
    var format: Format = .text

    @OptionGroup var outputOptions: OutputOptions

    @Flag(help: "Record where each object was allocated and show it for leaked objects (slower: a stack walk per allocation).")
    var backtraces = false

    @Option(help: ArgumentHelp("Frames recorded per allocation with --backtraces.", valueName: "n"))
    var backtraceDepth: Int = 16

    @Flag(help: "Add file:line to backtrace frames that have debug information.")
    var sourceLocations = false

    @Option(help: ArgumentHelp("Milliseconds to wait at exit for new threads to end before calling them leaked.", valueName: "ms"))
    var threadGrace: Int = 100

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("The command to run, after --.", valueName: "command"))
    var command: [String] = []

    /// The command without the `--` that introduces it.
    var commandLine: [String] {
        command.first == "--" ? Array(command.dropFirst()) : command
    }

    func validate() throws {
        // Everything from the first word that is not one of ours is the command, so without `--`
        // argument-parser's own `--help` and `--version` would be taken for a program's name.
        if command.first != "--", let first = command.first {
            if ["-h", "--help", "-help"].contains(first) { throw CleanExit.helpRequest(self) }
            if first == "--version" { throw CleanExit.message(capcheckVersion) }
        }
        if commandLine.isEmpty { throw ValidationError("no command given: capcheck leaks -- COMMAND [ARGS...]") }
        if backtraceDepth < 1 || backtraceDepth > 64 { throw ValidationError("--backtrace-depth must be between 1 and 64") }
        if threadGrace < 0 { throw ValidationError("--thread-grace must not be negative") }
    }

    func run() async throws {
        try outputOptions.checkWritable()
        var run = LeakRun(command: commandLine)
        run.backtraceDepth = backtraces ? backtraceDepth : 0
        run.sourceLocations = sourceLocations
        run.threadGrace = .milliseconds(threadGrace)
        if format != .text && outputOptions.output == nil { run.standardOutput = .standardError }
        let report: LeakReport
        do {
            report = try await run.run()
        } catch {
            throw CommandFailure(error.diagnostic)
        }
        let text = LeakReportFormat(rawValue: format.rawValue)!.render(report)
        try outputOptions.write(format == .text ? outputOptions.palette.diagnostics(text) : text)
        if report.hasLeaks { throw ExitStatus.findings.code }
    }
}

extension LeakRunError {
    /// The error in clang's shape: a command that cannot be run is named as the place, the way
    /// every other command names a missing input.
    var diagnostic: Diagnostic {
        switch self {
        case .commandNotFound(let name) where name.contains("/"):
            return .error(readProblem(name) ?? "not an executable file", file: name)
        case .commandNotFound(let name):
            return .error("command not found (not a file, and not on PATH)", file: name)
        case .scannerMissing(let path):
            return .error("the scan library is missing: build the package (swift build) so libCapcheckLeakScanner.so sits next to capcheck, or set CAPCHECK_LEAKS_SCANNER", file: path)
        default:
            return .error(description)
        }
    }
}
