/// A file that could not be analyzed, and why (docs/json.md §2 `errors` entry).
package struct LintError: Codable, Sendable, Hashable {
    /// The file (or directory) concerned, as the user named it or as the walk reached it.
    package var file: String
    /// What went wrong, in one sentence.
    package var message: String
    /// 1-based line, when the error is about a place in the file (a misspelt rule id in a
    /// `capcheck:ignore` comment); absent from the JSON otherwise.
    package var line: Int?
    /// 1-based column, with `line`.
    package var column: Int?

    /// An error about `file`, at `line:column` when it has a place.
    package init(file: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.message = message
        self.line = line
        self.column = column
    }
}

/// Why a file's analysis is incomplete: the kind of its first cause.
package enum IncompleteReason: String, Codable, Sendable, Hashable, CaseIterable {
    /// A header was not found and an empty stand-in was parsed in its place.
    case missingHeader = "missing-header"
    /// A module (`@import`) was not found and an empty stand-in was imported.
    case missingModule = "missing-module"
    /// clang reported errors in the file: the declarations or statements they name are missing.
    case parseError = "parse-error"
    /// The file was not analyzed at all (it is also in `errors`).
    case skipped = "skipped"

    /// The cause counted `n` times, as the summary line says it ("9 missing headers").
    package func counted(_ n: Int) -> String {
        switch self {
        case .missingHeader: return n == 1 ? "1 missing header" : "\(n) missing headers"
        case .missingModule: return n == 1 ? "1 missing module" : "\(n) missing modules"
        case .parseError: return n == 1 ? "1 parse error" : "\(n) parse errors"
        case .skipped: return "\(n) skipped"
        }
    }
}

/// A file whose analysis is incomplete, with its first cause (`incomplete` in the JSON report):
/// findings in it may be missing, and none comes from the code that was lost.
package struct IncompleteFile: Codable, Sendable, Hashable {
    /// The file, as the walk reached it.
    package var file: String
    /// The kind of the first cause.
    package var reason: IncompleteReason
    /// The first cause in one sentence (the header or module not found, clang's first error).
    package var message: String
    /// The line of the first cause in `file`, when it has one.
    package var line: Int?
    /// Findings not reported because they lie in a function or method where clang reported an
    /// error (nil when none): a finding never rests on code clang could not compile.
    package var withheldFindings: Int?

    /// An incomplete file with its first cause.
    package init(file: String, reason: IncompleteReason, message: String, line: Int? = nil) {
        self.file = file
        self.reason = reason
        self.message = message
        self.line = line
    }
}

/// Counts for a whole run (docs/json.md §2 `summary`).
package struct LintSummary: Codable, Sendable, Hashable {
    /// Source files analyzed (errors included).
    package var files: Int
    /// Block literals seen in the analyzed files.
    package var blocks: Int
    /// Findings reported (after ignore comments and the baseline).
    package var findings: Int
    /// Entries in `errors`.
    package var errors: Int
    /// Wall-clock time of the run.
    package var seconds: Double
    /// Entries in `incomplete`: files analyzed only in part (or not at all).
    package var incomplete: Int
    /// The SDK C and Objective-C files were parsed against: an Apple SDK's path, or `stand-in`
    /// for the bundled stand-in; nil when the run had no such files.
    package var sdk: String?
    /// What chose `sdk` (`--sdk`, `.capcheck.yml`, `SDKROOT`, `xcrun --show-sdk-path`); nil for
    /// the stand-in when nothing named an SDK.
    package var sdkSource: String?

    /// A summary with every count given.
    package init(files: Int, blocks: Int, findings: Int, errors: Int, seconds: Double, incomplete: Int = 0) {
        self.files = files
        self.blocks = blocks
        self.findings = findings
        self.errors = errors
        self.seconds = seconds
        self.incomplete = incomplete
    }

    private enum CodingKeys: String, CodingKey {
        case files, blocks, findings, errors, seconds, incomplete, sdk, sdkSource
    }

    /// Reads a summary; reports written before `incomplete` existed count none.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            files: try c.decode(Int.self, forKey: .files), blocks: try c.decode(Int.self, forKey: .blocks),
            findings: try c.decode(Int.self, forKey: .findings), errors: try c.decode(Int.self, forKey: .errors),
            seconds: try c.decode(Double.self, forKey: .seconds),
            incomplete: try c.decodeIfPresent(Int.self, forKey: .incomplete) ?? 0)
        sdk = try c.decodeIfPresent(String.self, forKey: .sdk)
        sdkSource = try c.decodeIfPresent(String.self, forKey: .sdkSource)
    }
}

