import ArgumentParser
import ClangFrontend
import Findings
import Foundation
import LeakScan
import LintDriver
import Reporting
import RetainGraph
import SwiftFrontend

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

            Objects and threads that the test harness or a runtime owns (XCTest's test ↔ run pairs, \
            Foundation's process manager thread, Swift Testing's exit-test monitor, Dispatch's \
            workers) are not the program's leaks: they are counted apart as "ignored, owned by the \
            harness". --list-ignored shows the list; --ignore-… options and the `leaks:` section of \
            .capcheck.yml add to it; --no-harness-list turns it off.

            Exit status, the first that applies: the command's own failure (its status, or 128 + \
            the signal that ended it), so a failing or crashed run never looks green; 1 a leaked \
            cycle or thread; 2 a tracked process wrote no report (it crashed or was killed), or the \
            run could not be done (no Swift process was tracked, the tracker could not be built, \
            the program or the output file is missing, bad arguments); 0 otherwise. --fail-on \
            chooses which of command, leaks and unreported count (default: all three).
            """
    )

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, dot
    }

    @Option(name: .shortAndLong, help: ArgumentHelp("Output format: text, json, sarif or dot.", valueName: "format"))
    var format: Format = .text

    @OptionGroup var outputOptions: OutputOptions

    @Flag(
        help:
            ArgumentHelp(
                "Record where each object was allocated and show it for leaked objects (slower: a stack walk per "
                    + "allocation)."
            ))
    var backtraces = false

    @Option(help: ArgumentHelp("Frames recorded per allocation with --backtraces.", valueName: "n"))
    var backtraceDepth: Int = 16

    @Flag(help: "Add file:line to backtrace frames that have debug information.")
    var sourceLocations = false

    @Option(
        help: ArgumentHelp(
            "Milliseconds to wait at exit for new threads to end before calling them leaked.", valueName: "ms"))
    var threadGrace: Int = 100

    @Option(
        name: .customLong("ignore-reference"),
        help: ArgumentHelp(
            "A reference the harness makes, Module.Class.field: cycles it alone closes are not reported (repeatable).",
            valueName: "reference"))
    var ignoredReferences: [String] = []

    @Option(
        name: .customLong("ignore-type"),
        help: ArgumentHelp(
            "Leaked sets holding an instance of Module.Class (or a subclass) are not reported (repeatable).",
            valueName: "type"))
    var ignoredTypes: [String] = []

    @Option(
        name: .customLong("ignore-thread"),
        help: ArgumentHelp("A thread by its OS name (repeatable).", valueName: "name"))
    var ignoredThreads: [String] = []

    @Option(
        name: .customLong("ignore-function"),
        help: ArgumentHelp(
            "A thread with a frame whose function contains this text (repeatable).", valueName: "function"))
    var ignoredFunctions: [String] = []

    @Option(
        name: .customLong("ignore-top-function"),
        help: ArgumentHelp(
            "A thread whose top frame contains this text, like goleak's IgnoreTopFunction (repeatable).",
            valueName: "function"))
    var ignoredTopFunctions: [String] = []

    @Option(help: ArgumentHelp("Report only leaks that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(
        help: ArgumentHelp(
            "Record every leak of this run in a baseline file; leaks then do not fail the run.",
            valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Do not apply the built-in list of what the harness and runtimes own: report everything.")
    var noHarnessList = false

    @Flag(help: "Print the list of what is ignored (built-in and added) and exit.")
    var listIgnored = false

    @Option(
        help: ArgumentHelp(
            "What fails the run: any of command, leaks, unreported, comma-separated (default: all).",
            valueName: "list"))
    var failOn: String?

    @Argument(
        parsing: .captureForPassthrough, help: ArgumentHelp("The command to run, after --.", valueName: "command"))
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
        if let failOn, let bad = Self.failOnList(failOn).first(where: { !ConfigurationFile.failOnValues.contains($0) })
        {
            throw ValidationError(
                "--fail-on takes \(ConfigurationFile.failOnValues.joined(separator: ", ")), not '\(bad)'")
        }
        for reference in ignoredReferences where !reference.contains(".") {
            throw ValidationError("--ignore-reference takes Module.Class.field, not '\(reference)'")
        }
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be used together")
        }
        if commandLine.isEmpty && !listIgnored {
            throw ValidationError("no command given: capcheck leaks -- COMMAND [ARGS...]")
        }
        if backtraceDepth < 1 || backtraceDepth > 64 {
            throw ValidationError("--backtrace-depth must be between 1 and 64")
        }
        if threadGrace < 0 { throw ValidationError("--thread-grace must not be negative") }
    }

    func run() async throws {
        let settings = try configuration()
        let entries = ownedElsewhere(settings)
        try outputOptions.checkWritable()
        if listIgnored {
            return try outputOptions.write(entries.map { "\($0.description)  (\($0.owner)): \($0.reason)\n" }.joined())
        }
        var known: LeakBaseline?
        if let baseline {
            do { known = try LeakBaseline.load(path: baseline) } catch {
                throw CommandFailure(.error(error.reason, file: error.path))
            }
        }
        var run = LeakRun(command: commandLine)
        run.backtraceDepth = backtraces ? backtraceDepth : 0
        run.sourceLocations = sourceLocations
        run.threadGrace = .milliseconds(threadGrace)
        run.ownedElsewhere = entries
        if format != .text && outputOptions.output == nil { run.standardOutput = .standardError }
        let failOn = Set(failOn.map(Self.failOnList) ?? settings.failOn ?? ConfigurationFile.failOnValues)
        let report: LeakReport
        do {
            report = try await run.run()
        } catch {
            // A command that failed fails the run with its own status, whatever else went wrong.
            if case .nothingTracked(let status) = error, status != 0, failOn.contains("command") {
                throw CommandFailure([error.diagnostic], status: ExitCode(Int32(truncatingIfNeeded: status)))
            }
            throw CommandFailure(error.diagnostic)
        }
        if let writeBaseline {
            do {
                try LeakBaseline(report: report).json.write(toFile: writeBaseline, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure(
                    .error("cannot write the baseline (\(error.localizedDescription))", file: writeBaseline))
            }
            Console.report(.note("recorded \(report.cycles.count + report.threads.count) leak(s) in the baseline"))
        }
        var shown = report
        if let known {
            let (filtered, accepted) = known.filter(report)
            shown = filtered
            if accepted > 0 { Console.report(.note("\(accepted) leak(s) accepted by the baseline")) }
        }
        let text = LeakReportFormat(rawValue: format.rawValue)!.render(shown)
        try outputOptions.write(format == .text ? outputOptions.palette.diagnostics(text) : text)
        if report.exitStatus != 0 && failOn.contains("command") {
            throw ExitCode(Int32(truncatingIfNeeded: report.exitStatus))
        }
        if shown.hasLeaks && failOn.contains("leaks") && writeBaseline == nil { throw ExitStatus.findings.code }
        if !report.unreportedProcesses.isEmpty && failOn.contains("unreported") { throw ExitStatus.failure.code }
    }

    /// `command,leaks` as a list.
    static func failOnList(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The `leaks:` section of the nearest `.capcheck.yml` from the current directory up.
    func configuration() throws -> ConfigurationFile.LeaksSection {
        guard let path = ConfigurationFile.find(from: FileManager.default.currentDirectoryPath) else { return .init() }
        do {
            return try ConfigurationFile.leaksSection(path: path)
        } catch let error as LintDriverError {
            throw CommandFailure(error.diagnostic)
        }
    }

    /// The built-in list (unless turned off) and what the configuration and the options add.
    func ownedElsewhere(_ settings: ConfigurationFile.LeaksSection) -> [OwnedElsewhere] {
        var entries = (noHarnessList || settings.harnessList == false) ? [] : OwnedElsewhere.harness
        let added: [(OwnedElsewhere.Kind, [String])] = [
            (.reference, ignoredReferences), (.type, ignoredTypes), (.threadName, ignoredThreads),
            (.threadFunction, ignoredFunctions), (.threadTopFunction, ignoredTopFunctions),
        ]
        for kind in OwnedElsewhere.Kind.allCases {
            for pattern in settings.ignored[kind.rawValue] ?? [] {
                entries.append(OwnedElsewhere(kind, pattern, owner: "you", reason: "listed in .capcheck.yml"))
            }
        }
        for (kind, patterns) in added {
            for pattern in patterns {
                entries.append(OwnedElsewhere(kind, pattern, owner: "you", reason: "given on the command line"))
            }
        }
        return entries
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
            return .error(
                "the scan library is missing: build the package (swift build) so libCapcheckLeakScanner.so sits "
                    + "next to capcheck, or set CAPCHECK_LEAKS_SCANNER",
                file: path)
        default:
            return .error(description)
        }
    }
}
