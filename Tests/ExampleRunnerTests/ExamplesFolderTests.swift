import Foundation
import Testing

@testable import ExampleRunner

/// The package root, found from this file's path (Tests/ExampleRunnerTests/…).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let examplesFolder = packageRoot.appendingPathComponent("Examples").path

/// A runner that finds SwiftExamples in the build directory the tests were built into.
func makeRunner(only: String? = nil) async throws -> ExampleRunner {
    var configuration = ExampleRunner.Configuration(only: only)
    configuration.swiftExamplesExecutable = ExampleRunner.defaultSwiftExamplesExecutable(besides: "/proc/self/exe")
    return try await ExampleRunner(configuration: configuration)
}

/// A scratch copy of one example folder, for breaking annotations on purpose.
func scratchCopy(of slug: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "capcheck-example-tests-\(UUID().uuidString)")
    let target = directory.appendingPathComponent(slug)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        atPath: (examplesFolder as NSString).appendingPathComponent(slug), toPath: target.path)
    return target
}

/// Removes a scratch folder made by `scratchCopy(of:)` (a folder inside a fresh folder), with
/// the folder around it.
func removeScratch(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
}

func replace(_ old: String, with new: String, in file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(old), "the fixture text to break is in \(file.lastPathComponent)")
    try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
}

@Suite("The Examples folder")
struct ExamplesFolderTests {
    static let slugs = [
        "value-capture", "static-pointer", "global-not-captured", "byref-forwarding", "block-kinds",
        "byref-self-cycle", "weak-strong-dance", "strong-self-runloop-thread", "runloop-no-source",
        "perform-after-delay", "runloop-stop-vs-run", "timer-modes", "runloop-observers",
        "keepalive-thread", "completion-callbacks", "leaked-observer",
        "var-let-capture", "capture-list-timing", "weak-unowned-capture", "escaping-nonescaping", "task-captures-self",
    ]

    @Test func everyExampleRunsAndEveryAnnotationHolds() async throws {
        let run = try await makeRunner().run(path: examplesFolder)
        let failures = run.results.flatMap(\.failures).map(\.description)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(Set(run.slugs) == Set(Self.slugs))
        // Every C example is really compiled and run: each one checks program output.
        for result in run.results where result.program.language == .c {
            #expect(
                result.checked.contains { $0.what == "outputs" && $0.count > 0 }, "\(result.program.file) checks output"
            )
        }
        #expect(run.results.contains { $0.program.language == .swift })
        #expect(run.results.contains { $0.program.language == .objectiveC })
    }

    @Test func everyExampleTeachesWithALessonAndAnIndexEntry() async throws {
        let index = try String(
            contentsOfFile: (examplesFolder as NSString).appendingPathComponent("README.md"), encoding: .utf8)
        for program in try await makeRunner().discover(in: examplesFolder) {
            let source = try String(contentsOfFile: program.file, encoding: .utf8)
            #expect(
                ExampleRunner.lesson(in: source)?.hasPrefix(program.slug) == true,
                "\(program.file) opens with its lesson")
            #expect(index.contains("`\(program.slug)`"), "README.md lists \(program.slug)")
        }
    }
}

@Suite("The runner fails when an annotation is wrong")
struct WrongAnnotationTests {
    @Test func aWrongOutputLineInACExampleFails() async throws {
        let folder = try scratchCopy(of: "value-capture")
        defer { removeScratch(folder) }
        let file = folder.appendingPathComponent("value-capture.c")
        try replace(
            "// expected-output: the block sees num = 6", with: "// expected-output: the block sees num = 1", in: file)
        let result = try await makeRunner().check(ExampleProgram(slug: "value-capture", file: file.path, language: .c))
        #expect(!result.passed)
        let failure = try #require(result.failures.first)
        #expect(failure.expected == "the block sees num = 1")
        #expect(failure.actual == "the block sees num = 6")
        #expect(failure.description.hasPrefix("\(file.path):"))
    }

    @Test func aWrongCaptureKindFails() async throws {
        let folder = try scratchCopy(of: "value-capture")
        defer { removeScratch(folder) }
        let file = folder.appendingPathComponent("value-capture.c")
        try replace("{{num: value}}", with: "{{num: byref}}", in: file)
        let result = try await makeRunner().check(ExampleProgram(slug: "value-capture", file: file.path, language: .c))
        #expect(result.failures.map(\.actual) == ["num: value"])
    }

    @Test func anUnannotatedCaptureFails() async throws {
        let folder = try scratchCopy(of: "global-not-captured")
        defer { removeScratch(folder) }
        let file = folder.appendingPathComponent("global-not-captured.c")
        try replace("{{counter: global}} {{hits: global}}", with: "{{counter: global}}", in: file)
        let result = try await makeRunner().check(
            ExampleProgram(slug: "global-not-captured", file: file.path, language: .c))
        #expect(result.failures.count == 1)
        #expect(result.failures.first?.message.contains("`hits`") == true)
    }

