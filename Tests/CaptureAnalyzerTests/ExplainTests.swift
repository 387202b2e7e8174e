import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import Explain
@testable import Reporting

/// `capcheck explain`: the JSON of docs/json.md §1, the text for a reader, and block layouts
/// compared with what `clang -rewrite-objc` prints.
@Suite struct ExplainTests {
    static var fixtures: [String] { CaptureFixtureTests.fixtures }

    @Test(arguments: fixtures)
    func jsonFromTheBinaryStatesExactlyWhatTheFixtureExpects(_ name: String) async throws {
        let path = CaptureFixtureTests.directory.appendingPathComponent(name).path
        let output = try await ExplainBinary.run(["explain", "--format", "json", path])
        #expect(output.status == 0, "\(output.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["files", "errors"])
        let files = try #require(root["files"] as? [[String: Any]])
        #expect(files.count == 1)
        let file = try #require(files.first)
        #expect(file["file"] as? String == path)
        #expect(Set(file.keys) == ["file", "blocks"])
        let blocks = try #require(file["blocks"] as? [[String: Any]])

        var byLine: [Int: [(column: Int, text: String)]] = [:]
        for block in blocks {
            let line = try #require(block["line"] as? Int)
            let column = try #require(block["column"] as? Int)
            let kind = try #require(block["kind"] as? String)
            let captures = try #require(block["captures"] as? [[String: Any]])
            var words: [String] = []
            for capture in captures {
                let captureName = try #require(capture["name"] as? String)
                let how = try #require(capture["capture"] as? String)
                var word = "\(captureName)=\(how)/\(try #require(capture["ownership"] as? String))"
                if captureName == "self" {
                    if try #require(capture["implicit"] as? Bool) { word += "/implicit" }
                } else {
                    #expect(capture["implicit"] == nil)
                }
                #expect(Set(capture.keys).isSubset(of: ["name", "capture", "ownership", "implicit"]))
                words.append(word)
            }
            #expect(Set(block.keys) == ["line", "column", "kind", "captures"])
            byLine[line, default: []].append((column, ([kind] + words.sorted()).joined(separator: " ")))
        }
        let expected = try CaptureFixtureTests.expectations(in: String(contentsOfFile: path, encoding: .utf8))
        #expect(Set(byLine.keys) == Set(expected.keys))
        for (line, expectedHere) in expected {
            // The JSON does not say which constants were folded; the kind shows it.
            let want = expectedHere.map { $0.replacingOccurrences(of: "/folded", with: "") }
            let got = (byLine[line] ?? []).sorted { $0.column < $1.column }.map(\.text)
            #expect(got == want, "line \(line)")
        }
    }

    @Test(arguments: ["layout.m", "objc-self.m", "c-tricky.c"])
    func layoutsMatchClangRewriteObjC(_ name: String) async throws {
        let file = CaptureFixtureTests.directory.appendingPathComponent(name)
        let (compared, total) = try await compareLayoutsWithRewriter(file: file)
        #expect(compared >= total / 2, "compared only \(compared) of \(total)")
    }

    @Test(arguments: [SourceLanguage.c, .objectiveC])
    func layoutsOfAGeneratedCorpusMatchClangRewriteObjC(_ language: SourceLanguage) async throws {
        var generator = CaptureCorpusGenerator(language: language, seed: 0x1A7007)
        let (source, _) = generator.generate(functions: 25)
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(language == .c ? "layout.c" : "layout.m")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let (compared, total) = try await compareLayoutsWithRewriter(file: file)
        #expect(compared >= 50, "compared only \(compared) of \(total)")
    }

