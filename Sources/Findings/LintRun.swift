/// A file that could not be analyzed, and why (CONTRACT §2 `errors` entry).
public struct LintError: Codable, Sendable, Hashable {
    /// The file (or directory) concerned, as the user named it or as the walk reached it.
    public var file: String
    /// What went wrong, in one sentence.
    public var message: String

    /// An error about `file`.
    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }
}

/// Counts for a whole run (CONTRACT §2 `summary`).
public struct LintSummary: Codable, Sendable, Hashable {
    /// Source files analyzed (errors included).
    public var files: Int
    /// Block literals seen in the analyzed files.
    public var blocks: Int
    /// Findings reported (after ignore comments and the baseline).
    public var findings: Int
    /// Entries in `errors`.
    public var errors: Int
    /// Wall-clock time of the run.
    public var seconds: Double

    /// A summary with every count given.
    public init(files: Int, blocks: Int, findings: Int, errors: Int, seconds: Double) {
        self.files = files
        self.blocks = blocks
        self.findings = findings
        self.errors = errors
        self.seconds = seconds
    }
}

/// What a reporter needs to know about a rule (SARIF `reportingDescriptor`, `capcheck rules`).
public struct RuleMetadata: Codable, Sendable, Hashable {
    /// Rule id in kebab-case.
    public var id: String
    /// One line saying what the rule finds.
    public var summary: String
    /// Why it matters, in a paragraph.
    public var rationale: String
    /// Severity the rule reports at unless configured otherwise.
    public var severity: Severity
    /// How to fix what it finds.
    public var fixHint: String

    /// Metadata with every part given.
    public init(id: String, summary: String, rationale: String, severity: Severity, fixHint: String) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.fixHint = fixHint
    }
}

/// Everything one lint (or runtime report) run produced, ready to render.
public struct LintRun: Sendable, Hashable {
    /// Findings, in the order they should be shown (file, line, column, rule).
    public var findings: [Finding]
    /// Files that could not be analyzed.
    public var errors: [LintError]
    /// Counts and timing.
    public var summary: LintSummary
    /// The rules that were in force (reporters that describe rules, like SARIF, use them).
    public var rules: [RuleMetadata]
    /// Name and version of the tool, for reports that record them.
    public var tool: ToolInfo

    /// A run with every part given; `summary` counts default to the findings and errors.
    public init(findings: [Finding], errors: [LintError] = [], summary: LintSummary? = nil,
                rules: [RuleMetadata] = [], tool: ToolInfo = .capcheck) {
        self.findings = findings
        self.errors = errors
        self.summary = summary ?? LintSummary(files: 0, blocks: 0, findings: findings.count,
                                              errors: errors.count, seconds: 0)
        self.rules = rules
        self.tool = tool
    }

    /// True when a finding of severity warning or error is present: the run fails (CONTRACT §2).
    public var hasFailingFindings: Bool { findings.contains { $0.severity >= .warning } }
}

/// The producing tool's identity.
public struct ToolInfo: Codable, Sendable, Hashable {
    /// Tool name, e.g. `capcheck`.
    public var name: String
    /// Semantic version.
    public var version: String
    /// Where to read about it, when there is such a page.
    public var informationURI: String?

    /// A tool identity.
    public init(name: String, version: String, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }

    /// This package's CLI.
    public static let capcheck = ToolInfo(name: "capcheck", version: capcheckVersion)
}

/// The version of this package's tools (also part of lint cache keys).
public let capcheckVersion = "0.1.0"
