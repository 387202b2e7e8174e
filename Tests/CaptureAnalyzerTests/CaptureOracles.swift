import ChildProcess
import Foundation

@testable import CaptureAnalyzer
@testable import ClangFrontend

/// Independent truth for capture tests: what clang-14 itself says about a file.
enum CompilerOracle {
    static let clang = "/usr/bin/clang-14"

    /// Flags that make clang read `language` the way capcheck does: language mode, ARC and
    /// the SDK shim's include paths (the same headers, so the same declarations).
    static func languageFlags(_ language: SourceLanguage, file: URL? = nil) -> [String] {
        let source = file.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        return SDKShim.bundled.arguments(for: language, source: source)
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` in `directory`, with `temporaryDirectory` as its TMPDIR when given;
    /// kills it after `timeout`.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        temporaryDirectory: URL? = nil, timeout: Duration = .seconds(300)
    ) async throws -> Output {
        // argument-parser wraps help at $COLUMNS: pin it so pinned help texts do not depend on
        // the terminal the tests were started from.
        var environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "80"]) { $1 }
        if let temporaryDirectory { environment["TMPDIR"] = temporaryDirectory.path }
        let output = try await ChildProcess.run(
            executable, arguments, workingDirectory: directory?.path, environment: environment, timeout: timeout)
        return Output(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// Runs swiftc with a TMPDIR of its own that is removed afterwards: the Linux driver leaves a
    /// `TemporaryDirectory.*` folder behind on every run.
    static func swiftc(_ swiftc: String, _ arguments: [String]) async throws -> Output {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try await run(swiftc, arguments, temporaryDirectory: scratch)
    }

    /// A scratch directory for generated sources and binaries.
    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("capcheck-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A block as clang's `-ast-dump` lists it: its `BlockDecl` position and Sema's captures.
struct DumpedBlock: Equatable, CustomStringConvertible {
    struct DumpedCapture: Equatable, Hashable {
        var name: String
        var isByRef: Bool
        var type: String
    }
    var line: Int
    var column: Int
    var captures: [DumpedCapture]
    var description: String { "\(line):\(column) \(captures.map { "\($0.name)\($0.isByRef ? "(byref)" : "")" })" }
}

/// Parses `clang -Xclang -ast-dump` output. Locations in the dump are abbreviated relative to
/// the previous one printed (`line:12:3`, `col:5`), so they are followed in print order.
enum ASTDumpOracle {
    static func blocks(file: URL, language: SourceLanguage, extraFlags: [String] = []) async throws -> (
        blocks: [DumpedBlock], errors: String
    ) {
        let output = try await CompilerOracle.run(
            CompilerOracle.clang,
            CompilerOracle.languageFlags(language, file: file) + extraFlags
                + ["-fsyntax-only", "-fno-color-diagnostics", "-Xclang", "-ast-dump", file.path])
        return (parse(output.stdout, mainFile: file.path), output.stderr)
    }

    /// The blocks of `mainFile` in the dump; with `spelledIn`, also the blocks spelled in headers
    /// under those folders (a macro's body: clang places them where the macro is written).
    static func parse(_ dump: String, mainFile: String, spelledIn folders: [String] = []) -> [DumpedBlock] {
        let locationPattern = try! NSRegularExpression(
            pattern: #"<invalid sloc>|\bline:(\d+):(\d+)|\bcol:(\d+)|([^\s<>,']+?):(\d+):(\d+)"#)
        let capturePattern = try! NSRegularExpression(
            pattern:
                #"capture (byref )?(nested )?(?:Var|ParmVar|ImplicitParam) 0x[0-9a-f]+ "#
                + #"'([^']+)' '([^']+)'(?::'([^']+)')?"#
        )
        var currentFile = ""
        var currentLine = 0
        var seen = Set<String>()
        var blocks: [DumpedBlock] = []
        var current: (index: Int, depth: Int)?
        for rawLine in dump.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            let ns = line as NSString
            var positions: [(file: String, line: Int, column: Int)] = []
            for match in locationPattern.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                func group(_ i: Int) -> String? {
                    let r = match.range(at: i)
                    return r.location == NSNotFound ? nil : ns.substring(with: r)
                }
                if let l = group(1), let c = group(2) {
                    currentLine = Int(l)!
                    positions.append((currentFile, currentLine, Int(c)!))
                } else if let c = group(3) {
                    positions.append((currentFile, currentLine, Int(c)!))
                } else if let file = group(4), let l = group(5), let c = group(6) {
                    currentFile = file
                    currentLine = Int(l)!
                    positions.append((file, currentLine, Int(c)!))
                }
            }
            // Depth in the tree: where the node name starts after the `| `- ` drawing.
            let depth = line.prefix { " |`-".contains($0) }.count
            if let range = line.range(of: "BlockDecl 0x") {
                let address = String(line[range.upperBound...].prefix { $0.isHexDigit })
                current = nil
                guard !seen.contains(address), let position = positions.last else { continue }
                seen.insert(address)
                guard
                    position.file == mainFile || mainFile.hasSuffix("/" + position.file)
                        || position.file.hasSuffix(mainFile) || folders.contains(where: { position.file.hasPrefix($0) })
                else { continue }
                blocks.append(
                    DumpedBlock(
                        line: position.line, column: position.column,
                        captures: line.contains(" captures_this") ? [.init(name: "this", isByRef: false, type: "")] : []
                    ))
                current = (blocks.count - 1, depth)
                continue
            }
            guard let (index, blockDepth) = current else { continue }
            if depth <= blockDepth {
                current = nil
                continue
            }
            // Only the BlockDecl's own children, not captures of blocks nested in its body.
            guard depth == blockDepth + 2 else { continue }
            if let match = capturePattern.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) {
                blocks[index].captures.append(
                    .init(
                        name: ns.substring(with: match.range(at: 3)),
                        isByRef: match.range(at: 1).location != NSNotFound,
                        // `'typeof (self)':'Foo *const __strong'`: the desugared type has the qualifiers.
                        type: ns.substring(with: match.range(at: match.range(at: 5).location != NSNotFound ? 5 : 4))))
            } else if line.contains("capture this") {
                blocks[index].captures.append(.init(name: "this", isByRef: false, type: ""))
            }
        }
        return blocks.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Ownership as the dump's type spelling of a captured variable states it.
    static func ownership(ofDumpedType type: String) -> Ownership {
        if type.contains("__weak") { return .weak }
        if type.contains("__unsafe_unretained") { return .unretained }
        if type.contains("__strong") { return .strong }
        return .none
    }
}

