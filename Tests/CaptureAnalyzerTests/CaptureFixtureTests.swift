import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend

/// The hand-picked cases in `Tests/Fixtures/captures/`: each file states, next to every block
/// literal, what it captures (`// expect:`), and is also checked against clang's own AST dump
/// and emitted IR.
@Suite struct CaptureFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/captures")

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { SourceLanguage(path: $0) != nil }.sorted()
    }

    @Test(arguments: fixtures)
    func fixtureMatchesItsExpectationsAndTheCompiler(_ name: String) async throws {
        let file = Self.directory.appendingPathComponent(name)
        let language = try #require(SourceLanguage(path: name))
        let analysis = try SourceAnalyzer().analyze(file: file.path)
        #expect(analysis.errors.isEmpty, "\(analysis.errors.map { "\($0.location.line): \($0.message)" })")

        let expectations = try Self.expectations(in: String(contentsOf: file, encoding: .utf8))
        var mismatches: [String] = []
        var byLine: [Int: [BlockLiteral]] = [:]
        for block in analysis.blocks { byLine[block.location.line, default: []].append(block) }
        for line in Set(byLine.keys).union(expectations.keys).sorted() {
            let got = (byLine[line] ?? []).sorted { $0.location.column < $1.location.column }.map(Self.describe)
            let want = expectations[line] ?? []
            if got != want { mismatches.append("line \(line): expected \(want), analyzer \(got)") }
        }
        mismatches += try await CompilerOracle.mismatches(of: analysis, file: file, language: language)
        #expect(mismatches.isEmpty, "\(name):\n\(mismatches.joined(separator: "\n"))")
    }

    /// `kind name=capture/ownership[/implicit][/folded] …`, captures sorted by name.
    static func describe(_ block: BlockLiteral) -> String {
        let captures = block.captures.map { capture -> String in
            var text = "\(capture.name)=\(capture.kind.rawValue)/\(capture.ownership.rawValue)"
            if capture.isImplicit { text += "/implicit" }
            if capture.isFoldedConstant { text += "/folded" }
            return text
        }.sorted()
        return ([block.kind.rawValue] + captures).joined(separator: " ")
    }

    static func expectations(in source: String) throws -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "// expect:") else { continue }
            result[index + 1] = line[range.upperBound...].split(separator: "|").map { part in
                let words = part.split(separator: " ").map(String.init)
                return ([words.first ?? ""] + words.dropFirst().sorted()).joined(separator: " ")
            }
        }
        return result
    }
}
