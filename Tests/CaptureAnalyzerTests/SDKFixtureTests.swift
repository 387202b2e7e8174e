import CClang
import Foundation
import Testing

@testable import ClangFrontend

/// The realistic fixtures (`Tests/Fixtures/realistic/`): library-style Objective-C that imports
/// Foundation, UIKit, QuartzCore, CommonCrypto... Each must parse through the shim with zero
/// errors, and libclang must find exactly the block literals clang-14's AST dump lists and the
/// file's `// blocks: N` annotation states.
@Suite struct SDKFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/realistic")

    static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }.sorted()
    }

    @Test func thereAreEightToTwelveFixtures() {
        #expect((8...12).contains(Self.fixtures.count))
    }

    @Test(arguments: SDKFixtureTests.fixtures)
    func fixtureParsesWithoutErrorsAndKeepsEveryBlock(_ name: String) async throws {
        let url = Self.directory.appendingPathComponent(name)
        let source = try String(contentsOf: url, encoding: .utf8)
        let language: SourceLanguage = name.hasSuffix(".mm") ? .objectiveCxx : .objectiveC
        let shim = SDKShim.bundled
        let unit = try TranslationUnit(
            index: ClangIndex(), path: url.path,
            arguments: shim.arguments(for: language, source: source))
        let parse = ShimHarness.summarize(unit)
        #expect(parse.errors.map { "\($0.location.line): \($0.message)" } == [])

        let (dumped, stderr) = try await ShimHarness.dumpedBlockLines(file: url, language: language, source: source)
        #expect(!stderr.contains("error:"))
        #expect(parse.blockLines == dumped)
        let annotated = try #require(ShimHarness.annotatedBlockCount(source))
        #expect(parse.blockLines.count == annotated)
    }
}
