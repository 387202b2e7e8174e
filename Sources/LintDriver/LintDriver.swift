import CClang
import CaptureAnalyzer
import ClangFrontend
import Findings
import Foundation
import Rules
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Everything one `capcheck lint` run needs; defaults suit a CI job in the repository root.
package struct LintDriverOptions: Sendable {
    /// Files and directories to lint.
    package var paths: [String]
    /// Compiler flags, compilation database, file size limit.
    package var analyzerOptions: AnalyzerOptions
    /// A configuration file for every path (`--config`); nil looks for `.capcheck.yml` upward
    /// from each path.
    package var configurationFile: String?
    /// Where per-file results are cached; nil disables the cache.
    package var cacheDirectory: String?
    /// Identifies the tool build in cache keys (a rebuilt tool must not reuse old results).
    package var toolFingerprint: String
    /// Files linted at once; defaults to the number of cores.
    package var jobs: Int
    /// Report only findings not in this baseline file.
    package var baselineFile: String?
    /// Honour `.gitignore` files.
    package var respectsGitignore: Bool
    /// A file analyzed only in part fails the run (as does `fail_on_incomplete` in a
    /// configuration file).
    package var failsOnIncomplete = false
    /// Rules turned fully on for every path, whatever the configuration files say (`--enable`).
    package var enabledRules: Set<String> = []
    /// Rules turned off for every path (`--disable`); wins over `enabledRules`.
    package var disabledRules: Set<String> = []

    /// Options for linting `paths` with the defaults.
    package init(
        paths: [String], analyzerOptions: AnalyzerOptions = .init(), configurationFile: String? = nil,
        cacheDirectory: String? = nil, toolFingerprint: String = LintDriver.defaultToolFingerprint(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, baselineFile: String? = nil,
        respectsGitignore: Bool = true
    ) {
        self.paths = paths
        self.analyzerOptions = analyzerOptions
        self.configurationFile = configurationFile
        self.cacheDirectory = cacheDirectory
        self.toolFingerprint = toolFingerprint
        self.jobs = jobs
        self.baselineFile = baselineFile
        self.respectsGitignore = respectsGitignore
    }
}

/// What a run produced, with what the baseline took away.
package struct LintOutcome: Sendable {
    /// The run as reporters show it (baseline applied).
    package var run: LintRun
    /// Every finding before the baseline was applied (what `--write-baseline` records).
    package var findingsBeforeBaseline: [Finding]
    /// Findings the baseline accepted.
    package var baselineAccepted: Int
    /// Files whose result came from the cache.
    package var cachedFiles: Int
    /// Files analyzed at least in part (the rest are in `errors` only).
    package var analyzedFiles: Int

    /// True when paths were given but nothing could be analyzed: the run could not be done.
    package var nothingAnalyzed: Bool { analyzedFiles == 0 && !run.errors.isEmpty }
    /// True when a file was analyzed only in part and the options or a configuration file ask
    /// for that to fail the run.
    package var failsOnIncomplete = false
}

/// Lints source trees: walks the paths, lints files in parallel (each result cached), applies
/// ignore comments and the baseline, and returns one `LintRun` in a deterministic order.
package struct LintDriver: Sendable {
    /// The run's options.
    package var options: LintDriverOptions

    /// A driver for `options`.
    package init(options: LintDriverOptions) {
        self.options = options
    }

    /// Runs the lint. Throws `LintDriverError` when the run itself cannot be done (bad
    /// configuration, baseline or cache directory); a file that cannot be analyzed is an entry
    /// in `errors` instead. `progress` is called with (files done, files in all) as files finish,
    /// from worker threads.
    package func run(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> LintOutcome {
        let start = Date()
        let (files, configurations, walkErrors) = try collectFiles()
        // A damaged baseline is reported before any file is linted.
        let baseline = try options.baselineFile.map { try Baseline.load(from: $0) }
        let outcomes = try lintAll(files, configurations: configurations, progress: progress)
        return summarize(
            outcomes, files: files.count, configurations: configurations, errors: walkErrors,
            baseline: baseline, since: start)
    }

    /// The files under the paths, each with the index of the configuration that applies to it
    /// (the nearest `.capcheck.yml` above it, or the one given), and the walk's errors.
    private func collectFiles() throws -> (
        files: [(file: SourceFile, configuration: Int)], configurations: [ConfigurationFile], errors: [LintError]
    ) {
        var configurations: [ConfigurationFile] = []
        var configurationIndex: [String: Int] = [:]
        func configurationFor(path: String?) throws -> Int {
            let key = path ?? ""
            if let i = configurationIndex[key] { return i }
            var file = try path.map { try ConfigurationFile.load(path: $0) } ?? .defaults
            file.configuration.apply(enabling: options.enabledRules, disabling: options.disabledRules)
            configurations.append(file)
            configurationIndex[key] = configurations.count - 1
            return configurations.count - 1
        }
        var files: [(file: SourceFile, configuration: Int)] = []
        var errors: [LintError] = []
        var seen = Set<String>()
        for path in options.paths {
            let configurationPath: String?
            if let explicit = options.configurationFile {
                configurationPath = explicit
            } else {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                let start = exists && isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
                configurationPath = ConfigurationFile.find(from: start.isEmpty ? "." : start)
            }
            let index = try configurationFor(path: configurationPath)
            var walker = SourceTreeWalker()
            walker.respectsGitignore = options.respectsGitignore
            let configuration = configurations[index]
            if let base = configuration.baseDirectory, !configuration.configuration.excludedPaths.isEmpty {
                walker.exclusions = [(base, IgnoreRules(patterns: configuration.configuration.excludedPaths))]
            }
            let walked = walker.walk([path])
            errors += walked.errors
            for file in walked.files where seen.insert(SourceTreeWalker.absolutePath(file.path)).inserted {
                files.append((file, index))
            }
        }
        return (files, configurations, errors)
    }

    /// Lints every file on `options.jobs` threads (from the cache where it can), in order.
    private func lintAll(
        _ files: [(file: SourceFile, configuration: Int)], configurations: [ConfigurationFile],
        progress: (@Sendable (Int, Int) -> Void)?
    ) throws -> [FileOutcome] {
        let cache = try options.cacheDirectory.map { try ResultCache(directory: $0) }
        let analyzerOptions = zeroSetupOptions()
        let linters = configurations.map {
            Linter(configuration: $0.configuration, analyzer: SourceAnalyzer(options: analyzerOptions))
        }
        // Swift files: parsed with swift-syntax; the run's type declarations tell extensions of
        // structs from extensions of classes.
        let swiftTypes = SwiftTypeIndex(files: files.map(\.file.path).filter(SwiftLinter.handles), jobs: options.jobs)
        let swiftLinters = configurations.map { SwiftLinter(configuration: $0.configuration, types: swiftTypes) }
        let sharedKey = sharedCacheKey(analyzerOptions)
        let configurationKeys = configurations.map { $0.configuration.fingerprint }

        if options.jobs > 1, files.count > 1 { linters.first?.analyzer.prebuildModules(for: files.map(\.file.path)) }
        let done = Counter()
        let total = files.count
        return parallelMap(count: files.count, jobs: max(1, options.jobs)) { i -> FileOutcome in
            let (file, configuration) = files[i]
            let outcome = lintOne(
                file, linter: linters[configuration], swiftLinter: swiftLinters[configuration],
                keyPrefix: sharedKey + "|" + configurationKeys[configuration], cache: cache)
            progress?(done.increment(), total)
            return outcome
        }
    }

    /// The run's report: every file's findings, errors and incompleteness in order, the
    /// baseline applied, and whether incompleteness fails the run.
    private func summarize(
        _ outcomes: [FileOutcome], files: Int, configurations: [ConfigurationFile],
        errors walkErrors: [LintError], baseline: Baseline?, since start: Date
    ) -> LintOutcome {
        var findings: [Finding] = []
        var errors = walkErrors
        var incomplete: [IncompleteFile] = []
        var blocks = 0
        for outcome in outcomes {
            findings += outcome.findings
            blocks += outcome.blocks
            if let error = outcome.error { errors.append(error) }
            errors += outcome.directiveErrors
            if let file = outcome.incomplete { incomplete.append(file) }
        }
        incomplete.sort { ($0.file, $0.reason.rawValue) < ($1.file, $1.reason.rawValue) }
        findings.sort(by: Finding.reportOrder)
        errors.sort { ($0.file, $0.line ?? 0, $0.message) < ($1.file, $1.line ?? 0, $1.message) }
        var reported = findings
        var accepted = 0
        if let baseline, let path = options.baselineFile {
            (reported, accepted) = baseline.filter(findings, path: path, lineText: SourceLines().text)
        }
        let run = LintRun(
            findings: reported, errors: errors,
            summary: LintSummary(
                files: files, blocks: blocks, findings: reported.count, errors: errors.count,
                seconds: Date().timeIntervalSince(start), incomplete: incomplete.count),
            rules: Self.ruleMetadata(configurations.map(\.configuration)), incomplete: incomplete)
        var outcome = LintOutcome(
            run: run, findingsBeforeBaseline: findings, baselineAccepted: accepted,
            cachedFiles: outcomes.filter(\.fromCache).count, analyzedFiles: outcomes.filter(\.analyzed).count)
        outcome.failsOnIncomplete =
            !incomplete.isEmpty
            && (options.failsOnIncomplete || configurations.contains { $0.configuration.failOnIncomplete })
        return outcome
    }

    /// The rules in force under any of `configurations`, with the first one's severities.
    package static func ruleMetadata(_ configurations: [LintConfiguration]) -> [RuleMetadata] {
        let all = configurations.isEmpty ? [LintConfiguration()] : configurations
        return RuleRegistry.all.map { $0.description }.filter { d in all.contains { $0.isEnabled(d.id) } }.map { d in
            RuleMetadata(
                id: d.id, summary: d.summary, rationale: d.rationale,
                severity: all[0].severities[d.id] ?? d.severity, fixHint: d.fixHint)
        }
    }

    /// The analyzer options with what a tree provides by itself: its own headers and modules
    /// (each directory given is a tree; a file's tree is found upward from it) and its
    /// `compile_commands.json` when there is one and none was given.
    package func zeroSetupOptions() -> AnalyzerOptions {
        var analyzerOptions = options.analyzerOptions
        var roots: [String] = []
        for path in options.paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let root = isDirectory.boolValue ? ProjectHeaders.standardized(path) : ProjectHeaders.root(containing: path)
            if !roots.contains(root) { roots.append(root) }
        }
        analyzerOptions.projects = roots.map { ProjectHeaders(root: $0) }
        if analyzerOptions.compilationDatabase == nil {
            analyzerOptions.compilationDatabase = roots.lazy.flatMap { [$0, $0 + "/build"] }
                .first { FileManager.default.fileExists(atPath: $0 + "/compile_commands.json") }
        }
        return analyzerOptions
    }

    /// The part of every cache key that is the same for all files of the run.
    private func sharedCacheKey(_ analyzerOptions: AnalyzerOptions) -> String {
        var parts = [
            options.toolFingerprint, "flags=" + options.analyzerOptions.compilerFlags.joined(separator: "\u{1f}"),
        ]
        parts += analyzerOptions.projects.map { "project=\($0.root):\($0.fingerprint)" }
        if let database = analyzerOptions.compilationDatabase {
            let path = database.hasSuffix(".json") ? database : database + "/compile_commands.json"
            let content = FileManager.default.contents(atPath: path).map { SHA256.hex($0) } ?? "missing"
            parts.append("compdb=\(SourceTreeWalker.absolutePath(path)):\(content)")
        }
        return parts.joined(separator: "|")
    }

    package struct FileOutcome: Sendable {
        package var findings: [Finding] = []
        package var blocks = 0
        package var error: LintError?
        /// `capcheck:ignore` comments that name unknown rules.
        package var directiveErrors: [LintError] = []
        package var incomplete: IncompleteFile?
        package var fromCache = false
        /// False when nothing of the file could be analyzed.
        package var analyzed = true
    }

    private func lintOne(
        _ file: SourceFile, linter: Linter, swiftLinter: SwiftLinter, keyPrefix: String, cache: ResultCache?
    ) -> FileOutcome {
        var outcome = lintOneFile(file, linter: linter, swiftLinter: swiftLinter, keyPrefix: keyPrefix, cache: cache)
        if let error = outcome.error, !outcome.analyzed {
            outcome.incomplete = IncompleteFile(file: file.path, reason: .skipped, message: error.message)
        }
        return outcome
    }

    private func lintOneFile(
        _ file: SourceFile, linter: Linter, swiftLinter: SwiftLinter, keyPrefix: String, cache: ResultCache?
    ) -> FileOutcome {
        let limit = options.analyzerOptions.maxFileSize
        if file.size > limit {
            return FileOutcome(
                error: LintError(
                    file: file.path,
                    message: AnalysisError.tooLarge(file: file.path, bytes: file.size, limit: limit).reason),
                analyzed: false)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return FileOutcome(
                error: LintError(
                    file: file.path,
                    message: AnalysisError.unreadable(file: file.path, reason: String(cString: strerror(errno)))
                        .reason),
                analyzed: false)
        }
        let isSwift = SwiftLinter.handles(file.path)
        var entry: ResultCache.Entry
        var fromCache = false
        if let cache {
            let swiftKey = isSwift ? "|swift-types=" + swiftLinter.typesFingerprint : ""
            let key = SHA256.hex(keyPrefix + swiftKey + "|path=" + file.path + "|content=" + SHA256.hex(data))
            if let hit = cache.lookup(key) {
                entry = hit
                fromCache = true
            } else {
                entry =
                    isSwift
                    ? swiftLinter.cacheEntry(source: String(decoding: data, as: UTF8.self), path: file.path)
                    : Self.analyze(file.path, with: linter, hashingHeadersWith: cache.hashOfHeader)
                cache.store(entry, for: key)
            }
        } else {
            entry =
                isSwift
                ? swiftLinter.cacheEntry(source: String(decoding: data, as: UTF8.self), path: file.path)
                : Self.analyze(file.path, with: linter)
        }
        if let message = entry.error {
            return FileOutcome(
                error: LintError(file: file.path, message: message), fromCache: fromCache, analyzed: false)
        }
        var findings = entry.findings
        var directiveErrors: [LintError] = []
        if data.range(of: Data("capcheck:ignore".utf8)) != nil {
            let comments = IgnoreComments(source: String(decoding: data, as: UTF8.self))
            findings = comments.filter(findings)
            directiveErrors = comments.unknownRules(in: file.path)
        }
        if !findings.isEmpty, data.range(of: Data("clang diagnostic".utf8)) != nil {
            findings = DiagnosticPragmas(source: String(decoding: data, as: UTF8.self)).filter(findings)
        }
        var incomplete = entry.incomplete
        incomplete?.file = file.path
        return FileOutcome(
            findings: findings, blocks: entry.blocks,
            error: entry.lostCode.map { LintError(file: file.path, message: $0) },
            directiveErrors: directiveErrors, incomplete: incomplete, fromCache: fromCache)
    }

    /// Parses and lints one file; its result and, when `hash` is given (for the cache), the
    /// headers the parse read with their content hashes.
    package static func analyze(
        _ path: String, with linter: Linter, hashingHeadersWith hash: ((String) -> String?)? = nil
    ) -> ResultCache.Entry {
        do {
            // The rules read the translation unit too: a crash there is this file's error as well.
            return try SourceAnalyzer.withLargeStack(file: path) {
                try lintedEntry(path, with: linter, hashingHeadersWith: hash)
            }
        } catch let error as AnalysisError {
            return ResultCache.Entry(
                findings: [], blocks: 0, error: error.reason, incomplete: nil, lostCode: nil, dependencies: [])
        } catch {
            return ResultCache.Entry(
                findings: [], blocks: 0, error: "\(error)", incomplete: nil, lostCode: nil, dependencies: [])
        }
    }

    /// `analyze`'s work, on the thread whose crash `analyze` turns into this file's error.
    private static func lintedEntry(
        _ path: String, with linter: Linter, hashingHeadersWith hash: ((String) -> String?)?
    ) throws -> ResultCache.Entry {
        let analysis = try linter.analyzer.analyze(file: path)
        var result = linter.lint(analysis)
        if analysis.isManualRetainRelease {
            for i in result.findings.indices {
                let finding = result.findings[i]
                result.findings[i].notes.append(
                    FindingNote(
                        file: finding.file, line: finding.line, column: finding.column,
                        message: Self.manualRetainReleaseNote))
            }
        }
        let included = includedFiles(of: analysis.unit, project: linter.analyzer.project(for: path))
        var dependencies =
            hash.map { hash in
                included.present.map { ResultCache.Dependency(path: $0, sha256: hash($0) ?? ResultCache.absent) }
            } ?? []
        // A project header that was not found was parsed as an empty stand-in: what depends on
        // it is missing from the analysis, and the result is stale once the header appears.
        let directory = (SourceTreeWalker.absolutePath(path) as NSString).deletingLastPathComponent
        dependencies += included.missing.filter(\.quoted).map {
            ResultCache.Dependency(path: directory + "/" + $0.name, sha256: ResultCache.absent)
        }
        var incomplete = firstCauseOfIncompleteness(
            path, analysis: analysis, missingHeaders: included.missing,
            project: linter.analyzer.project(for: path))
        if !result.withheld.isEmpty {
            if incomplete == nil,
                let error = analysis.diagnostics.first(where: { $0.isInMainFile && $0.severity >= .error })
            {
                incomplete = IncompleteFile(
                    file: path, reason: .parseError, message: error.message, line: error.location.line)
            }
            incomplete?.withheldFindings = result.withheld.count
        }
        // A finding in a file analysed in part says so: it rests on code clang compiled (those in
        // a function with errors were withheld above), but a declaration in what is missing,
        // such as a property's ownership, could change it.
        if let incomplete {
            for i in result.findings.indices {
                let finding = result.findings[i]
                result.findings[i].notes.append(
                    FindingNote(
                        file: finding.file, line: finding.line, column: finding.column,
                        message: Self.incompleteNote(incomplete)))
            }
        }
        // A nesting deeper than clang's limit (or any fatal error) loses the rest of the file.
        var lostCode: String?
        if let header = included.missing.first(where: \.quoted) {
            lostCode =
                "analysis incomplete: \"\(header.name)\" not found (parsed as if it were empty; add -I flags after --)"
        } else if let lost = analysis.diagnostics.first(where: { Self.losesCode($0) }) {
            lostCode = "analysis incomplete: \(lost.message) (line \(lost.location.line))"
        }
        return ResultCache.Entry(
            findings: result.findings, blocks: result.blocks, error: nil, incomplete: incomplete,
            lostCode: lostCode, dependencies: dependencies)
    }

    /// Said on every finding of a file analysed without ARC.
    package static let manualRetainReleaseNote =
        "this file manages memory by hand (manual retain-release), so it was analysed "
        + "without ARC: a copied block retains the objects it captures, a __block variable does not"

    /// Said on every finding of a file analysed only in part, with the file's first cause.
    package static func incompleteNote(_ incomplete: IncompleteFile) -> String {
        let at = incomplete.line.map { " (line \($0))" } ?? ""
        return "this file was analysed incompletely (\(incomplete.reason.rawValue): \(incomplete.message)\(at)): "
            + "the finding rests on code clang compiled, but a declaration in what is missing could change it"
    }

    /// Whether a diagnostic means part of the file is missing from the AST.
    package static func losesCode(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.isInMainFile, diagnostic.severity >= .error else { return false }
        return diagnostic.severity == .fatal || diagnostic.message.hasSuffix("file not found")
            || diagnostic.message.contains("nesting level exceeded")
    }

    /// The first reason `path`'s analysis is incomplete, nil when it is complete: a header that
    /// was answered by an empty stand-in, then a module that was, then clang's first error in
    /// the file (what it names is missing from the AST, with the code that used it).
    package static func firstCauseOfIncompleteness(
        _ path: String, analysis: FileAnalysis, missingHeaders: [(name: String, quoted: Bool)],
        project: ProjectHeaders?
    ) -> IncompleteFile? {
        if let header = missingHeaders.first {
            let spelled = header.quoted ? "\"\(header.name)\"" : "<\(header.name)>"
            return IncompleteFile(
                file: path, reason: .missingHeader,
                message: "\(spelled) not found (parsed as if it were empty; add -I flags after --)")
        }
        // A header the parse reached but could not find where no stand-in answered (an include
        // inside a header from outside the tree): that header's rest is lost.
        if let notFound = analysis.unit.diagnostics.first(where: {
            !$0.isInMainFile && $0.severity >= .error && $0.message.hasSuffix("file not found")
        }) {
            return IncompleteFile(
                file: path, reason: .missingHeader,
                message:
                    "\(notFound.message) in \(notFound.location.file):\(notFound.location.line) (the rest of that "
                    + "header was lost; add -I flags after --)"
            )
        }
        let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let shim = SDKShim.bundled
        let missingModule = ImportScanner.scan(source).modules.keys.sorted().first { module in
            !shim.knownModules.contains(module) && project?.modules[module] == nil
        }
        if let missingModule {
            return IncompleteFile(
                file: path, reason: .missingModule,
                message: "module \(missingModule) not found (imported as if it were empty)")
        }
        if let error = analysis.diagnostics.first(where: { $0.isInMainFile && $0.severity >= .error }) {
            return IncompleteFile(file: path, reason: .parseError, message: error.message, line: error.location.line)
        }
        // A fatal error in a header ends the parse there: the rest of the file is lost.
        if let fatal = analysis.unit.diagnostics.first(where: { $0.severity == .fatal }) {
            return IncompleteFile(
                file: path, reason: .parseError,
                message: "in \(fatal.location.file):\(fatal.location.line): \(fatal.message)")
        }
        return nil
    }

    /// Files the parse included (not the main file) as absolute paths, except the tool's own
    /// headers (the tool fingerprint covers them); and the includes that were not found and
    /// were answered by the SDK shim's empty stand-ins (on disk, or in memory for `project`).
    package static func includedFiles(of unit: TranslationUnit, project: ProjectHeaders? = nil) -> (
        present: [String], missing: [(name: String, quoted: Bool)]
    ) {
        final class Box { var paths: [String] = [] }
        let box = Box()
        let unmanaged = Unmanaged.passRetained(box)
        defer { unmanaged.release() }
        clang_getInclusions(
            unit.raw,
            { file, _, depth, client in
                guard depth > 0, let file, let client else { return }
                let box = Unmanaged<Box>.fromOpaque(client).takeUnretainedValue()
                box.paths.append(String(consuming: clang_getFileName(file)))
            }, unmanaged.toOpaque())
        let bundled = SourceTreeWalker.absolutePath(SDKShim.bundled.root) + "/"
        let stubs = SourceTreeWalker.absolutePath(SDKShim.bundled.stubDirectory) + "/"
        var seen = Set<String>()
        var present: [String] = []
        var missing: [(name: String, quoted: Bool)] = []
        let virtual =
            project.map { [($0.standInDirectories.angled + "/", false), ($0.standInDirectories.quoted + "/", true)] }
            ?? []
        for path in box.paths.map(SourceTreeWalker.absolutePath) where seen.insert(path).inserted {
            if path.hasPrefix(bundled) { continue }
            if let (directory, quoted) = virtual.first(where: { path.hasPrefix($0.0) }) {
                missing.append((String(path.dropFirst(directory.count)), quoted))
                continue
            }
            if let project, project.isVirtual(path) { continue }
            if path.hasPrefix(stubs) {
                // Stand-ins say in their one line which include they answer.
                if let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("empty stand-in for ") {
                    missing.append((String(path.dropFirst(stubs.count)), text.contains("empty stand-in for \"")))
                }
                continue
            }
            if FileManager.default.fileExists(atPath: path) { present.append(path) }
        }
        return (present, missing)
    }

    /// The running executable's size and modification time, with the version: a rebuilt tool
    /// gets a new fingerprint, so results cached by an older build are not reused.
    package static func defaultToolFingerprint() -> String {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "capcheck-" + capcheckVersion }
        return "capcheck-\(capcheckVersion)-\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
