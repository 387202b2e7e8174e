import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import LintDriver

/// `capcheck lint DIR` with no flags sees what Xcode or CocoaPods would give the compiler. Each
/// fixture tree under `Tests/Fixtures/zero-setup/` is linted without flags and compared with a
/// run given hand-made flags, and with the blocks in clang's own AST of the same files.
@Suite(.serialized) struct ZeroSetupTests {
    static let fixtures = FixtureTests.root.appendingPathComponent("zero-setup").path

    func lint(_ tree: String, flags: [String] = []) throws -> LintOutcome {
        var options = LintDriverOptions(paths: [tree], toolFingerprint: "test")
        options.analyzerOptions.compilerFlags = flags
        return try LintDriver(options: options).run()
    }

    /// Hand-made flags for the podspec fixture: each header folder, a folder where `Kit/` is the
    /// `kit` folder and `ktwidget.h` is `KTWidget.h` (as on a case-insensitive disk), and a
    /// module map for `@import Kit`.
    func handFlags(_ tree: String, scratch: ScratchTree) throws -> [String] {
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Kit"), withDestinationPath: tree + "/src/kit")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("ktwidget.h"), withDestinationPath: tree + "/src/kit/KTWidget.h")
        let map = try scratch.write(
            "module.modulemap", "module Kit {\n  header \"\(tree)/src/kit/Kit.h\"\n  export *\n}\n")
        return ["-I", tree + "/src/kit", "-I", tree + "/src/util", "-I", scratch.root, "-fmodule-map-file=" + map]
    }

