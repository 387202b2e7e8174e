import ChildProcess
import Findings
import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import LintDriver
@testable import Rules

/// The Swift rules' documentation examples are their tests, as for the block rules: each `↓` is
/// one expected finding at that exact position, non-triggering examples stay silent.
@Suite struct SwiftRuleExampleTests {
    static let ruleNames = SwiftLinter.rules.map { String(describing: $0) }

    static func rule(named name: String) throws -> any SwiftLintRule.Type {
        try #require(SwiftLinter.rules.first { String(describing: $0) == name })
    }

    static func lint(_ source: String, rule id: String) -> [Finding] {
        var configuration = LintConfiguration()
        configuration.enabledRules = [id]
        return SwiftLinter(configuration: configuration).lint(source: source, path: "example.swift").findings.filter {
            $0.rule == id
        }
    }

    @Test(arguments: ruleNames)
    func triggeringExamplesReportExactlyTheMarkedPositions(rule name: String) throws {
        let rule = try Self.rule(named: name)
        #expect(!rule.swiftTriggeringExamples.isEmpty)
        for example in rule.swiftTriggeringExamples {
            let (source, expected) = RuleExampleTests.strip(example, lineOffset: 0)
            #expect(!expected.isEmpty, "triggering example without a marker")
            let found = Self.lint(source, rule: rule.ruleID)
            let positions = Set(found.map { RuleExampleTests.Position(line: $0.line, column: $0.column) })
            let unexpected = found.filter { !expected.contains(.init(line: $0.line, column: $0.column)) }
            let missing = expected.subtracting(positions)
            #expect(positions == expected, "missing \(missing), unexpected \(unexpected.map(\.place))")
            #expect(found.allSatisfy { !$0.message.isEmpty && $0.fix == rule.swiftFixHint })
        }
    }