    /// Compares every block structure and byref structure with `clang -rewrite-objc`'s, except
    /// where the rewriter is known to be wrong. Returns how many blocks were compared.
    func compareLayoutsWithRewriter(file: URL) async throws -> (compared: Int, total: Int) {
        let name = file.lastPathComponent
        let language = try #require(SourceLanguage(path: name))
        let analysis = try SourceAnalyzer().analyze(file: file.path)
        let explanation = Explainer.explain(analysis)
        // The rewriter reads C as Objective-C without ARC, which types C the same way.
        let flags =
            language == .c ? ["-x", "objective-c", "-fblocks"] : CompilerOracle.languageFlags(language, file: file)
        let output = try await CompilerOracle.run(
            CompilerOracle.clang, flags + ["-rewrite-objc", "-o", "-", file.path])
        #expect(output.status == 0, "\(output.stderr)")
        let rewritten = RewriterOutput(output.stdout)
        let bytes = Array(try Data(contentsOf: file))
        var compared = 0
        for (index, block) in explanation.blocks.enumerated() {
            let layout = block.layout
            // The rewriter works on source, not codegen: it stores folded constants; it
            // mishandles `super`, counts operands of sizeof / typeof / _Generic as captures, and
            // does not store statics declared in an enclosing block.
            let extent = analysis.blocks[index].cursor.extent
            let source = String(decoding: bytes[extent.start.offset..<extent.end.offset], as: UTF8.self)
            let knownBug =
                ["super", "sizeof", "typeof", "_Generic", "alignof"].contains { source.contains($0) }
                || analysis.blocks[index].captures.contains { capture in
                    capture.kind == .pointer
                        && analysis.blocks.contains { other in
                            let range = other.cursor.extent
                            return capture.declaration.map {
                                $0.offset > range.start.offset && $0.offset < range.end.offset
                            } ?? false
                        }
                }
            if !layout.foldedConstants.isEmpty || knownBug { continue }
            let theirs = try #require(rewritten.structures[layout.implName], "no \(layout.implName) in rewriter output")
            #expect(layout.fields.map(\.declaration) == theirs, "\(name) \(layout.implName)")
            for byRef in layout.byRefStructures {
                let members = try #require(rewritten.structures[byRef.name], "no \(byRef.name)")
                let helpers = [
                    "void (*__Block_byref_id_object_copy)(void*, void*)",
                    "void (*__Block_byref_id_object_dispose)(void*)",
                ]
                let expected =
                    ["void *__isa", "\(byRef.name) *__forwarding", "int __flags", "int __size"]
                    + (byRef.hasHelpers ? helpers : []) + [byRef.variable]
                #expect(members == expected, "\(byRef.name)")
            }
            compared += 1
        }
        return (compared, explanation.blocks.count)
    }

    @Test func theLayoutShowsTheDisposeHelperAsTheRewriterWritesIt() async throws {
        let path = "Examples/byref-forwarding/byref-forwarding.c"
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent(path)
        let layout = try #require(Explainer.explain(try SourceAnalyzer().analyze(file: url.path)).blocks.first?.layout)
        let output = try await CompilerOracle.run(
            CompilerOracle.clang, ["-x", "objective-c", "-fblocks", "-rewrite-objc", "-o", "-", url.path])
        let line = try #require(
            output.stdout.split(separator: "\n").first { $0.hasPrefix("static void __main_block_dispose_0(") })
        #expect(!layout.disposeHelper.isEmpty)
        for call in layout.disposeHelper { #expect(line.contains(call + ";"), "\(call) in \(line)") }
        #expect(layout.rendered().contains("static void __main_block_dispose_0(struct __main_block_impl_0 *src) {"))
    }