    @Test func headersByFolderAndPodspecModuleNeedNoFlags() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = Self.fixtures + "/podspec-module"
        let scratch = try ScratchTree()
        let bare = try lint(tree)
        let flagged = try lint(tree, flags: try handFlags(tree, scratch: scratch))
        #expect(bare.run.errors.isEmpty, "\(bare.run.errors)")
        #expect(flagged.run.errors.isEmpty, "\(flagged.run.errors)")
        #expect(bare.run.summary.blocks == flagged.run.summary.blocks)
        #expect(bare.run.findings == flagged.run.findings)
        #expect(
            bare.run.findings.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.rule)" }
                == ["KTWidgetTests.m:8 retain-cycle", "KTWidget.m:5 retain-cycle"])
    }

    @Test func blockCountMatchesClangWithHandMadeFlags() async throws {
        let tree = Self.fixtures + "/podspec-module"
        let scratch = try ScratchTree()
        let flags = try handFlags(tree, scratch: scratch)
        var clangBlocks = 0
        for file in ["src/kit/KTWidget.m", "Tests/KTWidgetTests.m", "Tests/KitImportTests.m", "Tests/KTCaseTests.m"] {
            let dumped = try await ASTDumpOracle.blocks(
                file: URL(fileURLWithPath: tree + "/" + file), language: .objectiveC, extraFlags: flags)
            #expect(!dumped.errors.contains("error:"), "\(file): \(dumped.errors)")
            clangBlocks += dumped.blocks.count
        }
        // The driver lock is held only around the driver: a thread of the concurrency pool must
        // not block on it while another test holding it awaits a child process.
        let lintedBlocks = try driverLock.withLock { try lint(tree).run.summary.blocks }
        #expect(lintedBlocks == clangBlocks)
    }

    @Test func everyIncompleteFileIsListedWithItsFirstCause() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let run = try lint(Self.fixtures + "/incomplete").run
        let causes = run.incomplete.map {
            "\(($0.file as NSString).lastPathComponent) \($0.reason.rawValue) \($0.line ?? 0)"
        }
        #expect(
            causes == [
                "MissingHeader.m missing-header 0", "MissingModule.m missing-module 0", "ParseError.m parse-error 3",
            ])
        #expect(run.incomplete[0].message.hasPrefix("\"NotInThisTree.h\" not found"))
        #expect(run.incomplete[1].message.hasPrefix("module NotAModuleAnywhere not found"))
        #expect(run.summary.incomplete == 3)
        #expect(
            run.incompleteSummary == "3 files analysed incompletely: 1 missing header, 1 missing module, 1 parse error")
        // Each file still counts the blocks it has.
        #expect(run.summary.blocks == 4)
    }

    @Test func aConfigurationKeyMakesIncompletenessFailTheRun() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let scratch = try ScratchTree()
        try scratch.write("a.m", "#import \"Gone.h\"\nvoid f(GoneThing *g) { (void)^{}; }\n")
        #expect(try scratch.lint().failsOnIncomplete == false)
        try scratch.write(".capcheck.yml", "fail_on_incomplete: true\n")
        #expect(try scratch.lint().failsOnIncomplete == true)
        try scratch.write(".capcheck.yml", "fail_on_incomplete: sometimes\n")
        #expect(throws: LintDriverError.self) { try scratch.lint() }
    }

    @Test func sdkStandInParsesBoxedStructsOptionsInCxxAppleNullabilitySpellingsImageIOAndTestDSLs() async throws {
        let tree = Self.fixtures + "/sdk-cascades"
        let run = try driverLock.withLock { try lint(tree).run }
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        var clangBlocks = 0
        for file in ["Boxing.m", "Options.mm", "Qualifiers.m", "ImageTypes.m", "SpecDSL.m"] {
            let url = URL(fileURLWithPath: tree + "/" + file)
            let dumped = try await ASTDumpOracle.blocks(file: url, language: SourceLanguage(path: file)!)
            #expect(!dumped.errors.contains("error:"), "\(file): \(dumped.errors)")
            clangBlocks += dumped.blocks.count
        }
        #expect(run.summary.blocks == clangBlocks)
        #expect(clangBlocks == 7)
    }

    @Test func cxxFilesWithBlocksAreAnalyzedAsCxxWithBlocks() async throws {
        let tree = Self.fixtures + "/cxx-blocks"
        let run = try driverLock.withLock { try lint(tree).run }
        // Plain.cc only uses `^` as exclusive or: the walk leaves it out.
        #expect(run.summary.files == 1)
        #expect(run.incomplete.isEmpty && run.errors.isEmpty, "\(run.incomplete) \(run.errors)")
        let dumped = try await ASTDumpOracle.blocks(file: URL(fileURLWithPath: tree + "/Queue.cpp"), language: .cxx)
        #expect(!dumped.errors.contains("error:"), "\(dumped.errors)")
        #expect(dumped.blocks.count == 2)
        #expect(run.summary.blocks == dumped.blocks.count)
        let analysis = try SourceAnalyzer().analyze(file: tree + "/Queue.cpp")
        #expect(analysis.language == .cxx)
        #expect(analysis.blocks.flatMap { $0.captures.map(\.name) }.sorted() == ["done", "items", "this"])
    }

    @Test func standInsAreInMemoryPerProjectAndTheSameEveryRun() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let name = "Gone\(UUID().uuidString.prefix(8))"
        let withHeader = try ScratchTree()
        let without = try ScratchTree()
        for tree in [withHeader, without] {
            try tree.write(
                "a.m",
                "#import \"\(name).h\"\n#import <\(name)Kit/\(name)Kit.h>\n@import \(name)Module;\nvoid f(void) { "
                    + "(void)^{ g(); }; }\nvoid k(\(name)Widget *w) {}\n"
            )
        }
        try withHeader.write("include/\(name).h", "void g(void);\n")
        let first = try without.lint().run
        let second = try without.lint().run
        #expect(first.incomplete == second.incomplete && first.findings == second.findings)
        #expect(first.incomplete.map(\.reason) == [.missingHeader])
        // The other tree has the header: nothing the first run made answers for it or hides it.
        let other = try withHeader.lint().run
        #expect(other.incomplete.first?.message.contains("\(name)Kit") == true, "\(other.incomplete)")
        // And nothing was written where other runs or projects would find it.
        let stubs = SDKShim.bundled.stubDirectory
        for leftover in ["\(name).h", "\(name)Kit", "\(name)Module"] {
            #expect(!FileManager.default.fileExists(atPath: stubs + "/" + leftover))
        }
    }

    /// A finding never comes silently from a file that was read in part: it carries the file's
    /// first cause as a note (findings in a function with clang errors are withheld instead).
    @Test func findingsInAFileAnalysedInPartSaySo() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let scratch = try ScratchTree()
        let cycle = """
            @interface Owner : NSObject
            @property (copy) void (^handler)(void);
            - (void)tick;
            @end
            @implementation Owner
            - (void)tick {}
            - (void)store { self.handler = ^{ [self tick]; }; }
            @end

            """
        try scratch.write("Complete.m", "#import <Foundation/Foundation.h>\n" + cycle)
        try scratch.write(
            "Partial.m",
            "#import <Foundation/Foundation.h>\n#import <NoSuchKit/NoSuchKit.h>\n" + cycle
                + "void use(NSKWidget *w) {}\n")
        let run = try scratch.lint().run
        #expect(run.incomplete.map { ($0.file as NSString).lastPathComponent } == ["Partial.m"], "\(run.incomplete)")
        let notes = Dictionary(
            uniqueKeysWithValues: run.findings.map {
                (($0.file as NSString).lastPathComponent, $0.notes.map(\.message))
            })
        #expect(notes.count == 2, "\(run.findings)")
        #expect(notes["Complete.m"]?.contains { $0.contains("incompletely") } == false)
        #expect(
            notes["Partial.m"]?.last?.hasPrefix(
                "this file was analysed incompletely (missing-header: <NoSuchKit/NoSuchKit.h> not found") == true,
            "\(notes["Partial.m"] ?? [])")
    }

    @Test func aCompilationDatabaseAtTheTreesRootIsUsedWithoutFlags() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let scratch = try ScratchTree()
        // The block exists only with the flags the database records.
        try scratch.write(
            "src/a.c",
            "#ifdef WITH_BLOCKS\nvoid f(void) { int x = 1; (void)^{ return x; }; }\n#endif\nvoid g(void) {}\n")
        let command = [
            ["directory": scratch.root, "file": "src/a.c", "arguments": ["clang", "-DWITH_BLOCKS", "-c", "src/a.c"]]
        ]
        try scratch.write(
            "compile_commands.json",
            String(decoding: try JSONSerialization.data(withJSONObject: command), as: UTF8.self))
        #expect(try scratch.lint().run.summary.blocks == 1)
        try FileManager.default.removeItem(atPath: scratch.path("compile_commands.json"))
        #expect(try scratch.lint().run.summary.blocks == 0)
    }

    @Test func manualRetainReleaseFilesAreAnalysedWithoutARCAndSaySo() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = Self.fixtures + "/mrc"
        let run = try lint(tree).run
        // Legacy.m sends release itself; Counter.m only gets ARC's error for retainCount;
        // Guarded.m stops an ARC build with an #error that names -fno-objc-arc.
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        // Under MRC a __block variable does not retain: no byref-self-cycle, the self capture stays a cycle.
        #expect(
            run.findings.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.rule)" } == [
                "Legacy.m:9 retain-cycle"
            ])
        #expect(run.findings.first?.notes.last?.message == LintDriver.manualRetainReleaseNote)
        for file in ["Legacy.m", "Counter.m", "Guarded.m"] {
            let analysis = try SourceAnalyzer().analyze(file: tree + "/" + file)
            #expect(analysis.isManualRetainRelease, "\(file)")
            #expect(analysis.errors.isEmpty, "\(file): \(analysis.errors.map(\.message))")
        }
        // An ARC file stays ARC.
        let arc = try SourceAnalyzer().analyze(file: Self.fixtures + "/podspec-module/src/kit/KTWidget.m")
        #expect(!arc.isManualRetainRelease)
    }

    /// Paths are made absolute and standard without asking the disk when they hold no `..`:
    /// the answer is Foundation's own, for every shape of path a walk or a user produces.
    @Test func standardizedPathsAreFoundationsAnswer() {
        let cwd = FileManager.default.currentDirectoryPath
        for path in ["a.m", "./a.m", "dir//b.m", "/abs/./x/y.h", "/abs/x/", "/", "./", ".", "/a/../b.m", "x/../../y.m"]
        {
            let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
            #expect(ProjectHeaders.standardized(path) == (absolute as NSString).standardizingPath, "\(path)")
        }
    }
    /// A tree whose file reaches a declaration through three folders: `"KTA.h"` by file name,
    /// `<Kit/KTB.h>` by module, and a `__has_include`-guarded `"KTC.h"` in another folder.
    func includeChainTree(computedIncludeInKTB: Bool = false) throws -> ScratchTree {
        let scratch = try ScratchTree()
        try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
        try scratch.write("Kit/KTA.h", "#import <Kit/KTB.h>\n")
        try scratch.write(
            "Kit/KTB.h",
            (computedIncludeInKTB ? "#define KT_EXTRA \"KTD.h\"\n#import KT_EXTRA\n" : "")
                + "#if __has_include(\"KTC.h\")\n#import \"KTC.h\"\n#endif\n")
        try scratch.write(
            "Util/KTC.h",
            """
            #import <Foundation/Foundation.h>
            @interface KTC : NSObject
            @property (nonatomic, copy) void (^handler)(void);
            @end

            """)
        try scratch.write("Other/KTD.h", "@class KTD;\n")
        try scratch.write(
            "App/KTApp.m",
            """
            #import "KTA.h"
            @interface KTApp : NSObject
            @end
            @implementation KTApp {
                KTC *_c;
            }
            - (void)go {
                _c.handler = ^{ [self go]; };
            }
            @end

            """)
        return scratch
    }

    /// Each file is handed the forwarders for the headers its includes reach, through the tree's
    /// headers, and no others; the parse still finds every header (the cycle through `KTC`'s
    /// copied block property is found and nothing is incomplete). A computed include anywhere on
    /// the way hands over every header, as does a forced header outside the tree.
    @Test func filesGetTheForwardersTheirIncludesReach() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let scratch = try includeChainTree()
        let run = try lint(scratch.root).run
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(
            run.findings.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.rule)" } == [
                "KTApp.m:8 retain-cycle"
            ])

        func forwarded(_ tree: ScratchTree, forced: [String] = []) throws -> Set<String> {
            let project = ProjectHeaders(root: tree.root)
            let file = tree.path("App/KTApp.m")
            let files = project.virtualFiles(
                for: file, source: try String(contentsOfFile: file, encoding: .utf8), forcedIncludes: forced)
            return Set(
                files.filter { project.isVirtual($0.path) }.map {
                    String($0.path.dropFirst(project.virtualDirectory.count + 1))
                })
        }
        let reached = try forwarded(scratch)
        #expect(reached.isSuperset(of: ["KTA.h", "Kit/KTB.h", "KTB.h", "KTC.h", "Util/KTC.h"]), "\(reached)")
        #expect(!reached.contains("KTD.h") && !reached.contains("Other/KTD.h"), "\(reached)")
        #expect(try forwarded(scratch, forced: ["/elsewhere/Prefix.h"]).contains("KTD.h"))

        let computed = try includeChainTree(computedIncludeInKTB: true)
        #expect(try forwarded(computed).contains("KTD.h"))
        #expect(try lint(computed.root).run.incomplete.isEmpty)
    }
    /// A header from outside the tree (found through the user's `-I`) that includes a header
    /// nobody has: clang's error is in that header, not the file, and no stand-in answered it.
    /// The file is listed as incomplete, naming the header that was not found.
    @Test func aHeaderNotFoundInsideAnOutsideHeaderMakesTheFileIncomplete() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        let outside = try ScratchTree()
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try outside.write("Ext.h", "#import <Nope/Missing.h>\n@class Ext;\n")
        try tree.write("App.m", "#import \"Ext.h\"\nvoid run(void (^b)(void)) { b(); }\n")
        let run = try lint(tree.root, flags: ["-I", outside.root]).run
        #expect(run.incomplete.map(\.reason) == [.missingHeader], "\(run.incomplete)")
        #expect(run.incomplete.first?.message.contains("Nope/Missing.h") == true, "\(run.incomplete)")
    }
    /// A folder linted alone sees the headers its project keeps elsewhere (a shared `include`
    /// folder beside it), as a lint of the whole checkout does; without a project marker above it,
    /// the folder is the project and the header is missing (the file is analysed in part).
    @Test func aFolderLintedAloneSeesItsProjectsHeaders() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "Shared/include/kit/Runner.h",
            "#import <Foundation/Foundation.h>\n@interface Runner : NSObject\n"
                + "@property (nonatomic, copy) void (^done)(void);\n@end\n")
        try tree.write(
            "Frameworks/App/src/Owner.m",
            "#import <kit/Runner.h>\n@interface Owner : NSObject\n@property Runner *runner;\n@end\n"
                + "@implementation Owner\n- (void)start {\n  self.runner.done = ^{ [self stop]; };\n}\n"
                + "- (void)stop {}\n@end\n")
        let folder = tree.path("Frameworks/App/src")
        let alone = try lint(folder).run
        #expect(alone.incomplete.map(\.reason) == [.missingHeader], "\(alone.incomplete)")
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        let inProject = try lint(folder).run
        #expect(inProject.incomplete.isEmpty, "\(inProject.incomplete)")
        #expect(inProject.findings.map { "\($0.line) \($0.rule)" } == ["7 retain-cycle"])
    }

    /// The tree's own modules, and the empty stand-ins for modules nothing provides, are built
    /// before the parallel parses, as the SDK shim's are: no two parses build the same module at
    /// once.
    @Test func theTreesOwnModulesAndMissingModuleStandInsAreBuiltFirst() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let scratch = try ScratchTree()
        // Names no earlier run used: the module cache is shared by every run on the machine.
        let module = "Kit" + UUID().uuidString.filter { $0 != "-" }
        try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
        try scratch.write(
            "\(module)/\(module).h", "#import <Foundation/Foundation.h>\n@interface KTThing : NSObject\n@end\n")
        let missing = "Missing" + UUID().uuidString.filter { $0 != "-" }
        let files = try (0..<2).map {
            try scratch.write("App/A\($0).m", "@import \(module);\n@import \(missing);\nvoid use\($0)(KTThing *t) {}\n")
        }
        var options = AnalyzerOptions()
        options.projects = [ProjectHeaders(root: scratch.root)]
        SourceAnalyzer(options: options).prebuildModules(for: files)
        let cache = URL(fileURLWithPath: SDKShim.bundled.moduleCacheDirectory)
        let built =
            (FileManager.default.enumerator(at: cache, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? [])
            .filter { [module, missing].contains(String($0.lastPathComponent.prefix { $0 != "-" })) }
        defer { for file in built { try? FileManager.default.removeItem(at: file) } }
        let names = built.map(\.lastPathComponent).filter { $0.hasSuffix(".pcm") }
        #expect(names.filter { $0.hasPrefix(module + "-") }.count == 1, "\(module)")
        #expect(names.filter { $0.hasPrefix(missing + "-") }.count == 1, "\(missing)")
    }
}

