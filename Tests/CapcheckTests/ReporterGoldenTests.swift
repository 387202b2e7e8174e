import ChildProcess
import Findings
import Foundation
import Reporting
import Testing

/// One run with every feature a reporter must handle: notes in the same and in another file,
/// a fix hint, characters that need escaping in HTML, DOT and JSON, a path with a space and one
/// with non-ASCII letters (URIs), a runtime finding with no source location, and an error.
let sampleRun = LintRun(
    findings: [
        Finding(
            rule: "retain-cycle", severity: .warning, file: "Sources/Feed Controller.m", line: 40, column: 18,
            message: "block captures 'self' strongly and is kept by it: self → handler (copy) → block → self",
            notes: [
                FindingNote(
                    file: "Sources/Feed Controller.m", line: 40, column: 5, message: "the block is stored here"),
                FindingNote(
                    file: "Sources/Feed Controller.h", line: 12, column: 1, message: "handler is declared (copy) here"),
            ],
            fix: "Capture a weak reference: `__weak typeof(self) weakSelf = self;`.",
            cycle: ["self", "handler (copy)", "block", "self"]),
        Finding(
            rule: "implicit-self", severity: .note, file: "Sources/Feed Controller.m", line: 52, column: 9,
            message: "ivar _items <NSArray *> used in an escaping block captures \"self\" & keeps it alive"),
        Finding(
            rule: "retain-cycle", severity: .error, file: "Sources/Ünïcode.m", line: 7, column: 3,
            message: "cycle with a backslash \\ in its text"),
        Finding(
            rule: "runtime-retain-cycle", severity: .error, file: "", line: 0, column: 0,
            message: "Worker → closure context → Worker",
            notes: [FindingNote(file: "", line: 0, column: 0, message: "Worker.onDone holds the closure")]),
    ],
    errors: [
        LintError(file: "Sources/broken.m", message: "binary file (contains NUL bytes), not C or Objective-C source")
    ],
    summary: LintSummary(files: 3, blocks: 12, findings: 4, errors: 1, seconds: 0.41237, incomplete: 3),
    rules: [
        RuleMetadata(
            id: "retain-cycle", summary: "A block is stored on an object that it strongly captures.",
            rationale: "Neither is ever deallocated.", severity: .warning, fixHint: "Capture weakly."),
        RuleMetadata(
            id: "implicit-self", summary: "An ivar use inside an escaping block captures self.",
            rationale: "The capture is easy to miss.", severity: .note, fixHint: "Write self->_ivar or use a weak self."
        ),
    ],
    incomplete: [
        IncompleteFile(
            file: "Sources/Feed Controller.m", reason: .missingHeader,
            message: "<Kit/Kit.h> not found (parsed as if it were empty; add -I flags after --)"),
        IncompleteFile(
            file: "Sources/Parser.m", reason: .parseError, message: "expected ';' after expression", line: 7),
        IncompleteFile(
            file: "Sources/broken.m", reason: .skipped,
            message: "binary file (contains NUL bytes), not C or Objective-C source"),
    ])

/// Folder of this file's golden outputs.
let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

/// Compares `actual` with the golden file; `CAPCHECK_UPDATE_GOLDEN=1` rewrites it instead.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = goldenDirectory + "/" + name
    if ProcessInfo.processInfo.environment["CAPCHECK_UPDATE_GOLDEN"] == "1" {
        try actual.write(toFile: path, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
        actual == expected, "differs from Golden/\(name); rerun with CAPCHECK_UPDATE_GOLDEN=1 to accept",
        sourceLocation: sourceLocation)
}

/// Runs `python3 -c script` with `input` on standard input; returns (exit status, output and errors).
func python(_ script: String, input: String, arguments: [String] = []) async throws -> (Int32, String) {
    let output = try await ChildProcess.run("/usr/bin/env", ["python3", "-c", script] + arguments, input: input)
    return (output.status, output.stdout + output.stderr)
}

