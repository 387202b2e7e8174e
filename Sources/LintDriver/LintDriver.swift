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
    /// The SDK `--sdk` chose for every path: `.some(nil)` is the stand-in; nil when not given.
    package var sdkFlag: AppleSDK?? = nil
    /// The SDK `SDKROOT` or `xcrun --show-sdk-path` names (nil: none, the stand-in), for paths
    /// whose configuration names none; its error fails the run only when it is needed.
    package var environmentSDK: Result<AppleSDK?, AppleSDKError> = .success(nil)
    /// Told the paths of the files found before any is read (the executable tunes its allocator
    /// for a run of Swift files only).
    package var willLint: (@Sendable ([String]) -> Void)?

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
    /// Whether the Swift files were parsed to read their modules (not when every Swift result,
    /// and the fingerprint of the modules' facts, came from the cache).
    package var readSwiftModules = false

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
        options.willLint?(files.map(\.file.path))
        // A damaged baseline is reported before any file is linted.
        let baseline = try options.baselineFile.map { try Baseline.load(from: $0) }
        let sdks = try configurations.map { try sdk(for: $0.configuration) }
        let (outcomes, readSwiftModules) = try lintAll(
            files, configurations: configurations, sdks: sdks, progress: progress)
        var outcome = summarize(
            outcomes, files: files.count, configurations: configurations, errors: walkErrors,
            baseline: baseline, since: start)
        outcome.readSwiftModules = readSwiftModules
        // Which SDK the C-family files were parsed against (a Swift-only run names none).
        var used: [AppleSDK?] = []
        for (file, configuration) in files
        where !SwiftLinter.handles(file.path) && !used.contains(where: { $0 == sdks[configuration] }) {
            used.append(sdks[configuration])
        }
        if !used.isEmpty {
            outcome.run.summary.sdk = used.map { $0?.path ?? AppleSDK.standInName }.joined(separator: ", ")
            let sources = used.compactMap { $0?.source.rawValue }
            outcome.run.summary.sdkSource = sources.isEmpty ? nil : sources.joined(separator: ", ")
        }
        return outcome
    }

    /// The files under the paths, each with the index of the configuration that applies to it
    /// (the nearest `.capcheck.yml` above it, or the one given), and the walk's errors.
    func collectFiles() throws -> (
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

    /// Lints every file on `options.jobs` threads (from the cache where it can), in order, and
    /// says whether the Swift modules were read.
    func lintAll(
        _ files: [(file: SourceFile, configuration: Int)], configurations: [ConfigurationFile], sdks: [AppleSDK?],
        progress: (@Sendable (Int, Int) -> Void)?
    ) throws -> (outcomes: [FileOutcome], readSwiftModules: Bool) {
        let cache = try options.cacheDirectory.map { try ResultCache(directory: $0) }
        // A run of Swift files only never reads a header: no scan for the tree's own.
        let analyzerOptions = zeroSetupOptions(readsHeaders: files.contains { !SwiftLinter.handles($0.file.path) })
        // The Objective-C sources of the run: a message to self whose method a superclass
        // implements in another of them reads that implementation there.
        let objectiveCFiles = files.map(\.file.path).filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }
        // A claim about every adopter of a protocol depends on which files the run has: one
        // more file may adopt it and not keep the block.
        cache?.pin(
            ObjCImplementations.filesOfTheRun, hash: SHA256.hex(objectiveCFiles.sorted().joined(separator: "\n")))
        let linters = zip(configurations, sdks).map { file, sdk in
            var options = analyzerOptions
            options.sdk = sdk
            var linter = Linter(configuration: file.configuration, analyzer: SourceAnalyzer(options: options))
            if !objectiveCFiles.isEmpty {
                let keepers =
                    file.configuration.closureKeepers == ClosureKeepers()
                    ? ClosureKeepers.bundled : ClosureKeepers.bundled.adding(file.configuration.closureKeepers)
                linter.implementations = ObjCImplementations(
                    files: objectiveCFiles, analyzer: linter.analyzer, keepers: keepers,
                    nonEscapingAPIs: file.configuration.nonEscapingAPIs)
            }
            return linter
        }
        // The part of every file's cache key that all share (only a cache reads keys).
        let sharedKey = cache == nil ? "" : sharedCacheKey(analyzerOptions)
        // Swift files: parsed with swift-syntax; the run's type declarations tell extensions of
        // structs from extensions of classes. The rest of their modules, and the sibling targets
        // they import, are read too (not linted).
        let swiftFiles = files.map(\.file.path).filter(SwiftLinter.handles)
        let swiftTypes = SwiftModuleRead(
            files: swiftFiles + SwiftModuleContext.files(around: swiftFiles), jobs: options.jobs, cache: cache,
            keyPrefix: sharedKey)
        let swiftLinters = configurations.map { SwiftLinter(configuration: $0.configuration, read: swiftTypes) }
        let configurationKeys = zip(configurations, sdks).map { file, sdk in
            file.configuration.fingerprint + "|sdk=" + (sdk.map { "\($0.path)@\($0.version ?? "")" } ?? "stand-in")
        }

        if options.jobs > 1, files.count > 1 {
            // One linter per SDK: the modules of one SDK are no use to a parse against another.
            var done = Set<String>()
            for (i, linter) in linters.enumerated() where done.insert(sdks[i]?.path ?? "").inserted {
                let paths = files.filter { sdks[$0.configuration]?.path == sdks[i]?.path }.map(\.file.path)
                if paths.count > 1 { linter.analyzer.prebuildModules(for: paths) }
            }
        }
        let done = Counter()
        let total = files.count
        let outcomes = parallelMap(count: files.count, jobs: max(1, options.jobs)) { i -> FileOutcome in
            let (file, configuration) = files[i]
            let outcome = lintOne(
                file, linter: linters[configuration], swiftLinter: swiftLinters[configuration],
                keyPrefix: sharedKey + "|" + configurationKeys[configuration], cache: cache)
            progress?(done.increment(), total)
            return outcome
        }
        return (outcomes, swiftTypes.isRead)
    }

    /// The SDK files under `configuration` are parsed against (nil: the stand-in): `--sdk`, then
    /// the configuration's `sdk:`, then `SDKROOT` or `xcrun`.
    func sdk(for configuration: LintConfiguration) throws -> AppleSDK? {
        if let flag = options.sdkFlag { return flag }
        if let configured = configuration.sdk {
            if configured == AppleSDK.standInName { return nil }
            do { return try AppleSDK(path: configured, source: .configuration) } catch {
                throw LintDriverError.badSDK(error)
            }
        }
        do { return try options.environmentSDK.get() } catch { throw LintDriverError.badSDK(error) }
    }

    /// The run's report: every file's findings, errors and incompleteness in order, the
    /// baseline applied, and whether incompleteness fails the run.
    func summarize(
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
    /// (the project of each path given, found upward from it, so a folder linted alone still sees
    /// the headers its project keeps elsewhere, as Xcode's header maps give them) and its
    /// `compile_commands.json` when there is one and none was given. Without `readsHeaders`
    /// (no C-family file in the run), the options as given.
    package func zeroSetupOptions(readsHeaders: Bool = true) -> AnalyzerOptions {
        var analyzerOptions = options.analyzerOptions
        guard readsHeaders else { return analyzerOptions }
        let roots = ProjectHeaders.roots(of: options.paths)
        analyzerOptions.projects = roots.map { ProjectHeaders(root: $0) }
        if analyzerOptions.compilationDatabase == nil {
            analyzerOptions.compilationDatabase = roots.lazy.flatMap { [$0, $0 + "/build"] }
                .first { FileManager.default.fileExists(atPath: $0 + "/compile_commands.json") }
        }
        return analyzerOptions
    }

    /// The part of every cache key that is the same for all files of the run.
    func sharedCacheKey(_ analyzerOptions: AnalyzerOptions) -> String {
        var parts = [
            options.toolFingerprint, "flags=" + options.analyzerOptions.compilerFlags.joined(separator: "\u{1f}"),
            // The bundled list of closure keepers decides findings in both languages; it is a
            // resource beside the binary, so the tool's fingerprint does not cover it (a user's
            // additions are in the configuration's fingerprint).
            "keepers=" + SHA256.hex(ClosureKeepers.bundled.fingerprint),
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

    func lintOne(
        _ file: SourceFile, linter: Linter, swiftLinter: SwiftLinter, keyPrefix: String, cache: ResultCache?
    ) -> FileOutcome {
        var outcome = lintOneFile(file, linter: linter, swiftLinter: swiftLinter, keyPrefix: keyPrefix, cache: cache)
        if let error = outcome.error, !outcome.analyzed {
            outcome.incomplete = IncompleteFile(file: file.path, reason: .skipped, message: error.message)
        }
        return outcome
    }

    func lintOneFile(
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
        if Self.contains(data, "capcheck:ignore") {
            let comments = IgnoreComments(source: String(decoding: data, as: UTF8.self))
            findings = comments.filter(findings)
            directiveErrors = comments.unknownRules(in: file.path)
        }
        if !findings.isEmpty, Self.contains(data, "clang diagnostic") {
            findings = DiagnosticPragmas(source: String(decoding: data, as: UTF8.self)).filter(findings)
        }
        var incomplete = entry.incomplete
        incomplete?.file = file.path
        return FileOutcome(
            findings: findings, blocks: entry.blocks,
            error: entry.lostCode.map { LintError(file: file.path, message: $0) },
            directiveErrors: directiveErrors, incomplete: incomplete, fromCache: fromCache)
    }

    /// Whether `data` holds the bytes of `text` (Foundation's `range(of:)` took a tenth of a
    /// Swift-only lint's driver time).
    static func contains(_ data: Data, _ text: StaticString) -> Bool {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            text.withUTF8Buffer { needle in
                guard let first = needle.first, var start = bytes.baseAddress else { return needle.isEmpty }
                let end = start + bytes.count
                while end - start >= needle.count, let match = memchr(start, Int32(first), end - start) {
                    let found = UnsafeRawPointer(match)
                    if end - found >= needle.count, memcmp(found, needle.baseAddress!, needle.count) == 0 {
                        return true
                    }
                    start = found + 1
                }
                return false
            }
        }
    }
}