/// Without a compilation database a file is parsed as Xcode's Debug configuration parses it
/// (`DEBUG=1`): code under `#if DEBUG` is seen, unless the user's flags say what DEBUG is.
@Suite struct DebugConfigurationTests {
    static let source = """
        #import <Foundation/Foundation.h>
        @interface Logger : NSObject
        @property (copy) void (^sink)(void);
        - (void)flush;
        @end
        @implementation Logger
        - (void)flush {}
        - (void)start {
        #if DEBUG
            self.sink = ^{ [self flush]; };
        #endif
        }
        @end
        """

    static func rules(flags: [String]) throws -> [String] {
        let analyzer = SourceAnalyzer(options: AnalyzerOptions(compilerFlags: flags))
        return try Linter(analyzer: analyzer).lint(source: source, path: "Logger.m").findings.map(\.rule)
    }

    @Test func codeUnderDebugIsParsedByDefault() throws {
        #expect(try Self.rules(flags: []) == ["retain-cycle"])
    }

    @Test(arguments: [["-UDEBUG"], ["-DDEBUG=0"], ["-D", "DEBUG=0"]])
    func theUsersFlagsDecide(_ flags: [String]) throws {
        #expect(try Self.rules(flags: flags).isEmpty)
        #expect(SourceAnalyzer.mentionsDebug(flags))
    }

