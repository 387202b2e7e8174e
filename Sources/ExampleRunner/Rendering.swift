/// The classroom text of a run: one line per example program, then a summary.
public enum ExampleRunRenderer {
    /// `✓ value-capture  C  3 captures, 1 output`, failures indented below, `explain` adds the
    /// lesson and what the program and analyzer showed.
    public static func render(_ run: ExampleRun, explain: Bool = false) -> String {
        let width = run.results.map(\.program.slug.count).max() ?? 0
        var text = ""
        for result in run.results {
            let mark = result.passed ? "✓" : "✗"
            let language = result.program.language.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
            let checked = result.checked.map { "\($0.count) \(noun($0.what, $0.count))" }.joined(separator: ", ")
            text += "\(mark) \(result.program.slug.padding(toLength: width, withPad: " ", startingAt: 0))  \(language) \(checked)\n"
            for failure in result.failures {
                text += failure.description.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
            }
            if explain {
                for part in result.explanation {
                    text += part.split(separator: "\n", omittingEmptySubsequences: false).map { "      │ " + $0 }.joined(separator: "\n") + "\n"
                }
            }
        }
        let failed = run.results.filter { !$0.passed }
        let expectations = run.results.flatMap(\.checked).map(\.count).reduce(0, +)
        text += "\n\(count(run.slugs.count, "example")), \(count(run.results.count, "program")), \(count(expectations, "expectation")): "
        text += failed.isEmpty ? "all hold\n" : "\(failed.count) program(s) failed (\(failed.map(\.program.slug).joined(separator: ", ")))\n"
        return text
    }

    private static func count(_ n: Int, _ singular: String) -> String { "\(n) \(singular)\(n == 1 ? "" : "s")" }

    /// `1 capture`, `3 captures`, `1 output` …
    private static func noun(_ plural: String, _ count: Int) -> String {
        guard count == 1 else { return plural }
        switch plural {
        case "leaked threads": return "leaked thread"
        case "block kinds": return "block kind"
        default: return plural.hasSuffix("s") ? String(plural.dropLast()) : plural
        }
    }
}
