import ChildProcess
import Foundation
import Testing

/// The built `capcheck` executable: next to the test bundle, or in the package's debug folder.
let capcheckBinary: String = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "capcheck"
    ).path
    if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return package.appendingPathComponent(".build/debug/capcheck").path
}()

/// The package's folder (docs/, Examples/), found from this file's path.
let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// What one run of the binary did.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Standard output parsed as a JSON object.
    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    }
}

/// A scratch folder to run `capcheck` in.
final class Workspace {
    let root: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path + "/capcheck-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        root = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Runs `capcheck arguments…` with the workspace as working directory.
    func capcheck(_ arguments: String...) async throws -> CommandResult {
        try await capcheck(arguments)
    }

    func capcheck(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) async throws
        -> CommandResult
    {
        // argument-parser wraps help at $COLUMNS: pin it so the pinned help texts hold anywhere.
        try await runProgram(
            capcheckBinary, arguments, in: root, environment: ["COLUMNS": "80"].merging(environment) { $1 },
            input: input)
    }
}

/// Runs `executable arguments…` in `directory` with `input` on standard input (empty when nil)
/// and `environment` over this process's own, through ChildProcess (both pipes drained).
func runProgram(
    _ executable: String, _ arguments: [String], in directory: String? = nil,
    environment: [String: String] = [:], input: String? = nil
) async throws -> CommandResult {
    let output = try await ChildProcess.run(
        executable, arguments, input: input, workingDirectory: directory,
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    return CommandResult(status: output.status, stdout: output.stdout, stderr: output.stderr)
}

/// A self-contained Objective-C file with a retain cycle on line 9 (self keeps a block that captures self).
let cycleFile = """
    @interface NSObject
    - (id)description;
    @end
    @interface Foo : NSObject
    @property (copy) void (^handler)(void);
    @end
    @implementation Foo
    - (void)setup {
        self.handler = ^{ [self description]; };
    }
    @end

    """

@Suite(.serialized) struct LintCommandTests {
    @Test func lintingATreeWithACycleReportsItAndExitsOne() async throws {
        let ws = try Workspace()
        try ws.write("Sources/Feed.m", cycleFile)
        try ws.write("Sources/Clean.c", "int add(int a, int b) { return a + b; }\n")
        let result = try await ws.capcheck("lint", "--format", "json", "Sources")
        #expect(result.status == 1)
        let json = try result.json()
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["rule"] as? String == "retain-cycle")
        #expect(findings.first?["file"] as? String == "Sources/Feed.m")
        #expect(findings.first?["line"] as? Int == 9)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 2)
        #expect(summary["findings"] as? Int == 1)
        #expect(summary["errors"] as? Int == 0)
        #expect((summary["seconds"] as? Double).map { $0 >= 0 } == true)
    }

    /// A missing file is named in the words every other command uses (unreadable files and
    /// folders: `DriverTests.unreadableFilesAndFoldersAreErrors`).
    @Test func aMissingFileIsAnErrorInTheSharedWords() async throws {
        let workspace = try Workspace()
        let missing = try await workspace.capcheck("lint", "no/such.m")
        #expect(missing.status == 2)
        #expect(missing.stdout.hasPrefix("no/such.m: error: no such file or directory\n"), "\(missing.stdout)")
    }

    @Test func textOutputIsClangStyle() async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", cycleFile)
        let result = try await ws.capcheck("lint", "--no-cache", "Feed.m")
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("Feed.m:9:"))
        #expect(result.stdout.contains(": warning: ") && result.stdout.contains("[retain-cycle]"))
        #expect(result.stdout.contains("Feed.m:9:5: note: "))
        #expect(result.stdout.contains("1 file, 1 block: 1 finding (1 warning), 0 analysis errors in "))
        // Not a terminal: no progress line, nothing on standard error.
        #expect(result.stderr.isEmpty)
    }

    @Test func enableTurnsImplicitSelfFullyOnAndUnknownRuleIdsAreRejected() async throws {
        let ws = try Workspace()
        try ws.write(
            "Job.m",
            """
            @interface NSObject
            @end
            void run_later(void (^block)(void));
            @interface Job : NSObject { int _n; }
            @end
            @implementation Job
            - (void)go { run_later(^{ _n++; }); }
            @end

            """)
        let plain = try await ws.capcheck("lint", "--no-cache", "Job.m")
        #expect(plain.status == 0 && !plain.stdout.contains("[implicit-self]"), "\(plain.stdout)")
        let enabled = try await ws.capcheck("lint", "--no-cache", "--enable", "implicit-self", "Job.m")
        #expect(enabled.status == 1)
        #expect(
            enabled.stdout.hasPrefix("Job.m:7:27: warning: block implicitly retains 'self' through the ivar '_n'"),
            "\(enabled.stdout)")
        let typo = try await ws.capcheck("lint", "--no-cache", "--enable", "implicit-slef", "Job.m")
        #expect(typo.status == 64 || typo.status == 2)
        #expect(typo.stderr.contains("unknown rule 'implicit-slef'"))
    }

    @Test func findingsInAFunctionWithClangErrorsAreWithheldAndCounted() async throws {
        let ws = try Workspace()
        try ws.write(
            "Feed.m",
            """
            #import "Missing.h"
            @interface NSObject
            - (id)description;
            @end
            @interface Feed : NSObject
            @property (copy) void (^handler)(void);
            @end
            @implementation Feed
            - (void)clean {
                self.handler = ^{ [self description]; };
            }
            - (void)broken {
                self.handler = ^{ [self description]; [MissingLogger log:self]; };
            }
            @end

            """)
        let json = try await ws.capcheck("lint", "--no-cache", "--format", "json", "Feed.m")
        let findings = try #require(try json.json()["findings"] as? [[String: Any]])
        #expect(findings.map { $0["line"] as? Int } == [10], "\(json.stdout)")
        let incomplete = try #require(try json.json()["incomplete"] as? [[String: Any]])
        #expect(incomplete.first?["withheldFindings"] as? Int == 1)
        let text = try await ws.capcheck("lint", "--no-cache", "Feed.m")
        #expect(text.stdout.contains("; 1 finding withheld in code with clang errors\n"), "\(text.stdout)")
        #expect(
            text.stdout.hasSuffix(
                "1 file analysed incompletely: 1 missing header; 1 finding withheld (in functions clang could not "
                    + "compile)\n"
            ))
    }

    @Test func incompleteAnalysisFailsTheRunOnlyWhenAskedWithExitThree() async throws {
        let ws = try Workspace()
        try ws.write(
            "a.m", "#import \"NotHere.h\"\nvoid f(NHThing *t) { int (^b)(int) = ^(int x) { return x + 1; }; b(1); }\n")
        let plain = try await ws.capcheck("lint", "--no-cache", "--format", "json")
        #expect(plain.status == 0, "\(plain.stderr)")
        let incomplete = try #require(try plain.json()["incomplete"] as? [[String: Any]])
        #expect(incomplete.map { $0["reason"] as? String } == ["missing-header"])
        #expect(try await ws.capcheck("lint", "--no-cache", "--fail-on-incomplete").status == 3)
        try ws.write(".capcheck.yml", "fail_on_incomplete: true\n")
        let configured = try await ws.capcheck("lint", "--no-cache")
        #expect(configured.status == 3)
        #expect(configured.stdout.hasSuffix("1 file analysed incompletely: 1 missing header\n"))
    }

    @Test func aCleanTreeExitsZeroAndTheDefaultPathIsTheCurrentFolder() async throws {
        let ws = try Workspace()
        try ws.write("a.c", "int main(void) { int (^b)(int) = ^(int x) { return x + 1; }; return b(1); }\n")
        let result = try await ws.capcheck("lint", "--format", "json")
        #expect(result.status == 0)
        let summary = try #require(try result.json()["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 1)
        #expect(summary["blocks"] as? Int == 1)
    }

    @Test func unreadableInputBesideGoodFilesIsAnErrorEntryAndNothingElseIsLost() async throws {
        let ws = try Workspace()
        try ws.write("good.m", cycleFile)
        _ = FileManager.default.createFile(atPath: ws.root + "/blob.m", contents: Data([0x00, 0xff, 0x10]))
        _ = FileManager.default.createFile(
            atPath: ws.root + "/huge.c", contents: Data(repeating: 0x20, count: 10 << 20))
        try ws.write(
            "deep.c",
            "int f(void) { return " + String(repeating: "(", count: 10_000) + "1"
                + String(repeating: ")", count: 10_000) + "; }\n")
        try ws.write("inc.c", "#include \"not-there.h\"\nnot_there_t x;\n")
        try FileManager.default.createSymbolicLink(atPath: ws.root + "/loop", withDestinationPath: ".")
        let result = try await ws.capcheck("lint", "--format", "json", ".")
        #expect(result.status == 1)
        let json = try result.json()
        let errors = try #require(json["errors"] as? [[String: String]])
        #expect(Set(errors.compactMap { $0["file"] }) == ["blob.m", "huge.c", "deep.c", "inc.c", "loop"])
        #expect(errors.allSatisfy { !($0["message"] ?? "").isEmpty })
        #expect((json["findings"] as? [[String: Any]])?.count == 1)
    }

    @Test func nothingReadableBadArgumentsAndBadConfigurationExitTwo() async throws {
        let ws = try Workspace()
        _ = FileManager.default.createFile(atPath: ws.root + "/blob.m", contents: Data([0x00, 0x01]))
        let unreadable = try await ws.capcheck("lint", "--format", "json", "blob.m")
        #expect(unreadable.status == 2)
        #expect((try unreadable.json()["errors"] as? [Any])?.count == 1)
        #expect(try await ws.capcheck("lint", "missing-folder").status == 2)
        #expect(try await ws.capcheck("lint", "--format", "xml", ".").status == 2)
        #expect(try await ws.capcheck("lint", "--no-such-flag").status == 2)
        #expect(try await ws.capcheck("lint", "--jobs", "0").status == 2)

        try ws.write("good.m", cycleFile)
        try ws.write(".capcheck.yml", "severities: {retain-cycle: loud}\n")
        let badConfig = try await ws.capcheck("lint", "good.m")
        #expect(badConfig.status == 2)
        #expect(badConfig.stderr.contains(".capcheck.yml"))
        #expect(badConfig.stderr.contains("loud"))
        #expect(badConfig.stdout.isEmpty)
    }

    @Test func configurationFileAndIgnoreCommentsAreHonoured() async throws {
        let ws = try Workspace()
        try ws.write("App/Feed.m", cycleFile)
        try ws.write(
            "App/Ignored.m",
            cycleFile.replacingOccurrences(
                of: "    self.handler", with: "    // capcheck:ignore retain-cycle\n    self.handler"))
        try ws.write("App/.capcheck.yml", "severities:\n  retain-cycle: note\n")
        let result = try await ws.capcheck("lint", "--format", "json", "App")
        // A note does not fail the run.
        #expect(result.status == 0)
        let findings = try #require(try result.json()["findings"] as? [[String: Any]])
        #expect(findings.map { $0["file"] as? String } == ["App/Feed.m"])
        #expect(findings.first?["severity"] as? String == "note")
    }

    /// The explain document matches docs/schemas/explain.schema.json for C, Objective-C and Swift
    /// files and a file that could not be read; a document with a capture kind that does not exist
    /// breaks it.
    @Test func explainJSONMatchesItsDocumentedSchema() async throws {
        let ws = try Workspace()
        let files = [
            "Examples/value-capture/value-capture.c", "Examples/byref-self-cycle/byref-self-cycle.m",
            "Tests/Fixtures/swift-closures/nested.swift", "Tests/Fixtures/swift-closures/local-functions.swift",
        ]
        let explain = try await ws.capcheck(
            ["explain", "--format", "json"] + files.map { packageDirectory + "/" + $0 } + ["missing.m"])
        let document = try explain.json()
        #expect((document["files"] as? [Any])?.count == 4, "\(explain.stderr)")
        #expect((document["errors"] as? [Any])?.count == 1)
        let schema = packageDirectory + "/docs/schemas/explain.schema.json"
        let (status, output) = try await python(sarifValidator, input: explain.stdout, arguments: [schema])
        #expect(status == 0, "\(output)")
        let broken = explain.stdout.replacingOccurrences(
            of: "\"capture\" : \"value\"", with: "\"capture\" : \"copied\"")
        #expect(broken != explain.stdout)
        #expect(try await python(sarifValidator, input: broken, arguments: [schema]).0 == 1)
    }

    /// The baseline file is a documented document: docs/schemas/baseline.schema.json accepts a
    /// written one and rejects a lint report given in its place.
    @Test func aWrittenBaselineMatchesItsDocumentedSchema() async throws {
        let ws = try Workspace()
        try ws.write("Sources/Feed.m", cycleFile)
        #expect(
            try await ws.capcheck("lint", "--no-cache", "--write-baseline", "ci/baseline.json", "Sources").status == 0)
        let baseline = try String(contentsOfFile: ws.root + "/ci/baseline.json", encoding: .utf8)
        #expect(baseline.contains("\"file\" : \"../Sources/Feed.m\""), "\(baseline)")
        let schema = packageDirectory + "/docs/schemas/baseline.schema.json"
        let (status, output) = try await python(sarifValidator, input: baseline, arguments: [schema])
        #expect(status == 0, "\(output)")
        let report = try await ws.capcheck("lint", "--no-cache", "--format", "json", "Sources")
        #expect(try await python(sarifValidator, input: report.stdout, arguments: [schema]).0 == 1)
    }

    @Test func aBaselineWrittenOnceSilencesKnownFindingsButNotNewOnes() async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", cycleFile)
        let write = try await ws.capcheck("lint", "--write-baseline", "capcheck-baseline.json", ".")
        #expect(write.status == 0)
        #expect(write.stderr.contains("wrote 1 finding"))
        try ws.write("Feed.m", "// moved down by a comment\n" + cycleFile)
        let known = try await ws.capcheck("lint", "--format", "json", "--baseline", "capcheck-baseline.json", ".")
        #expect(known.status == 0)
        #expect((try known.json()["findings"] as? [Any])?.isEmpty == true)
        try ws.write("Other.m", cycleFile)
        let new = try await ws.capcheck("lint", "--format", "json", "--baseline", "capcheck-baseline.json", ".")
        #expect(new.status == 1)
        let findings = try #require(try new.json()["findings"] as? [[String: Any]])
        #expect(findings.map { $0["file"] as? String } == ["Other.m"])
    }

    @Test func aSecondRunUsesTheCacheAndReportsTheSame() async throws {
        let ws = try Workspace()
        for i in 0..<4 { try ws.write("f\(i).m", cycleFile) }
        let cold = try await ws.capcheck("lint", "--format", "json", "--cache-dir", "cache", ".")
        let entries = FileManager.default.enumerator(atPath: ws.root + "/cache")?.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".json")
        }
        #expect(entries?.count == 4)
        let warm = try await ws.capcheck("lint", "--format", "json", "--cache-dir", "cache", ".")
        #expect(cold.status == 1 && warm.status == 1)
        #expect(
            try cold.json()["findings"] as? [[String: AnyHashable]] == warm.json()["findings"]
                as? [[String: AnyHashable]])
        // The cache folder is hidden from the walk and from git.
        #expect(FileManager.default.fileExists(atPath: ws.root + "/cache/.gitignore"))
        let noCache = try await ws.capcheck("lint", "--no-cache", "--format", "json", ".")
        #expect(noCache.status == 1)
        #expect(!FileManager.default.fileExists(atPath: ws.root + "/.capcheck-cache"))
    }

    @Test func compilerFlagsAfterTheTerminatorReachTheParser() async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", "#ifdef WITH_CYCLE\n" + cycleFile + "#endif\n")
        #expect(try await ws.capcheck("lint", "--no-cache", "Feed.m").status == 0)
        #expect(try await ws.capcheck("lint", "--no-cache", "Feed.m", "--", "-DWITH_CYCLE").status == 1)
        let flags = try await ws.capcheck("lint", "--print-flags", "Feed.m", "--", "-DWITH_CYCLE", "-I", "my dir")
        #expect(flags.status == 0)
        #expect(flags.stdout.contains("-fblocks"))
        #expect(flags.stdout.hasSuffix("-DWITH_CYCLE -I 'my dir'\n"))
    }

    @Test func aCompilationDatabaseSuppliesFlagsAndEditingItInvalidatesTheCache() async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", "#ifdef WITH_CYCLE\n" + cycleFile + "#endif\n")
        func database(_ flags: String) throws {
            try ws.write(
                "build/compile_commands.json",
                """
                [{"directory": "\(ws.root)", "file": "Feed.m", "arguments": ["clang", "-fobjc-arc", \(flags) "-c", \
                "Feed.m"]}]
                """)
        }
        try database("\"-DWITH_CYCLE\",")
        #expect(try await ws.capcheck("lint", "-p", "build", "Feed.m").status == 1)
        try database("")
        #expect(try await ws.capcheck("lint", "-p", "build", "Feed.m").status == 0)
        #expect(try await ws.capcheck("lint", "-p", "no-such-folder", "Feed.m").status == 2)
    }

    /// script(1) gives the command a terminal (Debian's essential bsdutils has it).
    @Test func aProgressLineIsDrawnOnlyOnATerminalAndClearedAfterwards() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
            "script(1) is missing: apt-get install bsdutils")
        let ws = try Workspace()
        try ws.write("a.m", cycleFile)
        // script(1) gives the command a terminal; the report goes to a file so the terminal
        // shows only what went to standard error.
        let command = "CAPCHECK_PROGRESS_AFTER=0 \(capcheckBinary) lint --no-cache -o report.txt a.m"
        let terminal = try await ChildProcess.run(
            "/usr/bin/script", ["-qec", command, "/dev/null"], workingDirectory: ws.root
        ).stdout
        #expect(terminal.contains("capcheck: linted 1/1 files"))
        #expect(terminal.hasSuffix("\r\u{1b}[K"))
        #expect(try String(contentsOfFile: ws.root + "/report.txt", encoding: .utf8).contains("[retain-cycle]"))
    }

    @Test(arguments: ["text", "json", "sarif", "html", "dot"])
    func everyFormatRendersARealRun(format: String) async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", cycleFile)
        _ = FileManager.default.createFile(atPath: ws.root + "/blob.m", contents: Data([0x00]))
        let result = try await ws.capcheck("lint", "--no-cache", "--format", format, "--output", "report.out", ".")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let report = try String(contentsOfFile: ws.root + "/report.out", encoding: .utf8)
        #expect(report.contains("Feed.m"))
        #expect(report.contains("blob.m"))
        if format == "sarif" || format == "json" {
            let (status, output) = try await python(
                sarifValidator, input: report, arguments: [format == "sarif" ? sarifSchema : lintSchema])
            #expect(status == 0, "\(output)")
        }
    }

    @Test func rulesListsEveryRuleAndShowsOneRulesPage() async throws {
        let ws = try Workspace()
        let json = try await ws.capcheck("rules", "--format", "json")
        #expect(json.status == 0)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("retain-cycle"))
        let list = try await ws.capcheck("rules")
        #expect(list.status == 0)
        for id in ids { #expect(list.stdout.contains(id)) }
        let page = try await ws.capcheck("rules", "retain-cycle")
        #expect(page.status == 0)
        let summary = try #require(rules.first { $0["id"] as? String == "retain-cycle" }?["summary"] as? String)
        #expect(page.stdout.hasPrefix("retain-cycle (warning)\n\n" + summary))
        #expect(page.stdout.contains("Why it matters:") && page.stdout.contains("How to fix:"))
        #expect(page.stdout.contains("↓"))
        let unknown = try await ws.capcheck("rules", "no-such-rule")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("retain-cycle"))
    }

    /// SARIF's `helpUri` and the HTML report link to docs/rules.md#RULE-ID: the page is in the
    /// repository, it is what `capcheck rules --format markdown` writes (regenerate it with
    /// `capcheck rules -f markdown -o docs/rules.md`), and it has a section for every rule.
    @Test func theRulesPageLinkedFromReportsIsInDocsAndCurrent() async throws {
        let ws = try Workspace()
        let generated = try await ws.capcheck("rules", "--format", "markdown")
        #expect(generated.status == 0)
        let page = try String(contentsOfFile: packageDirectory + "/docs/rules.md", encoding: .utf8)
        #expect(page == generated.stdout, "docs/rules.md is stale: capcheck rules -f markdown -o docs/rules.md")
        let json = try await ws.capcheck("rules", "--format", "json")
        let ids = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            .compactMap { $0["id"] as? String }
        #expect(ids.count >= 16)
        for id in ids { #expect(page.contains("\n## \(id)\n"), "no section for \(id)") }
    }

    @Test(arguments: [["lint", "--help"], ["rules", "--help"]])
    func helpTextsArePinned(arguments: [String]) async throws {
        let ws = try Workspace()
        let result = try await ws.capcheck(arguments)
        #expect(result.status == 0)
        try expectGolden(result.stdout, "help-\(arguments[0]).txt")
    }
}