/// Validates a SARIF log against the official 2.1.0 schema with python's jsonschema
/// (formats checked too); prints each violation.
let sarifValidator = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1]))
    validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)
    errors = list(validator.iter_errors(json.load(sys.stdin)))
    for e in errors: print(list(e.absolute_path), e.message)
    sys.exit(1 if errors else 0)
    """
/// The lint document's schema, documented in docs/json.md.
let lintSchema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("docs/schemas/lint.schema.json").path
let sarifSchema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Schemas/sarif-schema-2.1.0.json"
).path

@Suite struct ReporterGoldenTests {
    @Test func textReporterWritesClangStyleDiagnostics() throws {
        let text = TextReporter().render(sampleRun)
        try expectGolden(text, "lint.txt")
        #expect(text.contains("Sources/Feed Controller.m:40:18: warning: block captures"))
        #expect(text.contains("Sources/Feed Controller.h:12:1: note: handler is declared (copy) here"))
        #expect(
            text.hasSuffix(
                "3 files, 12 blocks: 4 findings (2 errors, 1 warning, 1 note), 1 analysis error in 0.41 s\n"
                    + "3 files analysed incompletely: 1 missing header, 1 parse error, 1 skipped\n"))
        #expect(
            text.contains(
                "Sources/Parser.m:7: warning: analysis incomplete (parse-error): expected ';' after expression\n"))
    }

    @Test func jsonReporterWritesExactlyTheContractShape() throws {
        let json = JSONReporter().render(sampleRun)
        try expectGolden(json, "lint.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["findings", "errors", "incomplete", "summary"])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["files", "blocks", "findings", "errors", "seconds", "incomplete"])
        let incomplete = try #require(object["incomplete"] as? [[String: Any]])
        #expect(incomplete.map { $0["reason"] as? String } == ["missing-header", "parse-error", "skipped"])
        #expect(Set(incomplete[1].keys) == ["file", "reason", "message", "line"])
        #expect(summary["seconds"] as? Double == 0.412)
        let first = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(Set(first.keys).isSuperset(of: ["rule", "severity", "file", "line", "column", "message", "notes"]))
        let note = try #require((first["notes"] as? [[String: Any]])?.first)
        #expect(Set(note.keys) == ["file", "line", "column", "message"])
        let error = try #require((object["errors"] as? [[String: Any]])?.first)
        #expect(Set(error.keys) == ["file", "message"])
    }

    @Test func jsonReporterOutputIsValidAgainstTheDocumentedSchema() async throws {
        let json = JSONReporter().render(sampleRun)
        let (status, output) = try await python(sarifValidator, input: json, arguments: [lintSchema])
        #expect(status == 0, "\(output)")
        // A document that breaks the schema is rejected, so a pass means something.
        let broken = json.replacingOccurrences(of: "\"severity\" : \"warning\"", with: "\"severity\" : \"loud\"")
        #expect(broken != json)
        #expect(try await python(sarifValidator, input: broken, arguments: [lintSchema]).0 == 1)
    }

    @Test func sarifReporterOutputIsValidAgainstTheOfficialSchema() async throws {
        let sarif = SARIFReporter().render(sampleRun)
        try expectGolden(sarif, "lint.sarif")
        let (status, output) = try await python(sarifValidator, input: sarif, arguments: [sarifSchema])
        #expect(status == 0, "\(output)")
        // The validator does reject what the schema forbids, so a pass means something.
        let broken = sarif.replacingOccurrences(of: "\"level\" : \"note\"", with: "\"level\" : \"info\"")
        #expect(broken != sarif)
        #expect(try await python(sarifValidator, input: broken, arguments: [sarifSchema]).0 == 1)
        let empty = SARIFReporter().render(LintRun(findings: []))
        #expect(try await python(sarifValidator, input: empty, arguments: [sarifSchema]).0 == 0)
    }

    @Test func sarifCarriesRulesNotesAndErrorsWhereConsumersLookForThem() throws {
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(sampleRun).utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["retain-cycle", "implicit-self", "runtime-retain-cycle"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 0, 2])
        #expect((results[0]["relatedLocations"] as? [Any])?.count == 2)
        let uri =
            ((((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"]) as? [String: Any])?["uri"] as? String
        #expect(uri == "Sources/Feed%20Controller.m")
        let notifications =
            ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"]) as? [[String: Any]]
        // The file that could not be read, then each file analyzed only in part (a skipped file
        // is already the error).
        #expect(notifications?.map { $0["level"] as? String } == ["error", "warning", "warning"])
        #expect(
            (notifications?[2]["message"] as? [String: Any])?["text"] as? String
                == "analysis incomplete (parse-error): expected ';' after expression")
    }

    /// Each finding shows its source with the position marked, each note its line, the rule
    /// counts link to the rules, fix texts set code in `<code>`, and a cycle is drawn.
    @Test func htmlReportShowsSourceCountsAndTheCycle() throws {
        let source = "@implementation Feed\n- (void)load {\n  self.handler = ^{ [self reload]; };\n}\n@end\n"
        let finding = Finding(
            rule: "retain-cycle", severity: .warning, file: "Feed.m", line: 3, column: 22,
            message: "block captures 'self' strongly and is kept by it: self → handler (copy) → block → self",
            notes: [FindingNote(file: "Feed.m", line: 3, column: 3, message: "stored here")],
            fix: "Use `weakSelf` inside.", cycle: ["self", "handler (copy)", "block", "self"])
        var run = sampleRun
        run.findings = [finding]
        let html = HTMLReporter(sourceLines: {
            $0 == "Feed.m" ? source.split(separator: "\n", omittingEmptySubsequences: false) : nil
        }).render(run)
        #expect(
            html.contains(
                "<span class=\"here\"><span class=\"ln\">3</span>  self.handler = ^{ [<mark>s</mark>elf reload]; "
                    + "};</span>"
            ))
        #expect(html.contains("<span class=\"ln\">1</span>@implementation Feed"))
        #expect(!html.contains("<span class=\"ln\">6</span>"))
        #expect(html.contains("<a href=\"#rule-retain-cycle\">retain-cycle</a></td><td>1</td>"))
        #expect(html.contains("Fix: Use <code>weakSelf</code> inside."))
        #expect(html.contains("<svg") && html.contains(">handler (copy)</text>"))
    }

    @Test func htmlReporterIsSelfContainedAndEscapesEverything() async throws {
        let html = HTMLReporter().render(sampleRun)
        try expectGolden(html, "lint.html")
        #expect(!html.contains("<NSArray"))
        #expect(!html.contains("<script") && !html.contains("src="))
        // Links only within the page: each finding's rule to the rule's entry.
        let links = html.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(
            !links.isEmpty && links.allSatisfy { $0.hasPrefix("#rule-") && html.contains("id=\"\($0.dropFirst())\"") })
        // An HTML parser reads back the exact message text.
        let (status, text) = try await python(
            """
            import sys, html.parser
            class P(html.parser.HTMLParser):
                def __init__(self): super().__init__(); self.text = []
                def handle_data(self, d): self.text.append(d)
            p = P(); p.feed(sys.stdin.read()); print("".join(p.text))
            """, input: html)
        #expect(status == 0)
        #expect(text.contains("ivar _items <NSArray *> used in an escaping block captures \"self\" & keeps it alive"))
    }

    @Test func dotReporterIsAGraphGraphvizAccepts() async throws {
        let dot = DOTReporter().render(sampleRun)
        try expectGolden(dot, "lint.dot")
        let result = try await graphviz(dot, ["-Tplain"])
        let plain = result.stdout
        #expect(result.status == 0, "dot failed (graphviz is installed by `make setup`): \(result.stderr)")
        // One node per finding, per note and per error, and the cycle's two objects; one edge
        // per note, the cycle's two references and the link from the finding to its cycle.
        let lines = plain.split(separator: "\n")
        let nodes = lines.filter { $0.hasPrefix("node ") }.count
        let edges = lines.filter { $0.hasPrefix("edge ") }.count
        #expect(nodes == 4 + 3 + 1 + 2)
        #expect(edges == 3 + 2 + 1)
        // The cycle closes: self → block → self, labelled with the references.
        #expect(
            plain.contains("edge f0_c0 f0_c1") && plain.contains("edge f0_c1 f0_c0") && plain.contains("handler (copy)")
        )
    }
}