    @Test func textNamesEachBlockItsKindAndEveryCaptureWithAReason() async throws {
        let source = """
            void call(void (^b)(void));
            int g;
            void main_like(void) {
              int num = 1;
              static int s;
              __block int b = 0;
              call(^{ (void)num; (void)s; b++; g++; });
              call(^{ g++; });
            }
            """
        let analysis = try SourceAnalyzer().analyze(source: source, path: "lesson.c")
        let text = ExplainText.render(Explainer.explain(analysis))
        #expect(text.contains("lesson.c:7:8: block #0 is a stack block"))
        #expect(text.contains("captures num and b, so it is built on the stack"))
        #expect(text.contains("static local: the block reaches it through its address, so later writes are seen"))
        #expect(text.contains("__block variable: shared through its byref structure"))
        #expect(text.contains("global variable: not captured"))
        #expect(text.contains("lesson.c:8:8: block #1 is a global block"))
        #expect(text.contains("captures nothing from the stack"))
        #expect(text.contains("struct __main_like_block_impl_0 {"))
        #expect(text.contains("  __Block_byref_b_0 *b; // by ref"))
        #expect(!ExplainText.render(Explainer.explain(analysis), layout: false).contains("struct __"))
    }

    @Test func jsonEscapesQuotesAndControlCharactersInPaths() throws {
        let analysis = try SourceAnalyzer().analyze(source: "void f(void) { (void)^{}; }\n", path: "we\"ird\tname.c")
        let json = ExplainJSON.render(
            [Explainer.explain(analysis)], failures: [ExplainFailure(file: "x\\y.m", message: "line\nbreak")])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let files = try #require(root["files"] as? [[String: Any]])
        #expect(files.first?["file"] as? String == "we\"ird\tname.c")
        let errors = try #require(root["errors"] as? [[String: Any]])
        #expect(errors.first?["file"] as? String == "x\\y.m")
        #expect(errors.first?["message"] as? String == "line\nbreak")
    }

    @Test func flagsAfterTheTerminatorReachTheCompiler() async throws {
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("flags.c")
        try """
        void call(void (^b)(void));
        void f(void) {
        #ifdef SHARED
          __block
        #endif
          int v = 0;
          call(^{ (void)v; });
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        func captureKind(_ extra: [String]) async throws -> String? {
            let output = try await ExplainBinary.run(["explain", "--format", "json", file.path] + extra)
            let root = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
            let block = ((root?["files"] as? [[String: Any]])?.first?["blocks"] as? [[String: Any]])?.first
            return (block?["captures"] as? [[String: Any]])?.first?["capture"] as? String
        }
        #expect(try await captureKind([]) == "value")
        #expect(try await captureKind(["--", "-DSHARED"]) == "byref")
    }

    @Test func aCompilationDatabaseSuppliesTheFlagsOfItsFiles() async throws {
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("include"), withIntermediateDirectories: true)
        try "#define STORAGE static\n".write(
            to: directory.appendingPathComponent("include/config.h"), atomically: true, encoding: .utf8)
        let file = directory.appendingPathComponent("db.c")
        try """
        #include "config.h"
        void call(void (^b)(void));
        void f(void) {
          STORAGE int v = 0;
          call(^{ (void)v; });
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let command = """
            [{"directory": "\(directory.path)", "file": "db.c",
              "arguments": ["cc", "-c", "-Iinclude", "-o", "db.o", "db.c"]}]
            """
        try command.write(
            to: directory.appendingPathComponent("compile_commands.json"), atomically: true, encoding: .utf8)
        let withDatabase = try SourceAnalyzer(options: AnalyzerOptions(compilationDatabase: directory.path)).analyze(
            file: file.path)
        #expect(withDatabase.errors.isEmpty)
        #expect(withDatabase.blocks.first?.capture(named: "v")?.kind == .pointer)
        let without = try SourceAnalyzer().analyze(file: file.path)
        #expect(!without.errors.isEmpty, "without the database the include is not found")

        let output = try await ExplainBinary.run(["explain", "-p", directory.path, "--format", "json", file.path])
        #expect(output.status == 0)
        #expect(output.stdout.contains("\"capture\" : \"pointer\""))
        let bad = try await ExplainBinary.run([
            "explain", "-p", directory.appendingPathComponent("nowhere").path, file.path,
        ])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("compile_commands.json"))
    }