    @Test func otherDefinesLeaveTheDefault() {
        #expect(!SourceAnalyzer.mentionsDebug(["-DDEBUGGER=1", "-I", "DEBUG", "-DNDEBUG"]))
    }
}

/// A missing header's message says what helps: `-I` for the project's own headers and its
/// dependencies, nothing for a header Xcode generates from Swift or one the SDK stand-in lacks.
@Suite struct MissingHeaderHintTests {
    @Test(arguments: [
        ("Realm/Realm.h", "add -I flags after --"),
        ("FLEXample-Swift.h", "Xcode generates it from the module's Swift code"),
        ("App/App-Swift.h", "Xcode generates it from the module's Swift code"),
        ("ARKit/ARKit.h", "an Apple SDK header the SDK stand-in does not declare yet"),
        ("UIKit/UINotAHeader.h", "an Apple SDK header the SDK stand-in does not declare yet"),
        ("SceneKit/SCNNotAHeader.h", "an Apple SDK header the SDK stand-in does not declare yet"),
        ("mach-o/dyld.h", "a Darwin header the SDK stand-in does not declare yet"),
    ])
    func theHintFitsTheHeader(_ header: String, _ hint: String) {
        let message = LintDriver.missingHeaderHint(header)
        #expect(message.hasPrefix("parsed as if it were empty"))
        #expect(message.contains(hint), "\(header): \(message)")
    }

