import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend

/// A generated corpus of several hundred block literals per language, each checked fact by
/// fact against what clang itself says: Sema's capture list (`-ast-dump`), the isa each literal
/// really has at run time (C, built with libBlocksRuntime) or in the emitted IR (Objective-C),
/// and the generator's own record of what each block was written to capture.
@Suite(.serialized) struct CaptureCorpusTests {
    @Test func generatedCCorpusMatchesTheCompilerAndTheRuntime() async throws {
        let mismatches = try await checkCorpus(language: .c, seed: 0xC0FFEE, functions: 70)
        let report = mismatches.prefix(25).joined(separator: "\n")
        #expect(mismatches.count == 0, "\(report)")
    }

    @Test func generatedObjectiveCCorpusMatchesTheCompiler() async throws {
        let mismatches = try await checkCorpus(language: .objectiveC, seed: 0x0B1EC7, functions: 70)
        let report = mismatches.prefix(25).joined(separator: "\n")
        #expect(mismatches.count == 0, "\(report)")
    }

    @Test func generatedObjectiveCxxCorpusMatchesTheCompiler() async throws {
        let mismatches = try await checkCorpus(language: .objectiveCxx, seed: 0x0B1ECC, functions: 60)
        let report = mismatches.prefix(25).joined(separator: "\n")
        #expect(mismatches.count == 0, "\(report)")
    }

    /// Returns one line per fact on which the analyzer and a source of truth disagree.
    func checkCorpus(language: SourceLanguage, seed: UInt64, functions: Int) async throws -> [String] {
        // CAPCHECK_CORPUS_SEED explores other corpora by hand; the suite always uses its seeds.
        let seed = ProcessInfo.processInfo.environment["CAPCHECK_CORPUS_SEED"].flatMap { UInt64($0) } ?? seed
        var generator = CaptureCorpusGenerator(language: language, seed: seed)
        let (source, expected) = generator.generate(functions: functions)
        let directory = try CompilerOracle.scratchDirectory()
        let keep = ProcessInfo.processInfo.environment["CAPCHECK_KEEP_CORPUS"] != nil
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let file = directory.appendingPathComponent(
            ["c": "corpus.c", "objective-c": "corpus.m", "objective-c++": "corpus.mm"][language.rawValue]!)
        try source.write(to: file, atomically: true, encoding: .utf8)

        let analysis = try SourceAnalyzer().analyze(file: file.path)
        var mismatches: [String] = []
        let errors = analysis.errors
        if !errors.isEmpty {
            return ["the corpus does not compile: \(errors.prefix(3).map { "\($0.location.line): \($0.message)" })"]
        }
        #expect(expected.count >= 300, "corpus too small: \(expected.count) blocks")
        guard analysis.blocks.count == expected.count else {
            let extra = Set(analysis.blocks.map(\.location.line)).symmetricDifference(expected.map(\.line)).sorted()
            return [
                "analyzer found \(analysis.blocks.count) blocks, the corpus has \(expected.count); lines \(extra) "
                    + "in \(file.path)"
            ]
        }

        // 1. The generator's intent, every field.
        for (block, want) in zip(analysis.blocks, expected) {
            let at = "block #\(want.id) line \(want.line)"
            if block.location.line != want.line {
                mismatches.append("\(at): analyzer puts it on line \(block.location.line)")
            }
            var got: [String: ExpectedCapture] = [:]
            for capture in block.captures {
                got[capture.name] = ExpectedCapture(
                    kind: capture.kind, ownership: capture.ownership, folded: capture.isFoldedConstant)
            }
            if got != want.captures {
                mismatches.append("\(at): generator wants \(describe(want.captures)), analyzer has \(describe(got))")
            }
            if let implicit = want.selfImplicit, block.capture(named: "self")?.isImplicit != implicit {
                mismatches.append("\(at): self implicit should be \(implicit)")
            }
        }

        mismatches += try await CompilerOracle.mismatches(of: analysis, file: file, language: language)
        if language == .c {
            let runtime = try await RuntimeBlockKindOracle.kinds(of: source, in: directory)
            #expect(
                runtime.count == expected.count, "the program recorded \(runtime.count) of \(expected.count) blocks")
            for (id, kind) in runtime where analysis.blocks[id].kind != kind {
                mismatches.append(
                    "block #\(id) line \(analysis.blocks[id].location.line): isa at run time is \(kind), analyzer "
                        + "\(analysis.blocks[id].kind)"
                )
            }
        }
        return mismatches
    }

    private func describe(_ captures: [String: ExpectedCapture]) -> String {
        captures.sorted { $0.key < $1.key }
            .map {
                "\($0.key)=\($0.value.kind.rawValue)/\($0.value.ownership.rawValue)\($0.value.folded ? "/folded" : "")"
            }
            .joined(separator: " ")
    }
}
