import CClang
import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend

/// A crash on the thread that analyses a file (libclang reading what it cannot, a trap in the
/// analysis) is an error for that file; the process, libclang's own recovery of a parse that
/// crashes, and the other files of the run go on. Serialized: a crash outside a parse turns
/// libclang's recovery off until the next index turns it on again, and the test that checks it
/// must not meet another test's crash in between.
@Suite(.serialized) struct CrashContainmentTests {
    static let good = "void call(void (^b)(void));\nvoid f(int x) { call(^{ (void)x; }); }\n"

    @Test func aCrashInsideLibclangIsAnErrorForThatFileAndTheNextFileIsAnalysed() throws {
        let unit = try TranslationUnit(
            index: ClangIndex(), path: "t.c", arguments: [],
            unsavedFiles: [UnsavedFile(path: "t.c", contents: "int x;\n")])
        // libclang 14 reads through a null pointer asking a declaration for a receiver type.
        #expect(throws: AnalysisError.crashed(file: "t.c", signal: SIGSEGV)) {
            try SourceAnalyzer.withLargeStack(file: "t.c") { _ = clang_Cursor_getReceiverType(unit.cursor.raw) }
        }
        let analysis = try SourceAnalyzer().analyze(source: Self.good, path: "after.c")
        #expect(analysis.blocks.first?.capture(named: "x")?.kind == .value)
    }

    @Test func aTrapInTheAnalysisIsAnErrorForThatFile() {
        var thrown: Error?
        do {
            _ = try SourceAnalyzer.withLargeStack(file: "trap.m") { () -> Int in
                let values: [Int] = []
                return values[values.count + 1]
            }
        } catch {
            thrown = error
        }
        guard case .crashed(let file, let signal) = thrown as? AnalysisError else {
            Issue.record("expected a crash error, got \(String(describing: thrown))")
            return
        }
        #expect(file == "trap.m")
        #expect([SIGILL, SIGTRAP].contains(signal))
        #expect(
            AnalysisError.crashed(file: "trap.m", signal: SIGILL).description
                == "trap.m: the analysis crashed (signal 4: Illegal instruction) and was abandoned; please report "
                + "it with this file"
        )
    }

    @Test func libclangStillRecoversAParseThatCrashesAfterAGuardedCrash() throws {
        #expect(throws: AnalysisError.crashed(file: "null.c", signal: SIGSEGV)) {
            try SourceAnalyzer.withLargeStack(file: "null.c") { UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1 }
        }
        // `#pragma clang __debug crash` crashes clang's preprocessor, inside libclang's recovery.
        #expect(throws: AnalysisError.parseFailed(file: "pragma.c", reason: "libclang crashed while parsing it")) {
            try SourceAnalyzer().analyze(source: "#pragma clang __debug crash\nint x;\n", path: "pragma.c")
        }
        #expect(try SourceAnalyzer().analyze(source: Self.good, path: "good.c").blocks.count == 1)
    }

    @Test func aFileThatCrashesLibclangIsAnErrorAndTheRunGoesOn() async throws {
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let crash = directory.appendingPathComponent("crash.c")
        let good = directory.appendingPathComponent("good.c")
        try "#pragma clang __debug crash\nvoid f(void) {}\n".write(to: crash, atomically: true, encoding: .utf8)
        try Self.good.write(to: good, atomically: true, encoding: .utf8)

        let lint = try await ExplainBinary.run(["lint", "--no-cache", directory.path])
        #expect(lint.status == 0, "\(lint.stderr.suffix(2000))")
        #expect(lint.stdout.contains("2 files, 1 block: 0 findings, 1 analysis error"), "\(lint.stdout)")
        #expect(
            lint.stdout.contains(crash.path + ": error: could not parse: libclang crashed while parsing it"),
            "\(lint.stdout)")

        let explain = try await ExplainBinary.run(["explain", "--format", "json", crash.path, good.path])
        #expect(explain.status == 0, "\(explain.stderr.suffix(2000))")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(explain.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["file"] as? String } == [good.path])
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.compactMap { $0["file"] as? String } == [crash.path])
    }
}
