import Findings
import Rules

/// `// capcheck:ignore` and `// capcheck:ignore rule-id, other-rule` comments: a finding is
/// dropped when such a comment naming its rule (or naming none, meaning every rule) sits on the
/// finding's line or on the line just above it.
package struct IgnoreComments: Sendable {
    /// Line number → rule ids the comment there names (empty: every rule).
    private var directives: [Int: Set<String>] = [:]
    /// Every rule id a directive names, with its 1-based line and column.
    package private(set) var namedRules: [(id: String, line: Int, column: Int)] = []

    /// The directives in `source`.
    package init(source: String) {
        guard source.contains("capcheck:ignore") else { return }
        var lineNumber = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let range = line.range(of: "capcheck:ignore") else { continue }
            // Only inside a comment: the text before the directive must open one.
            let before = line[..<range.lowerBound]
            guard before.contains("//") || before.contains("/*") else { continue }
            let ids = Self.ruleIDs(after: line[range.upperBound...])
            directives[lineNumber] = ids
            for id in ids where id != "\u{0}" {
                let column =
                    position(of: id, in: String(line[range.upperBound...])).map {
                        $0.column + line.utf8.distance(from: line.startIndex, to: range.upperBound)
                    } ?? 1
                namedRules.append((id, lineNumber, column))
            }
        }
    }

    /// Directives naming rules that do not exist (a typo suppresses nothing), as errors at the
    /// misspelt id: "unknown rule 'retain-cycles'; did you mean 'retain-cycle'?".
    package func unknownRules(in file: String, known: Set<String> = RuleRegistry.ids) -> [LintError] {
        namedRules.filter { !known.contains($0.id) }.map {
            LintError(
                file: file, message: UnknownRule.message($0.id, in: "a capcheck:ignore comment", known: known),
                line: $0.line, column: $0.column)
        }
    }

    /// True when the source carries no directive at all.
    package var isEmpty: Bool { directives.isEmpty }

    /// Whether a comment suppresses `finding`.
    package func suppresses(_ finding: Finding) -> Bool {
        for line in [finding.line, finding.line - 1] {
            if let rules = directives[line], rules.isEmpty || rules.contains(finding.rule) { return true }
        }
        return false
    }

    /// `findings` without the suppressed ones.
    package func filter(_ findings: [Finding]) -> [Finding] {
        isEmpty ? findings : findings.filter { !suppresses($0) }
    }

    /// Rule ids after the directive: kebab-case words separated by spaces or commas, up to the
    /// first word that is not one (`--`, `*/`, prose), so a reason may follow.
    package static func ruleIDs(after text: Substring) -> Set<String> {
        guard text.first.map({ $0 == " " || $0 == "\t" || $0 == "," || $0 == ":" }) ?? true else {
            return ["\u{0}"]  // `capcheck:ignored…`: not a directive; matches no rule
        }
        var ids: Set<String> = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == ":" }) {
            let isID =
                word.first?.isLetter == true
                && word.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
            if !isID { break }
            ids.insert(String(word))
        }
        return ids
    }
}
