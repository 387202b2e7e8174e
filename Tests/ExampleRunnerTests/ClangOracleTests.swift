import CaptureAnalyzer
import ChildProcess
import Foundation
import Testing

@testable import ClangFrontend
@testable import ExampleRunner

/// The captures a BlockDecl lists in `clang -Xclang -ast-dump`, by the line of its `^`: clang's
/// own word on which variables a block copies (value) or shares (byref). Statics and globals
/// are never listed: clang does not capture them.
struct ClangBlockCaptures {
    var byLine: [Int: [(name: String, byRef: Bool)]] = [:]

    init(astDump: String, mainFile: String) {
        // Locations are printed relative to the previous one: `file:L:C`, `line:L:C`, `col:C`.
        let token = try! NSRegularExpression(pattern: #"([^\s<>,]+\.(?:c|m|h)|line):(\d+):\d+|col:\d+"#)
        var lastFile = ""
        var lastLine = 0
        var current: Int?  // line of the BlockDecl whose capture lines are being read
        for line in astDump.split(separator: "\n").map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            for match in token.matches(in: line, range: range) where match.range(at: 2).location != NSNotFound {
                let file = String(line[Range(match.range(at: 1), in: line)!])
                if file != "line" { lastFile = file }
                lastLine = Int(line[Range(match.range(at: 2), in: line)!])!
            }
            let body = line.drop { " |`-".contains($0) }
            if body.hasPrefix("BlockDecl ") {
                current = lastFile == mainFile ? lastLine : nil
                if let current, byLine[current] == nil { byLine[current] = [] }
            } else if body.hasPrefix("capture "), let block = current {
                let name = body.split(separator: "'")[1]
                // Only the first BlockDecl on a line is compared (the runner does the same).
                if byLine[block] != nil { byLine[block]!.append((String(name), body.hasPrefix("capture byref"))) }
            } else if !body.hasPrefix("ParmVarDecl ") {
                current = nil  // captures follow the block's parameters, before its body
            }
        }
    }
}

@Suite("Capture annotations agree with clang")
struct ClangOracleTests {
    @Test func everyAnnotatedBlockCapturesWhatClangSaysItCaptures() async throws {
        let runner = try await makeRunner()
        var compared = 0
        for program in try runner.discover(in: examplesFolder) where program.language != .swift {
            let source = try String(contentsOfFile: program.file, encoding: .utf8)
            let language: SourceLanguage = program.language == .c ? .c : .objectiveC
            // The flags the analyzer uses (SDK shim, ARC, the Swift toolchain's CoreFoundation).
            let analyzer = SourceAnalyzer(
                options: AnalyzerOptions(compilerFlags: runner.toolchain.includeFlags(for: source)))
            let flags = analyzer.arguments(for: program.file, language: language, source: source)
            let dump = try await runClang(
                runner.toolchain.clang,
                flags + ["-fsyntax-only", "-Xclang", "-ast-dump", "-fno-color-diagnostics", program.file])
            let clang = ClangBlockCaptures(astDump: dump, mainFile: program.file)
            let expected = Dictionary(
                grouping: AnnotationParser.parse(source).annotations.compactMap {
                    annotation -> (Int, ExpectedCapture)? in
                    if case .capture(let capture) = annotation.kind {
                        return (annotation.line, capture)
                    } else {
                        return nil
                    }
                }, by: \.0)
            for (line, captures) in expected {
                let actual = try #require(clang.byLine[line], "clang has a block on \(program.file):\(line)")
                let stored = captures.map(\.1).filter { $0.kind == "value" || $0.kind == "byref" }
                let expectedSet = Set(stored.map { "\($0.name)\($0.kind == "byref" ? " byref" : "")" })
                let clangSet = Set(actual.map { "\($0.name)\($0.byRef ? " byref" : "")" })
                #expect(expectedSet == clangSet, "\(program.file):\(line)")
                // Pointer and global annotations name variables clang does not capture at all.
                for capture in captures.map(\.1) where capture.kind == "pointer" || capture.kind == "global" {
                    #expect(!actual.contains { $0.name == capture.name }, "\(program.file):\(line) \(capture.name)")
                }
                compared += 1
            }
        }
        #expect(compared >= 30)
    }
}

/// clang's standard output (the AST dump); diagnostics are ignored (the runner checks them).
func runClang(_ clang: String, _ arguments: [String]) async throws -> String {
    try await ChildProcess.run(clang, arguments).stdout
}