    /// A header `mig` makes from the tree's Mach interface definitions at build time names them;
    /// a look-alike with no `.defs` file keeps the `-I` advice.
    @Test func aHeaderMadeByMigNamesItsDefinitions() throws {
        let tree = try ScratchTree()
        try tree.write("helper/Courier.defs", "subsystem Courier 1000;\n")
        let project = ProjectHeaders(root: tree.root)
        for header in ["Courier.h", "CourierServer.h", "CourierUser.h"] {
            #expect(
                LintDriver.missingHeaderHint(header, project: project)
                    == "parsed as if it were empty: the build generates it with mig from helper/Courier.defs")
        }
        #expect(LintDriver.missingHeaderHint("Postman.h", project: project).hasSuffix("add -I flags after --"))
    }

    /// CocoaPods imports a pod's headers as `<header_dir/Header.h>`, which can differ from the
    /// module's name (`Texture`'s `module_name` and `header_dir` are both `AsyncDisplayKit`).
    @Test(arguments: [
        ("s.name = 'Kit'\n", ["Kit"]),
        (
            "s.name = 'Texture'\ns.module_name = 'AsyncDisplayKit'\ns.header_dir = 'AsyncDisplayKit'\n",
            ["AsyncDisplayKit"]
        ),
        ("s.name = 'my-kit'\ns.header_dir = 'MyKitHeaders'\n", ["my_kit", "MyKitHeaders"]),
    ])
    func aPodspecNamesItsModuleAndItsHeaderFolder(_ podspec: String, _ names: [String]) {
        #expect(ProjectHeaders.podspecModuleNames(podspec) == names)
    }
}
