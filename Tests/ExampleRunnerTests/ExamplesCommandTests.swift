import ChildProcess
import Foundation
import Testing

@testable import ExampleRunner

/// Runs the built `capcheck` binary (it sits beside the test bundle in the build directory).
func runCapcheck(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> (
    status: Int32, stdout: String, stderr: String
) {
    let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let binary = directory.appendingPathComponent("capcheck").path
    try #require(
        FileManager.default.isExecutableFile(atPath: binary),
        "capcheck is built beside the tests (swift build --build-tests)")
    // argument-parser wraps help at $COLUMNS: pin it so the pinned help text holds anywhere.
    let output = try await ChildProcess.run(
        binary, arguments, workingDirectory: packageRoot.path,
        environment: ProcessInfo.processInfo.environment.merging(["COLUMNS": "80"]) { $1 }.merging(extra) { $1 })
    return (output.status, output.stdout, output.stderr)
}

@Suite("capcheck examples")
struct ExamplesCommandTests {
    @Test func aPassingExampleExitsZeroWithOneLinePerProgram() async throws {
        let output = try await runCapcheck(["examples", "--only", "value-capture"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("✓ value-capture  C           1 capture, 1 block kind, 2 outputs"))
        #expect(output.stdout.contains("✓ value-capture  Swift       3 outputs"))
        #expect(output.stdout.hasSuffix("1 example, 2 programs, 7 expectations: all hold\n"))
    }

    /// A run leaves nothing in the temporary folder but capcheck's own cache (`capcheck-UID`,
    /// the SDK stand-in's modules): no compiler driver's TemporaryDirectory.* folders.
    @Test func aRunLeavesOnlyItsCacheInTheTemporaryFolder() async throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capcheck-example-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let output = try await runCapcheck(
            ["examples", "--only", "value-capture"], environment: ["TMPDIR": temporary.path])
        #expect(output.status == 0, "\(output.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
            !$0.hasPrefix("capcheck-")
        }
        #expect(left.isEmpty, "left behind: \(left)")
    }

    @Test func aFailingExampleExitsOneAndShowsExpectedAndActual() async throws {
        let folder = try scratchCopy(of: "static-pointer")
        defer { removeScratch(folder) }
        try replace(
            "// expected-output: the block sees num = 2", with: "// expected-output: the block sees num = 1",
            in: folder.appendingPathComponent("static-pointer.c"))
        let output = try await runCapcheck(["examples", folder.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("✗ static-pointer"))
        #expect(output.stdout.contains("expected: the block sees num = 1"))
        #expect(output.stdout.contains("actual:   the block sees num = 2"))
        #expect(output.stdout.contains("1 program(s) failed (static-pointer)"))
    }

    @Test func explainShowsTheLessonAndWhatHappened() async throws {
        let output = try await runCapcheck(["examples", "--only", "byref-forwarding", "--explain"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("│ byref-forwarding: a `__block` variable lives in a small struct"))
        #expect(output.stdout.contains("x: byref"))
        #expect(output.stdout.contains("│     x moved: yes"))
    }

    @Test func nothingToRunExitsTwo() async throws {
        let unknown = try await runCapcheck(["examples", "--only", "no-such-slug"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.hasPrefix("Examples: error: no example named 'no-such-slug'; known: block-kinds, "),
            "\(unknown.stderr)")
        // A misspelt slug names the example that was meant, like a misspelt rule id.
        let typo = try await runCapcheck(["examples", "--only", "value-captures"])
        #expect(typo.status == 2)
        #expect(
            typo.stderr == "Examples: error: no example named 'value-captures'; did you mean 'value-capture'?\n",
            "\(typo.stderr)")
        let missing = try await runCapcheck(["examples", "no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "no/such/folder: error: no such file or directory\n", "\(missing.stderr)")
    }

    @Test func helpIsPinned() async throws {
        let output = try await runCapcheck(["examples", "--help"])
        #expect(output.status == 0)
        #expect(output.stdout.trimmingCharacters(in: .newlines) == Self.help.trimmingCharacters(in: .newlines))
    }

    static let help = """
        OVERVIEW: Run the annotated teaching examples and check their expectations.

        C examples are compiled with clang-14 -fblocks and run, Objective-C examples
        are analysed, Swift examples run inside the SwiftExamples program. Every
        annotation (expected-capture, expected-output, expected-warning,
        expected-cycle, ...) is checked against what the compiler and the program
        really do.

        Exit status: 0 when every expectation holds, 1 when one does not, 2 when
        nothing could be run.

        USAGE: capcheck examples [<path>] [--format <format>] [--output <file>] [--color <when>] [--only <slug>] \
        [--explain] [--swift-examples <path>] [--timeout <seconds>]

        ARGUMENTS:
          <path>                  Folder of examples, one concept folder, or one file.
                                  (default: Examples)

        OPTIONS:
          -f, --format <format>   Output format. (values: text, json; default: text)
          -o, --output <file>     Write the output to this file instead of standard
                                  output.
          --color <when>          Colour diagnostics: auto (on a terminal, unless
                                  NO_COLOR is set), always or never. (values: auto,
                                  always, never; default: auto)
          --only <slug>           Run only the example with this slug (its folder name).
          --explain               Show each example's lesson, captures and output
                                  beside its result.
          --swift-examples <path> The SwiftExamples program (default: beside capcheck).
          --timeout <seconds>     Seconds a program may run before it is killed.
                                  (default: 30.0)
          --version               Show the version.
          -h, --help              Show help information.
        """
}