    @Test(arguments: ruleNames)
    func nonTriggeringExamplesAreSilent(rule name: String) throws {
        let rule = try Self.rule(named: name)
        #expect(!rule.swiftNonTriggeringExamples.isEmpty)
        for example in rule.swiftNonTriggeringExamples {
            let found = Self.lint(example, rule: rule.ruleID)
            #expect(found.isEmpty, "unexpected: \(found.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    /// Two work items that each clear the member they are kept in: each finding's note points
    /// at the clearing inside its own closure, not at the file's first.
    @Test func theClearingNoteIsTheClosuresOwn() {
        let source = """
            import Foundation
            final class Search {
                var workItem: DispatchWorkItem?
                func run() {}
                func first() {
                    workItem = DispatchWorkItem {
                        self.run()
                        self.workItem = nil
                    }
                }
                func second() {
                    workItem = DispatchWorkItem {
                        self.run()
                        self.workItem = nil
                    }
                }
            }
            """
        let found = Self.lint(source, rule: "retain-cycle")
        let clearings = found.map { finding in
            finding.notes.first { $0.message.contains("is set to nil here") }?.line
        }
        #expect(found.map(\.line) == [7, 13])
        #expect(clearings == [8, 14])
    }

    @Test func everySwiftRuleReportsUnderACatalogueRule() {
        for rule in SwiftLinter.rules {
            #expect(RuleRegistry.rule(id: rule.ruleID) != nil, "\(rule.ruleID) is not in the catalogue")
        }
        // Swift-only ids are documented by their Swift examples.
        for description in RuleRegistry.all.map({ $0.description }) where description.id.hasPrefix("swift-") {
            #expect(!SwiftLinter.examples(for: description.id).triggering.isEmpty)
        }
    }
}

/// Swift snippets with known cycles and known non-cycles (Tests/Fixtures/swift-lint), each a
/// program whose class prints `DEINIT Name` when it is freed. The truth is the program's run:
/// lint reports a finding in exactly the snippets whose object is never freed, at the lines
/// marked `// expected-warning [rule-id]`, and nothing in the others.
@Suite(.serialized) struct SwiftLintCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/swift-lint")

    static let snippets: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    /// The `(line, rule)` pairs the snippet's comments expect (`// expected-warning [a] [b]`).
    static func expectations(_ text: String) -> Set<String> {
        var expected = Set<String>()
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.range(of: "// expected-warning ") else { continue }
            for part in line[marker.upperBound...].split(separator: "[") where part.contains("]") {
                expected.insert("\(i + 1) \(part.prefix { $0 != "]" })")
            }
        }
        return expected
    }

    /// Rules whose findings claim a leak; `strong-self-not-checked` claims a trap instead.
    static let leakRules: Set<String> = [
        "retain-cycle", "timer-target-cycle", "swift-repeating-timer-self", "observer-retains-self",
        "keepalive-thread-self", "swift-task-self-loop", "strong-self-across-runloop",
    ]

    /// Compiles and runs the snippet; true when its object's deinit ran before the end.
    static func deinitRuns(_ path: String, className: String) async throws -> Bool {
        let result = try await compileAndRun(path)
        try #require(result.output.contains("END"), "the snippet did not finish: \(result.output)")
        return result.output.contains("DEINIT \(className)")
    }

    /// Builds the program at `path` with swiftc and runs it: its exit status and output.
    static func compileAndRun(_ path: String) async throws -> (status: Int32, output: String) {
        let swiftc = try #require(ChildProcess.find("swiftc"), "swiftc not on PATH")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capcheck-swift-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("snippet").path
        // The driver's own temporary folder goes into this one, which is removed.
        let compile = try await run(swiftc, ["-Onone", path, "-o", binary], temporaryDirectory: directory.path)
        try #require(compile.status == 0, "swiftc failed: \(compile.output)")
        return try await run(binary, [])
    }

    /// `self!` in a `[weak self]` closure: reported, and the program traps when the closure runs
    /// after its owner is gone; with a nil check it is not reported and runs to the end.
    @Test(arguments: [("forced-weak-self.swift", true), ("checked-weak-self.swift", false)])
    func forcedWeakSelfIsReportedExactlyWhereItTraps(_ name: String, traps: Bool) async throws {
        let path = Self.root.appendingPathComponent("traps/" + name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let findings = SwiftLinter().lint(source: text, path: name).findings
        #expect(Set(findings.map { "\($0.line) \($0.rule)" }) == Self.expectations(text))
        let result = try await Self.compileAndRun(path)
        #expect(result.output.contains("owner gone"))
        #expect((result.status != 0) == traps, "exit status \(result.status): \(result.output.prefix(300))")
        #expect(result.output.contains("END") == !traps)
    }

    /// Runs a program; its standard output and error together (a trap message follows the output).
    static func run(_ executable: String, _ arguments: [String], temporaryDirectory: String? = nil) async throws -> (
        status: Int32, output: String
    ) {
        var environment = ProcessInfo.processInfo.environment
        if let temporaryDirectory { environment["TMPDIR"] = temporaryDirectory }
        let output = try await ChildProcess.run(executable, arguments, environment: environment)
        return (output.status, output.stdout + output.stderr)
    }

    @Test func theCorpusHasCyclesAndNonCycles() {
        #expect(Self.snippets.filter { $0.hasPrefix("cycle-") }.count >= 15)
        #expect(Self.snippets.filter { $0.hasPrefix("free-") }.count >= 15)
    }

    @Test(arguments: snippets)
    func findingsAreExactlyTheSnippetsWhoseObjectIsNeverFreed(_ name: String) async throws {
        let path = Self.root.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // First line: `// truth: leaks Name` or `// truth: frees Name`: which class to watch.
        let header = text.prefix { $0 != "\n" }.split(separator: " ")
        try #require(header.count == 4 && header[1] == "truth:")
        let className = String(header[3])
        let findings = SwiftLinter().lint(source: text, path: name).findings
        let found = Set(findings.map { "\($0.line) \($0.rule)" })
        #expect(found == Self.expectations(text), "\(findings.map { "\($0.line):\($0.column) \($0.message)" })")

        let freed = try await Self.deinitRuns(path, className: className)
        if name.hasPrefix("platform-") {
            // Lint follows Foundation on Apple platforms; Linux's Foundation keeps timer blocks.
            #expect(findings.isEmpty)
            withKnownIssue(
                "swift-corelibs-foundation keeps every Timer's block, also after it fired or was invalidated"
            ) {
                #expect(freed)
            }
            return
        }
        let leaks = findings.filter { Self.leakRules.contains($0.rule) }
        #expect(
            freed == leaks.isEmpty,
            freed ? "reported, but the object was freed" : "the object leaked, but nothing was reported")
        #expect(freed == (header[2] == "frees"), "the truth line disagrees with the run")
    }
}