    @Test func aWrongBlockKindFails() async throws {
        let folder = try scratchCopy(of: "block-kinds")
        defer { removeScratch(folder) }
        let file = folder.appendingPathComponent("block-kinds.c")
        try replace(
            "// expected-block-kind@+1 {{global}}\n    void (^constBlock)",
            with: "// expected-block-kind@+1 {{stack}}\n    void (^constBlock)", in: file)
        let result = try await makeRunner().check(ExampleProgram(slug: "block-kinds", file: file.path, language: .c))
        #expect(result.failures.map(\.actual) == ["global"])
    }

    @Test func aMissingOutputLineInASwiftExampleFails() async throws {
        let folder = try scratchCopy(of: "value-capture")
        defer { removeScratch(folder) }
        let file = folder.appendingPathComponent("value-capture.swift")
        // The program is the built one; the annotations come from the copy, so this checks
        // that the runner compares them, not that the program changed.
        try replace("// expected-output: after increment() num = 2", with: "", in: file)
        let result = try await makeRunner().check(
            ExampleProgram(slug: "value-capture", file: file.path, language: .swift))
        #expect(result.failures.count == 1)
        #expect(result.failures.first?.actual == "after increment() num = 2")
    }

    @Test func aWrongCaptureOrEscapingInASwiftExampleFails() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capcheck-example-tests-\(UUID().uuidString)/swift-wrong")
        defer { removeScratch(directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("swift-wrong.swift")
        try """
        // swift-wrong: annotations that do not hold.
        func makeCounter() -> () -> Int {
            var n = 0
            let step = 1
            return { n += step; return n }   // expected-capture {{n: value}} {{step: value}}
        }
        func total(_ xs: [Int]) -> Int {
            var sum = 0
            xs.forEach { sum += $0 }   // expected-closure {{escaping}}
            return sum
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try await makeRunner().check(
            ExampleProgram(slug: "swift-wrong", file: file.path, language: .swift))
        let staticFailures = result.failures.filter { $0.line != 0 }.sorted { $0.line < $1.line }
        #expect(staticFailures.map(\.expected) == ["n: value", "escaping"])
        #expect(staticFailures.map(\.actual) == ["n: box", "non-escaping"])
    }

    @Test func anExampleWithoutExpectationsFails() async throws {
        let folder = try scratchCopy(of: "static-pointer")
        defer { removeScratch(folder) }
        let file = folder.appendingPathComponent("static-pointer.c")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "// expected-").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try await makeRunner().check(ExampleProgram(slug: "static-pointer", file: file.path, language: .c))
        #expect(!result.passed)
    }
}

@Suite("Programs that misbehave")
final class MisbehavingProgramTests {
    /// Folders `write` made, removed when the test is over (one instance per test).
    private var scratchFolders: [URL] = []

    deinit { scratchFolders.forEach(removeScratch) }

    func write(_ source: String, slug: String, file: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capcheck-example-tests-\(UUID().uuidString)/\(slug)")
        scratchFolders.append(directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(file).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aHangingProgramIsKilledAndWhatItPrintedStillCounts() async throws {
        let path = try write(
            """
            // hang: never returns.
            #include <stdio.h>
            #include <unistd.h>
            int main(void) {
                printf("before the hang\\n");   // expected-output: before the hang
                for (;;) pause();
            }
            """, slug: "hang", file: "hang.c")
        var runner = try await makeRunner()
        runner.configuration.timeout = 2
        let result = await runner.check(ExampleProgram(slug: "hang", file: path, language: .c))
        #expect(result.failures.map(\.message) == ["the program did not finish within 2 s and was killed"])
    }

    @Test func aCrashOrNonZeroExitFailsUnlessExpected() async throws {
        let source = """
            // exits: with status 3.
            #include <stdio.h>
            int main(void) {
                printf("done\\n");   // expected-output: done
                return 3;
            }
            """
        let failing = try await makeRunner().check(
            ExampleProgram(slug: "exits", file: try write(source, slug: "exits", file: "exits.c"), language: .c))
        #expect(failing.failures.map(\.message) == ["the program exited with status 3"])
        let expected = source.replacingOccurrences(of: "    return 3;", with: "    return 3;   // expected-exit: 3")
        let passing = try await makeRunner().check(
            ExampleProgram(slug: "exits", file: try write(expected, slug: "exits", file: "exits.c"), language: .c))
        #expect(passing.passed)
    }

    @Test func aCompilerWarningFailsATeachingExample() async throws {
        let path = try write(
            """
            // unused: a warning.
            #include <stdio.h>
            int main(void) {
                int unused = 1;
                printf("ok\\n");   // expected-output: ok
                return 0;
            }
            """, slug: "unused", file: "unused.c")
        let result = try await makeRunner().check(ExampleProgram(slug: "unused", file: path, language: .c))
        #expect(result.failures.map(\.message) == ["clang warns about the example"])
        #expect(result.failures.first?.actual?.contains("unused variable 'unused'") == true)
    }
}
