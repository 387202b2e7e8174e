import ArgumentParser
import CaptureAnalyzer
import ClangFrontend
import Foundation
import LintDriver
import Reporting
import RetainGraph
import Rules
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `capcheck lint`: find retain cycles and run-loop/thread mistakes in C, Objective-C and Swift trees.
struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find retain cycles and run-loop/thread mistakes.",
        usage: "capcheck lint [<path> ...] [<options>] [-- <compiler flag> ...]",
        discussion: """
            Lints .c, .m, .mm, .h and .swift files; directories are walked recursively, skipping hidden \
            folders, build output (build, DerivedData, Pods, Carthage, node_modules) and what \
            .gitignore files ignore. Settings come from the nearest .capcheck.yml above each PATH \
            (or --config). Suppress one finding with a `// capcheck:ignore rule-id` comment on its \
            line or the line above.

            C and Objective-C are parsed against an Apple SDK when one is named (--sdk, then sdk \
            in .capcheck.yml, then SDKROOT, then `xcrun --show-sdk-path`), else against the bundled \
            SDK stand-in; the summary says which SDK was used.

            Exit status: 0 no warnings or errors found, 1 findings of severity warning or error, \
            2 the run could not be done (bad arguments or configuration, nothing readable, empty \
            input or unreadable files under --strict), 3 --fail-on-incomplete and a file analysed \
            only in part.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Files or directories to lint (default: the current directory). Compiler flags may follow --.",
            valueName: "path"))
    var arguments: [String] = []

    /// The paths to lint, without the compiler flags after `--`.
    var paths: [String] {
        let files = CompilerOptions.split(arguments).inputs
        return files.isEmpty ? ["."] : files
    }

    @Option(name: .shortAndLong, help: "Output format.")
    var format: ReportFormat = .text

    @OptionGroup var outputOptions: OutputOptions

    @Option(
        help: ArgumentHelp(
            "Configuration file to use for every path (instead of the nearest .capcheck.yml).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding of this run in a baseline file, and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Option(
        help: ArgumentHelp(
            "Directory for cached per-file results (when it cannot be written, the run goes on without it).",
            valueName: "dir"))
    var cacheDir: String = ".capcheck-cache"

    @Flag(help: "Do not read or write cached results.")
    var noCache = false

    @Flag(help: "Lint files that .gitignore files ignore.")
    var noGitignore = false

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Files linted at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print nothing on standard error but errors (no progress line, no notes).")
    var quiet = false

    @Option(
        name: .customLong("enable"),
        help: ArgumentHelp(
            "Turn a rule fully on (repeatable), e.g. implicit-self, which by default reports only blocks in a "
                + "retain cycle.",
            valueName: "rule-id"))
    var enable: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Turn a rule off (repeatable).", valueName: "rule-id"))
    var disable: [String] = []

    @Flag(help: "Exit 2 when there is nothing to lint (no source files in the paths) or a file could not be read.")
    var strict = false

    @Flag(
        help:
            ArgumentHelp(
                "Exit 3 when a file was analyzed only in part (a header or module not found, clang errors, a file "
                    + "skipped) and nothing else failed."
            ))
    var failOnIncomplete = false

    @Option(help: .hidden)
    var printFlags: String?

    @OptionGroup var compiler: CompilerOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        for (flag, ids) in [("--enable", enable), ("--disable", disable)] {
            for id in ids where RuleRegistry.description(id: id) == nil {
                throw ValidationError(UnknownRule.message(id, in: flag))
            }
        }
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be used together")
        }
    }

    func run() async throws {
        try outputOptions.checkWritable()
        try compiler.checkDatabase()
        try checkInputFiles()
        let analyzerOptions = compiler.analyzerOptions(flags: CompilerOptions.split(arguments).flags)
        let sdkFlag = try await compiler.sdkFlag()
        // Only asked when --sdk is not given; used for paths whose configuration names no SDK.
        let environmentSDK: Result<AppleSDK?, AppleSDKError> =
            sdkFlag == nil ? await CompilerOptions.environmentSDK() : .success(nil)
        if let printFlags {
            var options = analyzerOptions
            switch (sdkFlag, environmentSDK) {
            case (.some(let flag), _): options.sdk = flag
            case (nil, .success(let sdk)): options.sdk = sdk
            case (nil, .failure(let error)): throw CommandFailure(.error(error.reason, file: error.path))
            }
            return try printParseFlags(printFlags, analyzerOptions: options)
        }
        let progress = quiet ? nil : ProgressLine.onTerminal()
        let outcome: LintOutcome
        do {
            var options = driverOptions(analyzerOptions)
            options.sdkFlag = sdkFlag
            options.environmentSDK = environmentSDK
            outcome = try LintDriver(options: options).run(
                progress: progress.map { line in { @Sendable done, total in line.update(done, total) } })
        } catch let error as LintDriverError {
            progress?.clear()
            throw CommandFailure(error.diagnostic)
        }
        progress?.clear()

        var report = format.reporter(sourceRoot: FileManager.default.currentDirectoryPath).render(outcome.run)
        if format == .text { report = outputOptions.palette.diagnostics(report) }
        try outputOptions.write(report)

        if let writeBaseline { return try write(baseline: writeBaseline, from: outcome) }
        if !quiet && outcome.baselineAccepted > 0 {
            Console.report(.note("\(outcome.baselineAccepted) finding(s) accepted by the baseline"))
        }
        try finish(outcome)
    }

    /// For benchmarks and bug reports: the exact flags a file is parsed with, so that
    /// `clang -fsyntax-only` can be run on the same terms.
    private func printParseFlags(_ path: String, analyzerOptions: AnalyzerOptions) throws {
        guard let language = SourceLanguage(path: path) else {
            throw CommandFailure(.error(AnalysisError.unsupportedLanguage(file: path).reason, file: path))
        }
        let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        // The file's project gives what a lint of it gives: prefix header, build settings' macros.
        var analyzerOptions = analyzerOptions
        if analyzerOptions.projects.isEmpty {
            analyzerOptions.projects = [ProjectHeaders(root: ProjectHeaders.root(containing: path))]
        }
        let arguments = SourceAnalyzer(options: analyzerOptions).arguments(
            for: path, language: language, source: source)
        try outputOptions.write(arguments.map(shellQuoted).joined(separator: " ") + "\n")
    }

    /// The driver's options from the command line.
    private func driverOptions(_ analyzerOptions: AnalyzerOptions) -> LintDriverOptions {
        var options = LintDriverOptions(paths: paths, analyzerOptions: analyzerOptions)
        options.configurationFile = config
        options.cacheDirectory = noCache ? nil : usableCacheDirectory()
        options.baselineFile = baseline
        options.respectsGitignore = !noGitignore
        options.failsOnIncomplete = failOnIncomplete
        options.enabledRules = Set(enable)
        options.disabledRules = Set(disable)
        if let jobs { options.jobs = jobs }
        options.willLint = { paths in
            if paths.allSatisfy(SwiftLinter.handles) { Allocator.reserveAhead() }
        }
        return options
    }

    /// Writes every finding of the run (before any baseline) as a new baseline.
    private func write(baseline path: String, from outcome: LintOutcome) throws {
        do {
            try Baseline(findings: outcome.findingsBeforeBaseline, path: path, lineText: SourceLines().text).write(
                to: path)
        } catch let error as LintDriverError {
            throw CommandFailure(error.diagnostic)
        }
        if !quiet {
            Console.report(.note("wrote \(outcome.findingsBeforeBaseline.count) finding(s) to baseline \(path)"))
        }
    }

    /// The exit status: nothing analysed, nothing to lint (an error under --strict), input
    /// errors under --strict, findings, incompleteness that fails the run.
    private func finish(_ outcome: LintOutcome) throws {
        if outcome.nothingAnalyzed {
            throw CommandFailure(.error("nothing could be analyzed"))
        }
        if outcome.run.summary.files == 0 && outcome.run.errors.isEmpty {
            // Empty input passes silently nowhere: say so, and fail under --strict.
            var empty = Diagnostic.warning(
                "nothing to lint: no C, Objective-C or Swift files "
                    + "(\(SourceTreeWalker.sourceExtensions.sorted().map { "." + $0 }.joined(separator: ", ")))",
                file: paths.count == 1 ? paths[0] : nil)
            if strict {
                empty.level = .error
                throw CommandFailure(empty)
            }
            Console.report(empty)
        }
        if strict && !outcome.run.errors.isEmpty {
            throw CommandFailure(.error("\(outcome.run.errors.count) input error(s) and --strict"))
        }
        if outcome.run.hasFailingFindings { throw ExitStatus.findings.code }
        if outcome.failsOnIncomplete { throw ExitStatus.incomplete.code }
    }

    /// `--config` and `--baseline` read and checked before the run: a missing file, a baseline
    /// that is not one (a lint report, `{}`) or has a member of the wrong type is an error at its place.
    private func checkInputFiles() throws {
        if let config, let problem = readProblem(config) {
            throw CommandFailure(.error(problem, file: config))
        }
        if let baseline {
            let check = DocumentCheck(file: baseline, kind: "capcheck baseline")
            let data = try check.read()
            _ = try check.object(
                data, required: "findings",
                foreign: [
                    "summary": "a lint report (capcheck lint --format json); write a baseline with --write-baseline",
                    "cycles": "a RetainGraph report",
                ])
            _ = try check.decode(Baseline.self, from: data)
        }
    }

    /// The cache directory when it can be used; otherwise nil, with a note at its path: a
    /// read-only checkout still lints, only slower.
    private func usableCacheDirectory() -> String? {
        do {
            _ = try ResultCache(directory: cacheDir)
            return cacheDir
        } catch {
            if !quiet {
                Console.report(
                    .note("cannot write the cache: \(cacheProblem(error)); linting without it", file: cacheDir))
            }
            return nil
        }
    }

    /// Why the cache directory cannot be made, in the system's words: the nearest existing path on
    /// its way is a file, or the next folder cannot be created there (read-only, permission, a
    /// file system that holds no folders), or the driver's own reason.
    private func cacheProblem(_ error: any Error) -> String {
        let target = URL(fileURLWithPath: cacheDir).standardizedFileURL.path
        var existing = target
        var missing: String?
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            missing = existing
            existing = (existing as NSString).deletingLastPathComponent
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory), !isDirectory.boolValue {
            return existing == target
                ? "it is a file, not a folder" : "\(displayPath(existing)) is a file, not a folder"
        }
        if let missing {
            if mkdir(missing, 0o755) != 0 {
                return "\(displayPath(missing)): " + String(cString: strerror(errno)).lowercased()
            }
            rmdir(missing)
        } else if access(target, W_OK) != 0 {
            return String(cString: strerror(errno)).lowercased()
        }
        if case LintDriverError.badCacheDirectory(_, let reason) = error { return reason }
        return describe(error)
    }
}

extension ReportFormat: ExpressibleByArgument {}

extension ReportFormat {
    /// The reporter, with the folder relative paths are relative to (SARIF's `%SRCROOT%`).
    func reporter(sourceRoot: String) -> any FindingReporter {
        switch self {
        case .sarif: return SARIFReporter(sourceRoot: sourceRoot)
        default: return reporter
        }
    }
}

extension LintDriverError {
    /// The error in clang's shape; a `.capcheck.yml` found above the current folder is named
    /// relative to it, as the linted files are.
    var diagnostic: Diagnostic {
        switch self {
        case .badConfiguration(let file, let reason):
            return .error("invalid configuration: \(reason)", file: displayPath(file))
        case .badBaseline(let file, let reason): return .error("invalid baseline: \(reason)", file: displayPath(file))
        case .badCacheDirectory(let path, let reason):
            return .error("cache directory: \(reason)", file: displayPath(path))
        case .badSetting(let file, let line, let column, let reason):
            return .error(reason, file: displayPath(file), line: line, column: column)
        case .badSDK(let error): return .error(error.reason, file: error.path)
        }
    }
}

/// `path` relative to the current folder when it lies inside it; otherwise as it is.
func displayPath(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    guard path.hasPrefix("/"), current != "/", path.hasPrefix(current + "/") else { return path }
    return String(path.dropFirst(current.count + 1))
}

/// `files done/all` on standard error, redrawn in place; only when standard error is a terminal,
/// and only once a run has taken long enough for it to help.
final class ProgressLine: Sendable {
    private struct State {
        var lastDraw = Date.distantPast
        var drawn = false
    }
    private let state = Mutex(State())
    private let start = Date()
    /// Seconds before the first draw; `CAPCHECK_PROGRESS_AFTER` changes it (tests use 0).
    private let delay = ProcessInfo.processInfo.environment["CAPCHECK_PROGRESS_AFTER"].flatMap(Double.init) ?? 0.5

    /// A progress line if standard error is a terminal.
    static func onTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    func update(_ done: Int, _ total: Int) {
        state.withLock { state in
            let now = Date()
            guard now.timeIntervalSince(start) >= delay, now.timeIntervalSince(state.lastDraw) > 0.1 || done == total
            else { return }
            state.lastDraw = now
            state.drawn = true
            FileHandle.standardError.write(Data("\r\u{1b}[Kcapcheck: linted \(done)/\(total) files".utf8))
        }
    }

    func clear() {
        state.withLock { state in
            if state.drawn { FileHandle.standardError.write(Data("\r\u{1b}[K".utf8)) }
        }
    }
}

/// `word` quoted for a POSIX shell when it needs to be.
func shellQuoted(_ word: String) -> String {
    let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=+,:@%".contains($0) }
    return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
