import Explain
import Foundation
import LintDriver
import SwiftFrontend

extension ExampleRunner {
    /// Captures and escaping of a Swift example's closures, from the analysis `capcheck
    /// explain` makes (the compiler's AST and SIL). Only examples that annotate captures or
    /// closures are compiled for this.
    func checkSwiftCaptures(_ program: ExampleProgram, annotations: [Annotation], into result: inout ExampleResult)
        async
    {
        let wanted = annotations.filter {
            switch $0.kind {
            case .capture, .closure: return true
            default: return false
            }
        }
        guard !wanted.isEmpty else { return }
        // With the flags and sibling sources SwiftPM built it with when it belongs to a built
        // package (the Examples folder); a self-contained file compiles alone.
        let flags =
            Self.packageDirectory(holding: program.file)
            .flatMap { try? SwiftPackageFlags(packageDirectory: $0) }?.flags(for: program.file) ?? []
        let analysis: SwiftFileAnalysis
        do {
            analysis = try await SwiftClosureAnalyzer(options: SwiftAnalyzerOptions(compilerFlags: flags)).analyze(
                file: program.file)
        } catch {
            result.failures.append(
                ExampleFailure(file: program.file, line: 0, message: "swiftc could not explain the example: \(error)"))
            return
        }
        result.explanation.append(Self.describeClosures(analysis))
        let closuresByLine = Dictionary(grouping: analysis.closures, by: \.location.line)
        var captureCount = 0
        var closureCount = 0
        var expectedByLine: [Int: [(ExpectedCapture, Annotation)]] = [:]
        for annotation in wanted {
            switch annotation.kind {
            case .capture(let capture):
                captureCount += 1
                expectedByLine[annotation.line, default: []].append((capture, annotation))
            case .closure(let escaping):
                closureCount += 1
                guard let closure = closuresByLine[annotation.line]?.first else {
                    result.failures.append(
                        ExampleFailure(
                            file: program.file, line: annotation.writtenOn,
                            message: "no closure starts on line \(annotation.line)"))
                    continue
                }
                if closure.escaping != escaping {
                    result.failures.append(
                        ExampleFailure(
                            file: program.file, line: annotation.writtenOn,
                            message: "the closure on line \(annotation.line) is not what the annotation says",
                            expected: escaping ? "escaping" : "non-escaping",
                            actual: closure.escaping ? "escaping" : "non-escaping"))
                }
            default:
                break
            }
        }
        for (line, expectations) in expectedByLine.sorted(by: { $0.key < $1.key }) {
            guard let closure = closuresByLine[line]?.first else {
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: expectations[0].1.writtenOn,
                        message: "no closure starts on line \(line)"))
                continue
            }
            checkCaptures(of: closure, line: line, expectations: expectations, file: program.file, into: &result)
        }
        result.checked.append(("captures", captureCount))
        result.checked.append(("closures", closureCount))
    }

    private func checkCaptures(
        of closure: SwiftClosure, line: Int, expectations: [(ExpectedCapture, Annotation)], file: String,
        into result: inout ExampleResult
    ) {
        for (expected, annotation) in expectations {
            guard let actual = closure.captures.first(where: { $0.name == expected.name }) else {
                result.failures.append(
                    ExampleFailure(
                        file: file, line: annotation.writtenOn,
                        message: "the closure on line \(line) does not capture `\(expected.name)`",
                        expected: expected.description,
                        actual: closure.captures.map { "{{\(Self.describe($0))}}" }.joined(separator: " ")))
                continue
            }
            let matches =
                actual.kind.rawValue == expected.kind
                && (expected.ownership == nil || expected.ownership == actual.ownership.rawValue)
                && (expected.implicit == nil || expected.implicit == actual.isImplicit)
                && (expected.list == nil || expected.list == actual.isFromCaptureList)
            if !matches {
                result.failures.append(
                    ExampleFailure(
                        file: file, line: annotation.writtenOn, message: "`\(expected.name)` is captured another way",
                        expected: expected.description, actual: Self.describe(actual)))
            }
        }
        // As for blocks: a capture nobody annotated is a surprise the lesson hides.
        let named = Set(expectations.map(\.0.name))
        for extra in closure.captures where !named.contains(extra.name) {
            result.failures.append(
                ExampleFailure(
                    file: file, line: expectations[0].1.writtenOn,
                    message: "the closure on line \(line) also captures `\(extra.name)`, which no annotation mentions",
                    expected: nil, actual: Self.describe(extra)))
        }
    }

    /// `num: box`, `self: box weak list`: the annotation spelling of a Swift capture.
    static func describe(_ capture: SwiftCapture) -> String {
        var parts = [capture.kind.rawValue]
        if capture.ownership != .none { parts.append(capture.ownership.rawValue) }
        if capture.name == "self" && capture.isImplicit { parts.append("implicit") }
        if capture.isFromCaptureList { parts.append("list") }
        return "\(capture.name): " + parts.joined(separator: " ")
    }

    /// Per closure: where it is, whether it escapes, and each capture with what it means (the
    /// words `capcheck explain` uses).
    static func describeClosures(_ analysis: SwiftFileAnalysis) -> String {
        guard !analysis.closures.isEmpty else { return "closures: none" }
        var lines = ["closures (swiftc's AST and SIL):"]
        for closure in analysis.closures where !closure.captures.isEmpty {
            lines.append(
                "    line \(closure.location.line):\(closure.location.column)  "
                    + "\(closure.escaping ? "escaping" : "non-escaping") \(closure.symbol): "
                    + "\(SwiftExplainer.contextReason(closure))"
            )
            for capture in closure.captures {
                lines.append("        \(describe(capture))  (\(SwiftExplainer.reason(for: capture, in: closure)))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The nearest directory above `file` that holds a SwiftPM build manifest (of a debug or a
    /// release build).
    static func packageDirectory(holding file: String) -> String? {
        var directory = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        while directory.path != "/" {
            if SwiftPackageFlags.manifest(in: directory.appendingPathComponent(".build").path) != nil {
                return directory.path
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
