import ArgumentParser
import CaptureAnalyzer
import Findings
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `capcheck lint`: find retain cycles and run-loop/thread mistakes in C and Objective-C trees.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find retain cycles and run-loop/thread mistakes.",
        usage: "capcheck lint [<path> ...] [<options>] [-- <compiler flag> ...]",
        discussion: """
        Lints .c, .m, .mm and .h files; directories are walked recursively, skipping hidden \
        folders, build output (build, DerivedData, Pods, Carthage, node_modules) and what \
        .gitignore files ignore. Settings come from the nearest .capcheck.yml above each PATH \
        (or --config). Suppress one finding with a `// capcheck:ignore rule-id` comment on its \
        line or the line above.

        Exit status: 0 no warnings or errors found, 1 findings of severity warning or error, \
        2 the run could not be done (bad arguments or configuration, nothing readable).
        """
    )

    @Argument(help: ArgumentHelp("Files or directories to lint (default: the current directory). Compiler flags may follow --.", valueName: "path"))
    var arguments: [String] = []

    /// The paths to lint, without the compiler flags after `--`.
    var paths: [String] {
        let files = CompilerOptions.split(arguments).inputs
        return files.isEmpty ? ["."] : files
    }

    @Option(name: .shortAndLong, help: ArgumentHelp("Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var format: String = "text"

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Configuration file to use for every path (instead of the nearest .capcheck.yml).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding of this run in a baseline file, and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Directory for cached per-file results.", valueName: "dir"))
    var cacheDir: String = ".capcheck-cache"

    @Flag(help: "Do not read or write cached results.")
    var noCache = false

    @Flag(help: "Lint files that .gitignore files ignore.")
    var noGitignore = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Files linted at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print nothing on standard error but errors (no progress line, no notes).")
    var quiet = false

    @Option(name: .customLong("enable"), help: ArgumentHelp("Turn a rule fully on (repeatable), e.g. implicit-self, which by default reports only blocks in a retain cycle.", valueName: "rule-id"))
    var enable: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Turn a rule off (repeatable).", valueName: "rule-id"))
    var disable: [String] = []

    @Flag(help: "Exit 3 when a file was analyzed only in part (a header or module not found, clang errors, a file skipped) and nothing else failed.")
    var failOnIncomplete = false

    @Option(help: .hidden)
    var printFlags: String?

    @OptionGroup var compiler: CompilerOptions

    func validate() throws {
        guard ReportFormat(rawValue: format) != nil else {
            throw ValidationError("unknown format '\(format)'; use one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        for id in enable + disable where RuleRegistry.rule(id: id) == nil {
            throw ValidationError("unknown rule '\(id)'; known rules: \(RuleRegistry.all.map { $0.description.id }.joined(separator: ", "))")
        }
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be used together")
        }
    }

    func run() throws {
        let analyzerOptions = compiler.analyzerOptions(flags: CompilerOptions.split(arguments).flags)
        if let printFlags {
            // For benchmarks and bug reports: the exact flags a file is parsed with, so that
            // `clang -fsyntax-only` can be run on the same terms.
            guard let language = SourceLanguage(path: printFlags) else {
                printError("\(printFlags): unsupported file type (expected .c, .m, .mm, .h, .cpp, .cc or .cxx)")
                throw ExitCode(2)
            }
            let source = (try? String(contentsOfFile: printFlags, encoding: .utf8)) ?? ""
            let arguments = SourceAnalyzer(options: analyzerOptions).arguments(for: printFlags, language: language, source: source)
            print(arguments.map(shellQuoted).joined(separator: " "))
            return
        }
        var options = LintDriverOptions(paths: paths, analyzerOptions: analyzerOptions)
        options.configurationFile = config
        options.cacheDirectory = noCache ? nil : cacheDir
        options.baselineFile = baseline
        options.respectsGitignore = !noGitignore
        options.failsOnIncomplete = failOnIncomplete
        options.enabledRules = Set(enable)
        options.disabledRules = Set(disable)
        if let jobs { options.jobs = jobs }

        let progress = quiet ? nil : ProgressLine.onTerminal()
        let outcome: LintOutcome
        do {
            outcome = try LintDriver(options: options).run(progress: progress.map { line in { @Sendable done, total in line.update(done, total) } })
        } catch let error as LintDriverError {
            progress?.clear()
            printError(error.description)
            throw ExitCode(2)
        }
        progress?.clear()

        let report = ReportFormat(rawValue: format)!.reporter.render(outcome.run)
        if let output {
            do { try report.write(toFile: output, atomically: true, encoding: .utf8) } catch {
                printError("\(output): cannot write the report: \(error.localizedDescription)")
                throw ExitCode(2)
            }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }

        if let writeBaseline {
            let lines = SourceLines()
            do {
                try Baseline(findings: outcome.findingsBeforeBaseline, path: writeBaseline, lineText: lines.text).write(to: writeBaseline)
            } catch {
                printError("\(error)")
                throw ExitCode(2)
            }
            if !quiet { printError("capcheck: wrote \(outcome.findingsBeforeBaseline.count) finding(s) to baseline \(writeBaseline)") }
            return
        }
        if !quiet && outcome.baselineAccepted > 0 {
            printError("capcheck: \(outcome.baselineAccepted) finding(s) accepted by the baseline")
        }
        if outcome.nothingAnalyzed {
            printError("capcheck: nothing could be analyzed")
            throw ExitCode(2)
        }
        if outcome.run.hasFailingFindings { throw ExitCode(1) }
        if outcome.failsOnIncomplete { throw ExitCode(3) }
    }

}

/// `files done/all` on standard error, redrawn in place; only when standard error is a terminal,
/// and only once a run has taken long enough for it to help.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    /// Seconds before the first draw; `CAPCHECK_PROGRESS_AFTER` changes it (tests use 0).
    private let delay = ProcessInfo.processInfo.environment["CAPCHECK_PROGRESS_AFTER"].flatMap(Double.init) ?? 0.5
    private var lastDraw = Date.distantPast
    private var drawn = false

    /// A progress line if standard error is a terminal.
    static func onTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    func update(_ done: Int, _ total: Int) {
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(start) >= delay, now.timeIntervalSince(lastDraw) > 0.1 || done == total else { return }
        lastDraw = now
        drawn = true
        FileHandle.standardError.write(Data("\r\u{1b}[Kcapcheck: linted \(done)/\(total) files".utf8))
    }

    func clear() {
        lock.lock(); defer { lock.unlock() }
        if drawn { FileHandle.standardError.write(Data("\r\u{1b}[K".utf8)) }
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// `word` quoted for a POSIX shell when it needs to be.
func shellQuoted(_ word: String) -> String {
    let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=+,:@%".contains($0) }
    return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
