import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend

/// Files in `Tests/Fixtures/crashers/` once took a whole run down with SIGSEGV inside libclang.
/// The built binary lints and explains each one (in a child process, so a crash fails one test
/// instead of the test run), and what explain says each block captures is what clang's AST
/// dump says.
@Suite struct CrasherTests {
    static let directory = URL(fileURLWithPath: ExplainBinary.fixture("crashers"))

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { SourceLanguage(path: $0) != nil }.sorted()
    }

    @Test(arguments: fixtures)
    func isLintedAndExplainedAsClangSeesIt(_ name: String) async throws {
        let file = Self.directory.appendingPathComponent(name)
        let language = try #require(SourceLanguage(path: name))
        let lint = try await ExplainBinary.run(["lint", "--no-cache", file.path])
        #expect([0, 1].contains(lint.status), "lint exited with \(lint.status): \(lint.stderr.suffix(2000))")
        let explain = try await ExplainBinary.run(["explain", "--format", "json", "--no-layout", file.path])
        #expect(explain.status == 0, "explain exited with \(explain.status): \(explain.stderr.suffix(2000))")

        let (dumped, _) = try await ASTDumpOracle.blocks(file: file, language: language)
        let explained = try Self.blocks(inExplainJSON: explain.stdout)
        #expect(explained.map(\.position) == dumped.map { "\($0.line):\($0.column)" })
        for (mine, truth) in zip(explained, dumped) {
            #expect(mine.captures == Set(truth.captures.map(\.name)), "block at \(mine.position)")
        }
    }

    @Test func constLocalsReadFromSubscriptsInsideABlockAreTheBlocksOwn() async throws {
        // The file from the report: `sections` is captured; `section` and `oldItem` are the
        // block's own locals, so neither is a capture, folded or not.
        let file = Self.directory.appendingPathComponent("const-subscript-in-block.m")
        let explain = try await ExplainBinary.run(["explain", "--format", "json", "--no-layout", file.path])
        #expect(explain.status == 0, "\(explain.stderr.suffix(2000))")
        let blocks = try Self.blocks(inExplainJSON: explain.stdout)
        #expect(blocks.map(\.position) == ["3:46"])
        #expect(blocks.first?.captures == ["sections"])

        let lint = try await ExplainBinary.run(["lint", "--no-cache", file.path])
        #expect(lint.status == 0, "\(lint.stderr.suffix(2000))")
        #expect(lint.stdout.contains("1 file, 1 block: 0 findings"), "\(lint.stdout)")

        let analysis = try SourceAnalyzer().analyze(file: file.path)
        let block = try #require(analysis.blocks.first)
        #expect(block.captures.map(\.name) == ["sections"])
        #expect(block.capture(named: "sections")?.kind == .value)
        #expect(block.capture(named: "sections")?.ownership == .strong)
    }

    static func blocks(inExplainJSON json: String) throws -> [(position: String, captures: Set<String>)] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let files = try #require(root["files"] as? [[String: Any]])
        return files.flatMap { file in
            (file["blocks"] as? [[String: Any]] ?? []).map { block in
                let position = "\(block["line"] as? Int ?? 0):\(block["column"] as? Int ?? 0)"
                // What Sema lists: values and __block variables (statics and globals are not stored).
                let captures = (block["captures"] as? [[String: Any]] ?? [])
                    .filter { ["value", "byref"].contains($0["capture"] as? String) }
                    .compactMap { $0["name"] as? String }
                return (position, Set(captures))
            }
        }
    }
}