    @Test func helpIsPinned() async throws {
        let output = try await ExplainBinary.run(["explain", "--help"])
        #expect(output.status == 0)
        #expect(output.stdout.trimmingCharacters(in: .newlines) == Self.help.trimmingCharacters(in: .newlines))
    }

    static let help = """
        OVERVIEW: Show what every block or Swift closure captures and the layout the
        compiler builds.

        For each block literal: where it is, whether it is a global or a stack block
        and why, each captured variable (value, pointer, byref or global; strong, weak,
        unretained or none) with a one-line reason, and the structures the compiler
        builds for it, written the way `clang -rewrite-objc` writes them. The language
        comes from the extension: .c C, .m Objective-C (ARC), .mm Objective-C++, .h
        Objective-C.

        For each Swift closure (.swift files, and the .swift files inside a directory):
        whether it escapes, each capture (value, box or address; strong, weak, unowned,
        unowned(unsafe) or none; from the capture list or not; self explicit or
        implicit) and the context it allocates, as swiftc itself answers: the file is
        compiled on its own (Swift 5 mode, as a library unless it has top-level code)
        with -dump-ast and -emit-sil -Onone. Flags after `--` go to swiftc (-I DIR, -D
        X, -Xcc …, -Xswiftc X); .swift files after `--` are other sources of the same
        module. --package DIR takes the flags and sources SwiftPM used for the file's
        module from DIR/.build (build first).

        Exit status: 0 when at least one file was explained (each file that could not
        be is an error on standard error, in clang's shape), 2 when none could be.

        USAGE: capcheck explain [--format <format>] [--output <file>] [--color <when>] [--no-layout] [--package \
        <dir>] [-p <dir>] [--sdk <path>] [<file> ...]

        ARGUMENTS:
          <file>                  C / Objective-C / Swift files (or directories of
                                  Swift files) to explain, then `-- compiler flags`.

        OPTIONS:
          -f, --format <format>   Output format (html: a self-contained page for a
                                  class; dot: a Graphviz graph of the captures).
                                  (values: text, json, html, dot; default: text)
          -o, --output <file>     Write the output to this file instead of standard
                                  output.
          --color <when>          Colour diagnostics: auto (on a terminal, unless
                                  NO_COLOR is set), always or never. (values: auto,
                                  always, never; default: auto)
          --no-layout             Leave the block structures and closure contexts out
                                  of the text output.
          --package <dir>         Explain Swift files with the flags SwiftPM used to
                                  build them (a built package directory).
          -p <dir>                Directory holding compile_commands.json.
          --sdk <path>            Apple SDK to parse C and Objective-C against: an SDK
                                  folder (MacOSX.sdk, iPhoneOS.sdk), an SDK name xcrun
                                  knows (iphoneos), or stand-in for the bundled
                                  stand-in. Default: sdk in .capcheck.yml (lint), then
                                  SDKROOT, then `xcrun --show-sdk-path`, then the
                                  stand-in.
          --version               Show the version.
          -h, --help              Show help information.
        """
}

/// Structures in `clang -rewrite-objc` output: name → member declarations.
struct RewriterOutput {
    var structures: [String: [String]] = [:]

    init(_ text: String) {
        var current: String?
        var members: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if line.hasPrefix("struct "), line.hasSuffix(" {"),
                    line.contains("_block_impl_") || line.contains("__Block_byref_")
                {
                    current = String(line.dropFirst("struct ".count).dropLast(2))
                    members = []
                }
                continue
            }
            let name = current!
            if line == "};" || line.hasPrefix(name + "(") {
                structures[name] = members.filter { $0 != "struct __block_impl impl" && !$0.hasSuffix("* Desc") }
                current = nil
                continue
            }
            var member = line
            if let comment = member.range(of: "//") { member = String(member[..<comment.lowerBound]) }
            member = member.trimmingCharacters(in: .whitespaces)
            if member.hasSuffix(";") { member.removeLast() }
            if !member.isEmpty { members.append(member) }
        }
    }
}
