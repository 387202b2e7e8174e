/// How serious a finding is. Ordered: `note < warning < error`.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    /// Information only; never fails a run.
    case note
    /// A likely bug; fails a lint run.
    case warning
    /// A certain bug; fails a lint run.
    case error

    private var rank: Int { Severity.allCases.firstIndex(of: self)! }
    /// Ordered note < warning < error, so `severity >= .warning` reads as "fails a run".
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A secondary location that explains a finding (the capture, the store, the cycle's next step).
public struct FindingNote: Codable, Sendable, Hashable {
    /// File the note points into.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What happens there.
    public var message: String

    /// A note at `file:line:column`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}

/// One problem found, statically (a lint rule) or at run time (a retain cycle, a leaked thread).
/// Its JSON shape is docs/json.md §2's `findings` entry.
public struct Finding: Codable, Sendable, Hashable {
    /// Rule id in kebab-case, e.g. `retain-cycle`.
    public var rule: String
    /// How serious it is.
    public var severity: Severity
    /// File the finding points into (empty for runtime findings with no source location).
    public var file: String
    /// 1-based line (0 when there is no source location).
    public var line: Int
    /// 1-based column (0 when there is no source location).
    public var column: Int
    /// One sentence saying what is wrong.
    public var message: String
    /// Secondary locations, in the order a reader should follow them.
    public var notes: [FindingNote]
    /// How to fix it, when the rule knows.
    public var fix: String?
    /// For a retain cycle, its reference path, the first object repeated at the end
    /// (`["self", "handler (copy)", "block", "self"]`); reports draw it.
    public var cycle: [String]?

    /// A finding with all its parts.
    public init(
        rule: String, severity: Severity, file: String, line: Int, column: Int,
        message: String, notes: [FindingNote] = [], fix: String? = nil, cycle: [String]? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.notes = notes
        self.fix = fix
        self.cycle = cycle
    }
}

extension Finding {
    /// Sort order for reports: file, line, column, rule, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}
