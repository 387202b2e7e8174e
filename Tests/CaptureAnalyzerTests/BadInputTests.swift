import Foundation
import Testing

@testable import CaptureAnalyzer

/// Files that are not good source text each give a clear error naming the file and the
/// problem, never a crash or a hang, and do not stop other files from being analyzed.
@Suite struct BadInputTests {
    let analyzer = SourceAnalyzer()
    static func fixture(_ name: String) -> String { ExplainBinary.fixture("bad-input/\(name)") }

    @Test func anEmptyFileIsReportedAsEmpty() throws {
        let path = Self.fixture("empty.c")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
        #expect(throws: AnalysisError.empty(file: path)) { try analyzer.analyze(file: path) }
    }

    @Test func aFileOfOnlyWhiteSpaceIsReportedAsEmpty() {
        let path = Self.fixture("blank.m")
        #expect(throws: AnalysisError.empty(file: path)) { try analyzer.analyze(file: path) }
    }

    @Test func aFileWithNulBytesIsReportedAsBinary() throws {
        let path = Self.fixture("binary.c")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).contains(0))
        #expect(throws: AnalysisError.binary(file: path)) { try analyzer.analyze(file: path) }
    }

    @Test func aLatin1FileIsReportedAsNotUTF8() throws {
        let path = Self.fixture("latin1.c")
        #expect(String(data: try Data(contentsOf: URL(fileURLWithPath: path)), encoding: .utf8) == nil)
        #expect(throws: AnalysisError.notUTF8(file: path)) { try analyzer.analyze(file: path) }
    }

    @Test func aMissingFileIsUnreadableWithTheSystemReason() {
        let path = Self.fixture("does-not-exist.m")
        #expect(throws: AnalysisError.unreadable(file: path, reason: "No such file or directory")) {
            try analyzer.analyze(file: path)
        }
    }

    @Test func aDirectoryNamedLikeASourceFileIsUnreadable() throws {
        let directory = try CompilerOracle.scratchDirectory().appendingPathComponent("folder.m")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        #expect(throws: AnalysisError.unreadable(file: directory.path, reason: "is a directory")) {
            try analyzer.analyze(file: directory.path)
        }
    }

    @Test func anUnknownExtensionIsAnUnsupportedLanguage() {
        let path = Self.fixture("notes.txt")
        #expect(throws: AnalysisError.unsupportedLanguage(file: path)) { try analyzer.analyze(file: path) }
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeParsing() throws {
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.c")
        try String(repeating: "int x;\n", count: 600).write(to: file, atomically: true, encoding: .utf8)
        let size = try #require(FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        let small = SourceAnalyzer(options: AnalyzerOptions(maxFileSize: 1000))
        #expect(throws: AnalysisError.tooLarge(file: file.path, bytes: size, limit: 1000)) {
            try small.analyze(file: file.path)
        }
        #expect(throws: AnalysisError.tooLarge(file: "big.c", bytes: size, limit: 1000)) {
            try small.analyze(source: String(repeating: "int x;\n", count: 600), path: "big.c")
        }
        // The same file is fine under the default limit.
        #expect(try analyzer.analyze(file: file.path).blocks.isEmpty)
    }

    @Test func theDefaultLimitRefusesANineMegabyteFile() throws {
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("huge.m")
        let line = "// " + String(repeating: "x", count: 1020) + "\n"
        try String(repeating: line, count: 9 * 1024).write(to: file, atomically: true, encoding: .utf8)
        let size = try #require(FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size > AnalyzerOptions.defaultMaxFileSize)
        #expect(throws: AnalysisError.tooLarge(file: file.path, bytes: size, limit: AnalyzerOptions.defaultMaxFileSize))
        {
            try analyzer.analyze(file: file.path)
        }
    }

    @Test func aBrokenFileStillReportsTheBlocksClangParsed() async throws {
        let path = Self.fixture("broken.m")
        let analysis = try analyzer.analyze(file: path)
        #expect(!analysis.errors.isEmpty)
        let (dumped, stderr) = try await ASTDumpOracle.blocks(file: URL(fileURLWithPath: path), language: .objectiveC)
        #expect(stderr.contains("error:"))
        #expect(analysis.blocks.map(\.location.line) == dumped.map(\.line))
        #expect(analysis.blocks.map(\.location.line).contains(6))
        #expect(analysis.blocks.map(\.location.line).contains(16))
        #expect(analysis.blocks.first { $0.location.line == 16 }?.capture(named: "z")?.kind == .value)
    }

    @Test func aMachineGeneratedExpressionTwentyThousandTermsDeepDoesNotCrash() async throws {
        // Each `+` nests one level deeper; an 8 MiB stack overflows long before this.
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("deep.c")
        let sum = Array(repeating: "p", count: 20_000).joined(separator: "+")
        try "void call(void (^b)(void));\nvoid f(int p) { call(^{ int x = \(sum); (void)x; }); }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let output = try await ExplainBinary.run(["explain", "--format", "json", file.path])
        #expect(output.status == 0, "\(output.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let blocks = (root["files"] as? [[String: Any]])?.first?["blocks"] as? [[String: Any]] ?? []
        let captures = blocks.flatMap { $0["captures"] as? [[String: Any]] ?? [] }
        #expect(captures.contains { $0["name"] as? String == "p" && $0["capture"] as? String == "value" })
        let analysis = try analyzer.analyze(file: file.path)
        #expect(analysis.blocks.first?.capture(named: "p")?.uses.count == 20_000)
    }

    @Test func aGeneratedConstantTwentyThousandTermsLongIsFoldedInSeconds() throws {
        // Deciding whether the block stores `sum` and `last` once read, at every level, all the
        // tokens or the whole evaluation below it: about 12 minutes for these two, now seconds.
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("generated.c")
        let sum = Array(repeating: "1", count: 20_000).joined(separator: " + ")
        let commas = Array(repeating: "1", count: 20_000).joined(separator: ", ")
        try """
        void call(void (^b)(void));
        void f(void) {
          const long sum = \(sum);
          const long last = (\(commas));
          call(^{ (void)sum; (void)last; });
        }

        """.write(to: file, atomically: true, encoding: .utf8)
        let start = ContinuousClock.now
        let analysis = try analyzer.analyze(file: file.path)
        let elapsed = ContinuousClock.now - start
        let block = try #require(analysis.blocks.first)
        #expect(block.kind == .global)
        #expect(block.capture(named: "sum")?.isFoldedConstant == true)
        #expect(block.capture(named: "last")?.isFoldedConstant == true)
        #expect(elapsed < .seconds(60), "took \(elapsed)")
    }

    @Test func everyErrorMessageStartsWithTheFileName() {
        let errors: [AnalysisError] = [
            .unreadable(file: "a.m", reason: "gone"), .binary(file: "a.m"), .notUTF8(file: "a.m"), .empty(file: "a.m"),
            .tooLarge(file: "a.m", bytes: 9, limit: 1), .unsupportedLanguage(file: "a.m"),
            .parseFailed(file: "a.m", reason: "x"),
            .crashed(file: "a.m", signal: 11),
        ]
        for error in errors {
            #expect(error.description.hasPrefix("a.m: "))
            #expect(error.file == "a.m")
        }
    }

    @Test func theBinaryReportsEachBadFileAndStillExplainsTheGoodOnes() async throws {
        let good = ExplainBinary.fixture("captures/c-tricky.c")
        let bad = ["empty.c", "blank.m", "binary.c", "latin1.c", "notes.txt", "does-not-exist.m"].map(Self.fixture)
        let output = try await ExplainBinary.run(
            ["explain", "--format", "json"] + bad + [Self.fixture("broken.m"), good])
        #expect(output.status == 0, "\(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["file"] as? String } == [Self.fixture("broken.m"), good])
        let errors = try #require(json["errors"] as? [[String: Any]])
        let failed = Set(errors.compactMap { $0["file"] as? String })
        #expect(failed == Set(bad + [Self.fixture("broken.m")]))
        for error in errors { #expect(!((error["message"] as? String) ?? "").isEmpty) }
    }

    @Test func theBinaryExitsWithTwoWhenNothingCouldBeAnalyzed() async throws {
        let output = try await ExplainBinary.run(["explain", Self.fixture("empty.c"), Self.fixture("binary.c")])
        #expect(output.status == 2)
        #expect(output.stderr.contains(Self.fixture("empty.c") + ": error: file is empty"))
        #expect(output.stderr.contains(Self.fixture("binary.c") + ": error: binary file"))
    }
}
