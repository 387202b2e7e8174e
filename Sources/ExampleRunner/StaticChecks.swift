import CaptureAnalyzer
import Explain
import Foundation
import LintDriver

extension ExampleRunner {
    /// Captures, block kinds and lint findings of a C or Objective-C example, from the same
    /// `SourceAnalyzer` that `capcheck explain` uses.
    func checkStatic(
        _ program: ExampleProgram, source: String, annotations: [Annotation], into result: inout ExampleResult
    ) {
        let analyzer = SourceAnalyzer(options: AnalyzerOptions(compilerFlags: toolchain.includeFlags(for: source)))
        let analysis: FileAnalysis
        do {
            analysis = try analyzer.analyze(source: source, path: program.file)
        } catch {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: 0, message: "the analyzer could not read the example: \(error)"))
            return
        }
        // Teaching code must parse cleanly: a block inside an erroneous expression drops out of
        // the AST, and its captures would silently go unchecked.
        for diagnostic in analysis.errors {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: diagnostic.location.line,
                    message: "the example does not parse: \(diagnostic.message)"))
        }
        result.explanation.append(Self.describeBlocks(analysis))
        checkCaptures(program, analysis: analysis, annotations: annotations, into: &result)
        checkFindings(program, analysis: analysis, source: source, annotations: annotations, into: &result)
    }

    private func checkCaptures(
        _ program: ExampleProgram, analysis: FileAnalysis, annotations: [Annotation], into result: inout ExampleResult
    ) {
        let blocksByLine = Dictionary(grouping: analysis.blocks, by: \.location.line)
        var expectedByLine: [Int: [(ExpectedCapture, Annotation)]] = [:]
        var kindCount = 0
        for annotation in annotations {
            switch annotation.kind {
            case .capture(let capture):
                expectedByLine[annotation.line, default: []].append((capture, annotation))
            case .blockKind(let kind):
                kindCount += 1
                guard let block = blocksByLine[annotation.line]?.first else {
                    result.failures.append(
                        ExampleFailure(
                            file: program.file, line: annotation.writtenOn,
                            message: "no block literal (`^`) starts on line \(annotation.line)"))
                    continue
                }
                if block.kind.rawValue != kind {
                    result.failures.append(
                        ExampleFailure(
                            file: program.file, line: annotation.writtenOn,
                            message: "the block on line \(annotation.line) is of another kind",
                            expected: kind, actual: block.kind.rawValue))
                }
            default:
                break
            }
        }
        var captureCount = 0
        for (line, expectations) in expectedByLine.sorted(by: { $0.key < $1.key }) {
            captureCount += expectations.count
            let annotationLine = expectations[0].1.writtenOn
            guard let block = blocksByLine[line]?.first else {
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: annotationLine,
                        message: "no block literal (`^`) starts on line \(line)"))
                continue
            }
            for (expected, annotation) in expectations {
                guard let actual = block.capture(named: expected.name) else {
                    result.failures.append(
                        ExampleFailure(
                            file: program.file, line: annotation.writtenOn,
                            message: "the block on line \(line) does not capture `\(expected.name)`",
                            expected: expected.description, actual: Self.describe(block.captures)))
                    continue
                }
                let matches =
                    actual.kind.rawValue == expected.kind
                    && (expected.ownership == nil || expected.ownership == actual.ownership.rawValue)
                    && (expected.implicit == nil || expected.implicit == actual.isImplicit)
                if !matches {
                    result.failures.append(
                        ExampleFailure(
                            file: program.file, line: annotation.writtenOn,
                            message: "`\(expected.name)` is captured another way",
                            expected: expected.description, actual: Self.describe(actual)))
                }
            }
            // Like clang -verify: a capture nobody annotated is a surprise the lesson hides.
            let named = Set(expectations.map(\.0.name))
            for extra in block.captures where !named.contains(extra.name) {
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: annotationLine,
                        message:
                            "the block on line \(line) also captures `\(extra.name)`, which no annotation mentions",
                        expected: nil, actual: Self.describe(extra)))
            }
        }
        result.checked.append(("captures", captureCount))
        result.checked.append(("block kinds", kindCount))
    }

    /// `num: value`, `self: value strong implicit`: the annotation spelling of a capture.
    static func describe(_ capture: Capture) -> String {
        var parts = [capture.kind.rawValue]
        if capture.ownership != .none { parts.append(capture.ownership.rawValue) }
        if capture.isImplicit { parts.append("implicit") }
        return "\(capture.name): " + parts.joined(separator: " ")
    }

    static func describe(_ captures: [Capture]) -> String {
        captures.isEmpty ? "captures nothing" : captures.map { "{{\(describe($0))}}" }.joined(separator: " ")
    }

    /// Per block: where it is, its kind and why, and each capture with what it means (the same
    /// words `capcheck explain` uses).
    static func describeBlocks(_ analysis: FileAnalysis) -> String {
        guard !analysis.blocks.isEmpty else { return "blocks: none" }
        let explanation = Explainer.explain(analysis)
        var lines = ["blocks:"]
        for (block, explained) in zip(analysis.blocks, explanation.blocks) {
            lines.append(
                "    line \(block.location.line):\(block.location.column)  \(block.kind.rawValue) block: "
                    + "\(explained.kindReason)"
            )
            for capture in explained.captures {
                lines.append("        \(describe(capture.capture))  (\(capture.reason))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