/// Modules of several files (Tests/Fixtures/swift-lint/modules/NAME/*.swift, `main.swift` holding
/// the truth line): lint reads the whole module before judging a file, so a property declared in
/// one file and appended to in another, or a method of another file that keeps its parameter, is
/// seen. The truth is again the program's run, all files compiled together.
@Suite(.serialized) struct SwiftModuleCorpusTests {
    static let root = SwiftLintCorpusTests.root.appendingPathComponent("modules")

    static let modules: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()

    static func files(of module: String) -> [String] {
        let folder = root.appendingPathComponent(module).path
        // Subfolders too: an app's code in feature folders is one module.
        return ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    @Test func theCorpusHasCyclesAndNonCycles() {
        #expect(Self.modules.filter { $0.hasPrefix("cycle-") }.count >= 3)
        #expect(Self.modules.filter { $0.hasPrefix("free-") }.count >= 2)
    }

    @Test(arguments: modules)
    func findingsAreExactlyTheModulesWhoseObjectIsNeverFreed(_ module: String) async throws {
        let files = Self.files(of: module)
        let main = try String(
            contentsOfFile: try #require(files.first { $0.hasSuffix("/main.swift") }), encoding: .utf8)
        let header = main.prefix { $0 != "\n" }.split(separator: " ")
        try #require(header.count == 4 && header[1] == "truth:")
        let linter = SwiftLinter(types: SwiftTypeIndex(files: files))
        // Read on several threads, the module's facts are the same as on one.
        #expect(SwiftTypeIndex(files: files, jobs: 3).fingerprint == linter.typesFingerprint)
        var found = Set<String>()
        var expected = Set<String>()
        var messages: [String] = []
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let name = (file as NSString).lastPathComponent
            for finding in try linter.lint(file: file).findings {
                found.insert("\(name):\(finding.line) \(finding.rule)")
                messages.append("\(name):\(finding.line): \(finding.message)")
            }
            expected.formUnion(SwiftLintCorpusTests.expectations(text).map { "\(name):\($0)" })
        }
        #expect(found == expected, "\(messages)")
        // Linted alone, a file does not know the rest of its module: the cross-file cycles are
        // what the module read adds.
        if module.hasPrefix("cycle-") {
            let alone = try files.flatMap { try SwiftLinter().lint(file: $0).findings }
            #expect(alone.count < found.count, "\(alone.map(\.message))")
        }
        let className = String(header[3])
        let freed = try await Self.deinitRuns(files, className: className)
        let leaks = found.filter { $0.hasSuffix(" retain-cycle") }
        #expect(
            freed == leaks.isEmpty,
            freed ? "reported, but the object was freed" : "the object leaked, but nothing was reported")
        #expect(freed == (header[2] == "frees"), "the truth line disagrees with the run")
    }

    /// Compiles the module's files into one program and runs it: whether `className`'s deinit ran.
    static func deinitRuns(_ files: [String], className: String) async throws -> Bool {
        let swiftc = try #require(ChildProcess.find("swiftc"), "swiftc not on PATH")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capcheck-swift-module-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("module").path
        let compile = try await SwiftLintCorpusTests.run(
            swiftc, ["-Onone"] + files + ["-o", binary], temporaryDirectory: directory.path)
        try #require(compile.status == 0, "swiftc failed: \(compile.output)")
        let result = try await SwiftLintCorpusTests.run(binary, [])
        try #require(result.output.contains("END"), "the program did not finish: \(result.output)")
        return result.output.contains("DEINIT \(className)")
    }
}

extension Finding {
    /// `line:column message`, for test failure messages.
    var place: String { "\(line):\(column) \(message)" }
}
