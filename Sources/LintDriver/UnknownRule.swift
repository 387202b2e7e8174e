import Rules

/// Rule ids that are not rules, in a `.capcheck.yml` or a `// capcheck:ignore` comment: errors
/// that say which known id was probably meant.
package enum UnknownRule {
    /// "unknown rule 'retain-cycles' in 'disabled_rules'; did you mean 'retain-cycle'?" (without
    /// a suggestion when no known id is close); `place` says where the id was written.
    package static func message(_ id: String, in place: String? = nil, known: Set<String> = RuleRegistry.ids) -> String
    {
        var text = "unknown rule '\(id)'" + (place.map { " in \($0)" } ?? "")
        if let suggestion = suggestion(for: id, known: known) {
            text += "; did you mean '\(suggestion)'?"
        } else {
            text += "; known rules: " + known.sorted().joined(separator: ", ")
        }
        return text
    }

    /// The known id closest to `id` by edit distance, when it is close enough to be a typo
    /// (at most a third of the id's length), or when `id` is a part of exactly one known id.
    package static func suggestion(for id: String, known: Set<String> = RuleRegistry.ids) -> String? {
        let ranked = known.map { ($0, distance(id, $0)) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        if let best = ranked.first, best.1 <= max(2, id.count / 3) { return best.0 }
        let containing = known.filter { $0.contains(id) || id.contains($0) }
        return containing.count == 1 ? containing.first : nil
    }

    /// Levenshtein distance.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