/// Which block literals clang emits as global blocks, read from the LLVM IR it generates:
/// a global literal is a `@__block_literal_global` constant whose isa is
/// `_NSConcreteGlobalBlock`, and so is a literal built on the stack whose stored isa is
/// `_NSConcreteGlobalBlock` (passed straight to a noescape parameter); every other invoke
/// function belongs to a stack literal. The invoke function's debug info gives the literal's line.
enum IRBlockKindOracle {
    static func kindsByLine(file: URL, language: SourceLanguage, extraFlags: [String] = []) async throws -> [Int:
        [BlockKind]]
    {
        let output = try await CompilerOracle.run(
            CompilerOracle.clang,
            CompilerOracle.languageFlags(language, file: file) + extraFlags
                + ["-S", "-emit-llvm", "-g", "-O0", "-fno-color-diagnostics", "-o", "-", file.path])
        guard output.status == 0 else { throw OracleError.compilerFailed(output.stderr) }
        return parse(output.stdout)
    }

    static func parse(_ ir: String) -> [Int: [BlockKind]] {
        let globalPattern = try! NSRegularExpression(
            pattern:
                #"^@__block_literal_global[.\d]* = .*@_NSConcreteGlobalBlock.*?"#
                + #"@(?:"([^"]*_block_invoke[^"]*)"|([\w.$]*_block_invoke[\w.$]*)) to"#
        )
        let definePattern = try! NSRegularExpression(
            pattern:
                #"^define internal .*? @(?:"([^"]*_block_invoke[^"]*)"|([\w.$]*_block_invoke[\w.$]*))\(.*!dbg !(\d+)"#)
        let subprogramPattern = try! NSRegularExpression(pattern: #"^!(\d+) = distinct !DISubprogram\(.*? line: (\d+)"#)
        var globals = Set<String>()
        var invokes: [(name: String, node: String)] = []
        var lines: [String: Int] = [:]
        let invokeReference = try! NSRegularExpression(
            pattern: #"@(?:"([^"]*_block_invoke[^"]*)"|([\w.$]*_block_invoke[\w.$]*)) to"#)
        var storedGlobalIsa = false
        for raw in ir.split(separator: "\n") {
            let line = String(raw)
            let ns = line as NSString
            let range = NSRange(location: 0, length: ns.length)
            if line.hasPrefix("  store "), line.contains("@_NSConcreteGlobalBlock to") {
                storedGlobalIsa = true
            } else if storedGlobalIsa, line.hasPrefix("  store "),
                let m = invokeReference.firstMatch(in: line, range: range)
            {
                globals.insert(ns.substring(with: m.range(at: m.range(at: 1).location != NSNotFound ? 1 : 2)))
                storedGlobalIsa = false
            } else if line.hasPrefix("@__block_literal_global"),
                let m = globalPattern.firstMatch(in: line, range: range)
            {
                globals.insert(ns.substring(with: m.range(at: m.range(at: 1).location != NSNotFound ? 1 : 2)))
            } else if line.hasPrefix("define internal"), let m = definePattern.firstMatch(in: line, range: range) {
                let name = ns.substring(with: m.range(at: m.range(at: 1).location != NSNotFound ? 1 : 2))
                invokes.append((name, ns.substring(with: m.range(at: 3))))
            } else if line.hasPrefix("!"), line.contains("DISubprogram"),
                let m = subprogramPattern.firstMatch(in: line, range: range)
            {
                lines[ns.substring(with: m.range(at: 1))] = Int(ns.substring(with: m.range(at: 2)))
            }
        }
        var result: [Int: [BlockKind]] = [:]
        for invoke in invokes {
            guard let line = lines[invoke.node] else { continue }
            result[line, default: []].append(globals.contains(invoke.name) ? .global : .stack)
        }
        return result
    }
}

enum OracleError: Error, CustomStringConvertible {
    case compilerFailed(String)
    case runFailed(String)
    var description: String {
        switch self {
        case .compilerFailed(let s): return "clang failed: \(s)"
        case .runFailed(let s): return "program failed: \(s)"
        }
    }
}

/// Runs a C program built with `clang -fblocks -lBlocksRuntime` whose block literals are
/// wrapped as `rec(ID, ^{...})`; `rec` prints each literal's isa as the runtime sees it.
enum RuntimeBlockKindOracle {
    /// The C prelude the generated program starts with.
    static let prelude = """
        #include <stdio.h>
        extern void *_NSConcreteGlobalBlock[32];
        extern void *_NSConcreteStackBlock[32];
        static void use(int v) { (void)v; }
        typedef void (^blk_t)(void);
        static blk_t rec(int id, blk_t block) {
            void *isa = *(void **)block;
            printf("%d %s\\n", id, isa == (void *)_NSConcreteGlobalBlock ? "global" : isa == (void \
        *)_NSConcreteStackBlock ? "stack" : "other");
            return block;
        }
        static void call(blk_t block) { block(); }
        typedef void (^blk1_t)(int);
        static blk1_t rec1(int id, blk1_t block) { rec(id, (blk_t)block); return block; }
        static void call1(blk1_t block) { block(5); }

        """

    static func kinds(of source: String, in directory: URL) async throws -> [Int: BlockKind] {
        let file = directory.appendingPathComponent("runtime.c")
        let binary = directory.appendingPathComponent("runtime")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let build = try await CompilerOracle.run(
            CompilerOracle.clang,
            ["-fblocks", "-O0", "-w", "-o", binary.path, file.path, "-lBlocksRuntime"])
        guard build.status == 0 else { throw OracleError.compilerFailed(build.stderr) }
        let run = try await CompilerOracle.run(binary.path, [])
        guard run.status == 0 else { throw OracleError.runFailed(run.stderr) }
        var result: [Int: BlockKind] = [:]
        for line in run.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let id = Int(parts[0]) else { continue }
            result[id] = parts[1] == "global" ? .global : .stack
        }
        return result
    }
}

extension CompilerOracle {
    /// Every fact on which `analysis` disagrees with clang: Sema's capture list and the
    /// captured variables' ownership (`-ast-dump`), and global vs stack (emitted IR).
    static func mismatches(of analysis: FileAnalysis, file: URL, language: SourceLanguage) async throws -> [String] {
        var mismatches: [String] = []
        // Sema's capture list from clang's AST dump.
        let (dumped, _) = try await ASTDumpOracle.blocks(file: file, language: language)
        if dumped.count != analysis.blocks.count {
            mismatches.append("ast-dump lists \(dumped.count) blocks, analyzer \(analysis.blocks.count)")
        } else {
            for (block, truth) in zip(analysis.blocks, dumped) {
                let at = "block at \(truth.line):\(truth.column)"
                if (block.location.line, block.location.column) != (truth.line, truth.column) {
                    mismatches.append("\(at): analyzer location \(block.location.line):\(block.location.column)")
                }
                let stored = block.captures.filter { $0.kind == .value || $0.kind == .byRef }
                let mine = Set(stored.map { "\($0.name)\($0.kind == .byRef ? " byref" : "")" })
                let theirs = Set(truth.captures.map { "\($0.name)\($0.isByRef ? " byref" : "")" })
                if mine != theirs {
                    mismatches.append("\(at): clang captures \(theirs.sorted()), analyzer \(mine.sorted())")
                }
                for capture in truth.captures {
                    let ownership = ASTDumpOracle.ownership(ofDumpedType: capture.type)
                    if let mineCapture = block.capture(named: capture.name), mineCapture.ownership != ownership {
                        mismatches.append(
                            "\(at): \(capture.name) is '\(capture.type)', analyzer says \(mineCapture.ownership)")
                    }
                }
            }
        }

        // Global or stack, as compiled.
        let irKinds = try await IRBlockKindOracle.kindsByLine(file: file, language: language)
        var byLine: [Int: [BlockKind]] = [:]
        for block in analysis.blocks { byLine[block.location.line, default: []].append(block.kind) }
        for (line, kinds) in byLine
        where irKinds[line]?.sorted(by: { $0.rawValue < $1.rawValue })
            != kinds.sorted(by: { $0.rawValue < $1.rawValue })
        {
            mismatches.append("line \(line): IR has \(irKinds[line].map { "\($0)" } ?? "no block"), analyzer \(kinds)")
        }
        return mismatches
    }
}
