import Findings
import Foundation

/// clang's own suppressions: code between `#pragma clang diagnostic ignored "-Warc-retain-cycles"`
/// (or `-Wimplicit-retain-self`) and the matching `#pragma clang diagnostic pop` gets no finding
/// of the rules that stand for that warning, as clang itself gives no warning there.
package struct DiagnosticPragmas: Sendable {
    /// The rules each clang warning flag stands for.
    package static let rulesForWarning: [String: Set<String>] = [
        "-Warc-retain-cycles": ["retain-cycle", "byref-self-cycle"],
        "-Wimplicit-retain-self": ["implicit-self"],
    ]

    /// Line ranges (1-based, inclusive) in which each rule is silenced.
    private var silenced: [(lines: ClosedRange<Int>, rules: Set<String>)] = []

    /// The suppressions written in `source`.
    package init(source: String) {
        guard source.contains("diagnostic") else { return }
        var current: Set<String> = []  // rules silenced at this point
        var stack: [Set<String>] = []
        var start = 1
        var lineNumber = 0
        func close(before line: Int) {
            if !current.isEmpty, line - 1 >= start { silenced.append((start...(line - 1), current)) }
            start = line
        }
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 4, words[0] == "#pragma" || (words[0] == "#" && words[1] == "pragma") else { continue }
            let rest = words[0] == "#pragma" ? Array(words.dropFirst()) : Array(words.dropFirst(2))
            guard rest.count >= 3, rest[0] == "clang", rest[1] == "diagnostic" else { continue }
            var next = current
            switch rest[2] {
            case "push":
                stack.append(current)
            case "pop":
                next = stack.popLast() ?? []
            case "ignored", "warning", "error":
                guard rest.count >= 4 else { continue }
                let flag = rest[3].trimmingCharacters(in: ["\""])
                guard let rules = Self.rulesForWarning[flag] else { continue }
                if rest[2] == "ignored" { next.formUnion(rules) } else { next.subtract(rules) }
            default:
                continue
            }
            if next != current {
                close(before: lineNumber + 1)
                current = next
            }
        }
        close(before: lineNumber + 2)
    }

    /// True when no pragma silences anything.
    package var isEmpty: Bool { silenced.isEmpty }

    /// Whether a pragma silences `finding`.
    package func suppresses(_ finding: Finding) -> Bool {
        silenced.contains { $0.lines.contains(finding.line) && $0.rules.contains(finding.rule) }
    }

    /// `findings` without the silenced ones.
    package func filter(_ findings: [Finding]) -> [Finding] {
        isEmpty ? findings : findings.filter { !suppresses($0) }
    }
}
