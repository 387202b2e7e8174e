import Foundation
import Testing

/// Static and run-time agree on the Swift teaching examples: every cycle `capcheck lint` reports
/// in Examples/<slug>/<slug>.swift is a cycle RetainGraph finds when the example runs (the
/// cycles the example prints, and those `capcheck leaks` finds leaked at exit), and every such
/// cycle is reported by lint.
@Suite(.serialized) struct SwiftExamplesAgreementTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static let slugs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter {
        FileManager.default.fileExists(atPath: examples.appendingPathComponent("\($0)/\($0).swift").path)
    }.sorted()

    /// Rules whose findings claim a retain cycle or an object kept alive for ever.
    static let cycleRules: Set<String> = [
        "retain-cycle", "timer-target-cycle", "swift-repeating-timer-self", "keepalive-thread-self",
        "swift-task-self-loop", "observer-retains-self", "strong-self-across-runloop",
    ]

    /// The classes the example declares.
    static func declaredClasses(_ text: String) -> [(line: Int, name: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard let at = words.firstIndex(of: "class"), at + 1 < words.count else { return nil }
            return (i + 1, String(words[at + 1]))
        }
    }

    /// Class names in the `retain cycle: A -> B -> A` lines the example prints.
    static func printedCycles(_ output: String) -> [Set<String>] {
        output.split(separator: "\n").filter { $0.hasPrefix("retain cycle: ") }.map { line in
            Set(line.dropFirst("retain cycle: ".count).components(separatedBy: " -> "))
        }
    }

    @Test func everySwiftExampleIsChecked() {
        #expect(Self.slugs.count >= 9)
    }

    @Test(arguments: slugs)
    func lintsCyclesAreTheCyclesRetainGraphFindsWhenTheExampleRuns(_ slug: String) async throws {
        let file = Self.examples.appendingPathComponent("\(slug)/\(slug).swift").path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let classes = Self.declaredClasses(text)
        let names = Set(classes.map(\.name))
        let ws = try Workspace()

        // Static: the class around each cycle finding.
        let lint = try await ws.capcheck("lint", "--no-cache", "--format", "json", file)
        let findings = try #require(try lint.json()["findings"] as? [[String: Any]])
        let lintClasses = Set(
            findings.filter { Self.cycleRules.contains($0["rule"] as? String ?? "") }.compactMap { finding in
                classes.last { $0.line <= (finding["line"] as? Int ?? 0) }?.name
            })

        // Run time: what the example prints from RetainGraph, and what is leaked at exit.
        let binary = URL(fileURLWithPath: capcheckBinary).deletingLastPathComponent().appendingPathComponent(
            "SwiftExamples"
        ).path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "SwiftExamples is not built")
        let leaks = try await ws.capcheck("leaks", "--format", "json", "--", binary, slug)
        var cycles = Self.printedCycles(leaks.stderr)
        for cycle in try #require(try leaks.json()["cycles"] as? [[String: Any]]) {
            let nodes = (cycle["nodes"] as? [[String: Any]] ?? []).compactMap {
                ($0["typeName"] as? String)?.split(separator: ".").last.map(String.init)
            }
            cycles.append(Set(nodes))
        }
        cycles = cycles.map { $0.intersection(names) }.filter { !$0.isEmpty }

        for cycle in cycles {
            #expect(
                !cycle.isDisjoint(with: lintClasses),
                "RetainGraph found \(cycle.sorted()) at run time; lint reported cycles in \(lintClasses.sorted())")
        }
        for name in lintClasses {
            #expect(
                cycles.contains { $0.contains(name) },
                "lint reports a cycle in \(name) that RetainGraph did not find at run time")
        }
    }
}
