import Foundation
import Testing

/// `capcheck explain` on Swift files, from the built binary: the outputs are pinned in
/// `Tests/Fixtures/swift-closures/golden/` (`CAPCHECK_UPDATE_GOLDEN=1` rewrites them after a
/// reviewed change), and the JSON keeps the shape of docs/json.md §4.
@Suite struct SwiftExplainGoldenTests {
    static let directory = SwiftExplainCorpusTests.directory

    static func explain(_ arguments: [String]) async throws -> CompilerOracle.Output {
        try await ExplainBinary.run(["explain", "--color", "never"] + arguments, in: directory)
    }

    static func expectGolden(
        _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let path = directory.appendingPathComponent("golden").appendingPathComponent(name).path
        if ProcessInfo.processInfo.environment["CAPCHECK_UPDATE_GOLDEN"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            actual == expected, "differs from golden/\(name); rerun with CAPCHECK_UPDATE_GOLDEN=1 to accept",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: ["var-let", "ownership", "nested"])
    func textOutputIsPinned(_ name: String) async throws {
        let output = try await Self.explain(["\(name).swift"])
        #expect(output.status == 0, "\(output.stderr)")
        try Self.expectGolden(output.stdout, "\(name).txt")
    }

    @Test(arguments: ["var-let", "ownership"])
    func jsonAndDotOutputsArePinned(_ name: String) async throws {
        let json = try await Self.explain(["--format", "json", "\(name).swift"])
        #expect(json.status == 0, "\(json.stderr)")
        try Self.expectGolden(json.stdout, "\(name).json")
        let dot = try await Self.explain(["--format", "dot", "\(name).swift"])
        #expect(dot.status == 0, "\(dot.stderr)")
        try Self.expectGolden(dot.stdout, "\(name).dot")
    }

    @Test func jsonHasTheContractShapeForEveryCorpusFile() async throws {
        let files = SwiftExplainCorpusTests.corpus
        let output = try await Self.explain(["--format", "json"] + files)
        #expect(output.status == 0, "\(output.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let entries = try #require(root["files"] as? [[String: Any]])
        #expect(entries.map { $0["file"] as? String } == files)
        for entry in entries {
            for closure in try #require(entry["closures"] as? [[String: Any]]) {
                #expect(closure["line"] is Int && closure["column"] is Int && closure["escaping"] is Bool)
                for capture in try #require(closure["captures"] as? [[String: Any]]) {
                    #expect(["value", "box", "address"].contains(capture["capture"] as? String))
                    #expect(
                        ["strong", "weak", "unowned", "unowned(unsafe)", "none"].contains(
                            capture["ownership"] as? String))
                    #expect(capture["name"] is String && capture["list"] is Bool)
                }
            }
        }
    }

    @Test func aBrokenFileIsAnErrorAndTheOthersAreStillExplained() async throws {
        let output = try await Self.explain(["--format", "json", "bad/needs-other-file.swift", "var-let.swift"])
        #expect(output.status == 0)
        #expect(output.stderr.contains("bad/needs-other-file.swift: error: the file does not type-check on its own"))
        #expect(output.stderr.contains("cannot find 'Helper' in scope"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect((root["files"] as? [[String: Any]])?.map { $0["file"] as? String } == ["var-let.swift"])
        #expect((root["errors"] as? [[String: Any]])?.count == 1)
        let alone = try await Self.explain(["bad/needs-other-file.swift"])
        #expect(alone.status == 2)
        let withSource = try await Self.explain(["bad/needs-other-file.swift", "--", "bad/Helper.swift"])
        #expect(withSource.status == 0 && withSource.stdout.contains("helper  value, strong"), "\(withSource.stderr)")
    }

    @Test func htmlShowsEveryClosureWithItsCapturesAndContext() async throws {
        let output = try await Self.explain(["--format", "html", "var-let.swift", "ownership.swift"])
        #expect(output.status == 0, "\(output.stderr)")
        let html = output.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        #expect(html.contains("<h2>var-let.swift</h2>") && html.contains("<h2>ownership.swift</h2>"))
        #expect(
            html.contains("4 closures, 7 captures, from swiftc&#39;s AST and SIL")
                || html.contains("4 closures, 7 captures, from swiftc's AST and SIL"))
        #expect(html.contains("<code>closure #1 in varAndLet()</code>"))
        #expect(
            html.contains("<span class=\"chip box\">box</span>")
                && html.contains("<span class=\"chip address\">address</span>"))
        #expect(html.contains("unowned(unsafe)"))
        #expect(html.contains("title=\"closure C1\">C1</span>"), "a badge marks the closure in the source")
        #expect(html.contains("+16  box counter;"), "the context layout is drawn")
    }

    @Test func aDirectoryIsExplainedThroughItsSwiftFiles() async throws {
        let output = try await Self.explain(["--format", "json", "bad"])
        #expect(output.status == 0, "\(output.stderr)")
        // Helper.swift explains (no closures); the other file cannot type-check alone.
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let files = try #require(root["files"] as? [[String: Any]])
        #expect(files.contains { $0["file"] as? String == "bad/Helper.swift" })
        #expect(output.stderr.contains("bad/needs-other-file.swift: error:"))
    }
}
