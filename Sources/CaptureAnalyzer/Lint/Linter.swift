import Findings

/// The findings for one file, and how many block literals it has (the run's summary counts them).
public struct FileLintResult: Sendable {
    /// The file as given.
    public var file: String
    /// Findings in source order.
    public var findings: [Finding]
    /// Number of block literals in the file.
    public var blocks: Int

    /// A result from its parts.
    public init(file: String, findings: [Finding], blocks: Int) {
        self.file = file
        self.findings = findings
        self.blocks = blocks
    }
}

/// Runs the enabled rules over files. Safe to use from several threads at once: each call parses
/// its own translation unit.
public struct Linter: Sendable {
    /// The configuration every file is linted with.
    public var configuration: LintConfiguration
    /// The analyzer that parses files.
    public var analyzer: SourceAnalyzer

    /// A linter with a configuration and an analyzer.
    public init(configuration: LintConfiguration = .init(), analyzer: SourceAnalyzer = .init()) {
        self.configuration = configuration
        self.analyzer = analyzer
    }

    /// Lints the file at `path`. Throws `AnalysisError` when it cannot be analysed.
    public func lint(file path: String) throws -> FileLintResult {
        lint(try analyzer.analyze(file: path))
    }

    /// Lints `source` as if it were the file at `path` (tests, editors, examples).
    public func lint(source: String, path: String) throws -> FileLintResult {
        lint(try analyzer.analyze(source: source, path: path))
    }

    /// Lints an analysis already made.
    public func lint(_ analysis: FileAnalysis) -> FileLintResult {
        let model = SourceModel(analysis, nonEscapingAPIs: configuration.nonEscapingAPIs)
        let context = LintContext(configuration: configuration, model: model)
        var findings: [Finding] = []
        for rule in RuleRegistry.all where configuration.isEnabled(rule.description.id) {
            var found = rule.init().check(analysis, context: context)
            if let severity = configuration.severities[rule.description.id] {
                for i in found.indices { found[i].severity = severity }
            }
            findings += found
        }
        // One finding per rule and position: two paths to the same bug are one bug.
        var seen = Set<String>()
        findings = findings.filter { seen.insert("\($0.rule)|\($0.file)|\($0.line)|\($0.column)").inserted }
        findings.sort { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
        return FileLintResult(file: analysis.file, findings: findings, blocks: analysis.blocks.count)
    }
}
