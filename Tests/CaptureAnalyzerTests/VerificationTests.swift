import Foundation
import Testing

/// Runs the independent checker (`Tests/Verification/verify_captures.py`) over the verification
/// corpus: every block position, kind, capture, capture kind, ownership and implicit-self flag
/// that `capcheck explain --format json` prints is compared with clang-14's JSON AST and with
/// the isa clang's code generator gives each literal.
@Suite("Verification against the compiler")
struct VerificationTests {
    static let script = ExplainBinary.packageRoot.appendingPathComponent("Tests/Verification/verify_captures.py").path
    static let corpus = ExplainBinary.packageRoot.appendingPathComponent("Tests/Verification/corpus").path

    static func check(_ paths: [String], capcheck: String = ExplainBinary.executable.path) async throws
        -> CompilerOracle.Output
    {
        // The whole corpus takes minutes of clang and explain runs: more on a loaded machine.
        try await CompilerOracle.run(
            "/usr/bin/env", ["python3", script, "--capcheck", capcheck] + paths, timeout: .seconds(1200))
    }

    @Test func everyFactOfTheCorpusAgreesWithClang() async throws {
        let result = try await Self.check([Self.corpus])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        // The corpus must really have been read: several hundred blocks.
        let blocks =
            result.stdout.split(separator: "\n").first { $0.contains("block ") }
            .flatMap { $0.split(separator: " ").first { $0.contains("/") } }
            .flatMap { Int($0.split(separator: "/")[1]) } ?? 0
        #expect(blocks >= 250, "\(result.stdout)")
    }

    @Test func blocksPassedToNoEscapeParametersAreGlobalAsCompiled() async throws {
        let files = ["c08_noescape.c", "m04_noescape.m"].map { Self.corpus + "/" + $0 }
        let result = try await Self.check(files)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    }

    @Test func theCheckerCatchesAWrongKindAndAWrongOwnership() async throws {
        // A capcheck that lies about one kind and one ownership: the checker must say so.
        let scratch = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let liar = scratch.appendingPathComponent("capcheck")
        let real = ExplainBinary.executable.path
        try """
        #!/bin/sh
        if [ "$1" = explain ]; then "\(real)" "$@" | sed -e '0,/"stack"/s//"global"/' -e 's/"weak"/"strong"/'
        else exec "\(real)" "$@"; fi
        """.write(to: liar, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: liar.path)
        let result = try await Self.check([Self.corpus + "/m02_ownership.m"], capcheck: liar.path)
        #expect(result.status == 1)
        #expect(result.stdout.contains("compiled stack"))
        #expect(result.stdout.contains("expected weak"))
    }
}