/// What a reporter needs to know about a rule (SARIF `reportingDescriptor`, `capcheck rules`).
package struct RuleMetadata: Codable, Sendable, Hashable {
    /// Rule id in kebab-case.
    package var id: String
    /// One line saying what the rule finds.
    package var summary: String
    /// Why it matters, in a paragraph.
    package var rationale: String
    /// Severity the rule reports at unless configured otherwise.
    package var severity: Severity
    /// How to fix what it finds.
    package var fixHint: String

    /// Metadata with every part given.
    package init(id: String, summary: String, rationale: String, severity: Severity, fixHint: String) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.fixHint = fixHint
    }

    /// The rule's documentation page (`docs/rules.md#id` at the project's home); nil for ids
    /// that are not lint rules (runtime findings).
    package var helpURI: String? {
        id.hasPrefix("runtime-") ? nil : ToolInfo.homepage + "/blob/main/docs/rules.md#" + id
    }
}

/// Everything one lint (or runtime report) run produced, ready to render.
package struct LintRun: Sendable, Hashable {
    /// Findings, in the order they should be shown (file, line, column, rule).
    package var findings: [Finding]
    /// Files that could not be analyzed.
    package var errors: [LintError]
    /// Files analyzed only in part, each with its first cause.
    package var incomplete: [IncompleteFile]
    /// Counts and timing.
    package var summary: LintSummary
    /// The rules that were in force (reporters that describe rules, like SARIF, use them).
    package var rules: [RuleMetadata]
    /// Name and version of the tool, for reports that record them.
    package var tool: ToolInfo

    /// A run with every part given; `summary` counts default to the findings and errors.
    package init(
        findings: [Finding], errors: [LintError] = [], summary: LintSummary? = nil,
        rules: [RuleMetadata] = [], tool: ToolInfo = .capcheck, incomplete: [IncompleteFile] = []
    ) {
        self.findings = findings
        self.errors = errors
        self.incomplete = incomplete
        self.summary =
            summary
            ?? LintSummary(
                files: 0, blocks: 0, findings: findings.count,
                errors: errors.count, seconds: 0, incomplete: incomplete.count)
        self.rules = rules
        self.tool = tool
    }

    /// True when a finding of severity warning or error is present: the run fails (docs/json.md §2).
    package var hasFailingFindings: Bool { findings.contains { $0.severity >= .warning } }

    /// "12 files analysed incompletely: 9 missing headers, 3 parse errors"; nil when none was.
    package var incompleteSummary: String? {
        guard !incomplete.isEmpty else { return nil }
        let causes = IncompleteReason.allCases.compactMap { reason -> String? in
            let n = incomplete.filter { $0.reason == reason }.count
            return n > 0 ? reason.counted(n) : nil
        }
        let files = incomplete.count == 1 ? "1 file" : "\(incomplete.count) files"
        var summary = "\(files) analysed incompletely: " + causes.joined(separator: ", ")
        let withheld = incomplete.reduce(0) { $0 + ($1.withheldFindings ?? 0) }
        if withheld > 0 {
            summary += withheld == 1 ? "; 1 finding withheld" : "; \(withheld) findings withheld"
            summary += " (in functions clang could not compile)"
        }
        return summary
    }
}

/// The producing tool's identity.
package struct ToolInfo: Codable, Sendable, Hashable {
    /// Tool name, e.g. `capcheck`.
    package var name: String
    /// Semantic version.
    package var version: String
    /// Where to read about it, when there is such a page.
    package var informationURI: String?

    /// A tool identity.
    package init(name: String, version: String, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }

    /// This package's CLI.
    package static let capcheck = ToolInfo(name: "capcheck", version: capcheckVersion, informationURI: homepage)

    /// Where the project lives: its README, and its rule pages under `docs/`.
    package static let homepage = "https://github.com/capcheck/capcheck"
}

/// The version of this package's tools (also part of lint cache keys).
package let capcheckVersion = "0.1.0"
