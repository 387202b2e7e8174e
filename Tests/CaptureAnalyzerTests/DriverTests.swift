import ChildProcess
import Findings
import Foundation
import Testing

@testable import LintDriver

/// A scratch directory tree for driver tests, removed when the test ends.
final class ScratchTree {
    let root: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path + "/capcheck-driver-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        // Resolve /tmp symlinks so paths compare equal to what the walker reports.
        root = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes `text` at `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Runs a program in the tree; returns its standard output.
    @discardableResult
    func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) async throws -> String {
        let environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return try await ChildProcess.run(
            "/usr/bin/env", arguments, input: input, workingDirectory: root, environment: environment
        ).stdout
    }

    /// Lints the tree (or `paths` in it, relative to the tree) through the driver. Paths are
    /// handed over absolute, so no test changes the process's working directory (other suites run
    /// alongside), and, unless `relativize` is false, reported paths are made relative to the tree again.
    func lint(
        _ paths: [String] = ["."], cache: Bool = false, relativize: Bool = true,
        configure: (inout LintDriverOptions) -> Void = { _ in }
    ) throws -> LintOutcome {
        let absolute = paths.map { $0.hasPrefix("/") ? $0 : ($0 == "." ? root : root + "/" + $0) }
        var options = LintDriverOptions(
            paths: absolute, cacheDirectory: cache ? root + "/.capcheck-cache" : nil,
            toolFingerprint: "test")
        configure(&options)
        var outcome = try LintDriver(options: options).run()
        guard relativize else { return outcome }
        func strip(_ path: String) -> String {
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        func strip(_ finding: Finding) -> Finding {
            var f = finding
            f.file = strip(f.file)
            f.notes = f.notes.map {
                var n = $0
                n.file = strip(n.file)
                return n
            }
            return f
        }
        outcome.run.findings = outcome.run.findings.map(strip)
        outcome.findingsBeforeBaseline = outcome.findingsBeforeBaseline.map(strip)
        outcome.run.errors = outcome.run.errors.map { LintError(file: strip($0.file), message: $0.message) }
        return outcome
    }
}

/// Driver runs use both cores; these suites run their tests one at a time so timings stay sane.
let driverLock = NSLock()

/// A self-contained Objective-C file with one retain cycle (a block that captures self, stored
/// in self's copy property) on `cycleLine`.
let cycleSource = """
    @interface NSObject
    - (id)description;
    @end
    @interface Foo : NSObject
    @property (copy) void (^handler)(void);
    @end
    @implementation Foo
    - (void)setup {
        self.handler = ^{ [self description]; };
    }
    @end

    """
let cycleLine = 9

@Suite(.serialized) struct DriverTests {
    @Test func walkerFindsSourcesAndSkipsHiddenBuildAndVendoredFolders() throws {
        let tree = try ScratchTree()
        for file in [
            "a.m", "b.c", "c.mm", "d.h", "e.swift", "notes.txt", "Sub/f.m", "Sub/Deeper/g.c", "UPPER.M",
            ".hidden/h.m", ".build/i.m", "build/j.m", "DerivedData/k.m", "Pods/l.m", "Carthage/m.m",
            "node_modules/n.c", "Sub/build/o.m",
        ] {
            try tree.write(file, "int x;\n")
        }
        let (files, errors) = SourceTreeWalker().walk([tree.root])
        let found = Set(files.map { String($0.path.dropFirst(tree.root.count + 1)) })
        #expect(found == ["a.m", "b.c", "c.mm", "d.h", "e.swift", "Sub/f.m", "Sub/Deeper/g.c", "UPPER.M"])
        #expect(errors.isEmpty)
    }

    @Test func walkerAgreesWithGitAboutWhatGitignoreExcludes() async throws {
        let tree = try ScratchTree()
        try tree.write(
            ".gitignore",
            """
            # comments and blank lines are skipped

            *.gen.m
            /rootonly.m
            Generated/
            docs/**/*.c
            **/tmp/*.m
            !keep.gen.m
            scratch[0-9].c
            \\#hash.m
            vendor/*
            !vendor/ours/
            trailing.m   
            """)
        try tree.write("Sub/.gitignore", "local.m\n/anchored.c\n!rootonly.m\n")
        let files = [
            "a.m", "x.gen.m", "keep.gen.m", "rootonly.m", "Sub/rootonly.m", "Generated/g.m",
            "Sub/Generated/g2.m", "docs/a.c", "docs/x/b.c", "docs/x/y/c.c", "docs/x/keep.m",
            "tmp/t.m", "Sub/tmp/t2.m", "Sub/tmp/deeper/t3.m", "scratch1.c", "scratchA.c", "#hash.m",
            "vendor/v.m", "vendor/ours/o.m", "vendor/theirs/t.m", "trailing.m", "Sub/local.m",
            "Sub/Inner/local.m", "Sub/anchored.c", "Sub/Inner/anchored.c", "plain.c",
        ]
        for file in files { try tree.write(file, "int x;\n") }
        try await tree.run(["git", "init", "-q"], environment: ["GIT_CONFIG_GLOBAL": "/dev/null"])
        let gitListed = try await tree.run(
            ["git", "ls-files", "--others", "--exclude-standard"],
            environment: ["GIT_CONFIG_GLOBAL": "/dev/null"])
        let expected = Set(gitListed.split(separator: "\n").map(String.init).filter { !$0.hasSuffix(".gitignore") })
        let (walked, _) = SourceTreeWalker().walk([tree.root])
        let found = Set(walked.map { String($0.path.dropFirst(tree.root.count + 1)) })
        #expect(found == expected)
        // The oracle really excluded things, so the comparison means something.
        #expect(expected.count < files.count - 8)
    }

    /// A `.gitignore` line that matches tracked files (`*` under a "User settings" heading) does
    /// not remove them from the project: git's own `ls-files` (tracked, plus untracked files not
    /// ignored) is the oracle, for index versions 2, 3 and 4.
    @Test(arguments: [2, 3, 4])
    func trackedFilesAreLintedWhateverGitignoreSays(indexVersion: Int) async throws {
        let tree = try ScratchTree()
        try tree.write(".gitignore", "## User settings\nxcuserdata/\n*\n!*/\n")
        let files = ["Sources/HUD.m", "Sources/HUD.h", "Sources/Deep/Ring/Layer.m", "Demo/App.m"]
        for file in files { try tree.write(file, "int x;\n") }
        let git = { (arguments: [String]) in
            try await tree.run(["git"] + arguments, environment: ["GIT_CONFIG_GLOBAL": "/dev/null"])
        }
        try await git(["init", "-q"])
        try await git(["add", "-f", "Sources", "Demo/App.m"])
        try await git(["update-index", "--index-version", "\(indexVersion)"])
        try tree.write("Sources/untracked.m", "int x;\n")
        let listed = try await git(["ls-files", "--cached", "--others", "--exclude-standard"])
        let expected = Set(listed.split(separator: "\n").map(String.init).filter { !$0.hasSuffix(".gitignore") })
        let (walked, _) = SourceTreeWalker().walk([tree.root])
        let found = Set(walked.map { String($0.path.dropFirst(tree.root.count + 1)) })
        #expect(found == expected)
        // The oracle kept every tracked file and dropped the untracked one the `*` line ignores.
        #expect(expected == Set(files))
    }

    @Test func gitignoreAboveTheWalkedFolderAppliesUpToTheRepositoryTop() throws {
        let tree = try ScratchTree()
        try tree.write(".gitignore", "skipped.m\n")
        try tree.write("Sources/skipped.m", "int x;\n")
        try tree.write("Sources/kept.m", "int x;\n")
        try FileManager.default.createDirectory(atPath: tree.path(".git"), withIntermediateDirectories: true)
        let (walked, _) = SourceTreeWalker().walk([tree.path("Sources")])
        #expect(walked.map(\.path) == [tree.path("Sources/kept.m")])
    }

    @Test func symlinkLoopIsReportedOnceAndNeverFollowed() throws {
        let tree = try ScratchTree()
        try tree.write("a/b/file.m", "int x;\n")
        try FileManager.default.createSymbolicLink(atPath: tree.path("a/b/up"), withDestinationPath: "../..")
        try FileManager.default.createSymbolicLink(atPath: tree.path("self.m"), withDestinationPath: "self.m")
        let (files, errors) = SourceTreeWalker().walk([tree.root])
        #expect(files.map(\.path) == [tree.path("a/b/file.m")])
        #expect(errors.count == 2)
        #expect(errors.contains { $0.file.hasSuffix("a/b/up") && $0.message.contains("loop") })
        #expect(errors.contains { $0.file.hasSuffix("self.m") && $0.message.contains("loop") })
    }

    @Test func aFolderReachedThroughTwoLinksIsWalkedOnce() throws {
        let tree = try ScratchTree()
        try tree.write("real/file.m", "int x;\n")
        try FileManager.default.createSymbolicLink(atPath: tree.path("alias"), withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: tree.path("real/file2.m"), withDestinationPath: "file.m")
        let (files, errors) = SourceTreeWalker().walk([tree.root])
        #expect(files.count == 1)
        #expect(errors.isEmpty)
    }

    @Test func anExplicitFileIsLintedEvenWhenIgnoredAndOtherFilesAreErrors() throws {
        let tree = try ScratchTree()
        try tree.write(".gitignore", "ignored.m\n")
        try tree.write("ignored.m", "int x;\n")
        try tree.write("readme.txt", "hello\n")
        let (files, errors) = SourceTreeWalker().walk([
            tree.path("ignored.m"), tree.path("readme.txt"), tree.path("missing.m"),
        ])
        #expect(files.map(\.path) == [tree.path("ignored.m")])
        #expect(errors.map(\.file) == [tree.path("readme.txt"), tree.path("missing.m")])
        #expect(errors[1].message == "no such file or directory")
    }

    @Test func displayPathsKeepWhatTheUserTyped() {
        #expect(SourceTreeWalker.displayPath("./Sources/") == "Sources")
        #expect(SourceTreeWalker.displayPath(".") == ".")
        #expect(SourceTreeWalker.absolutePath("/a/b/../c/./d") == "/a/c/d")
    }

    @Test func driverReportsFindingsErrorsAndCountsInSortedOrder() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Z/cycle.m", cycleSource)
        try tree.write("A/cycle.m", cycleSource)
        try tree.write("binary.m", "int x;\u{0}\n")
        try tree.write("plain.c", "int main(void) { return 0; }\n")
        let outcome = try tree.lint(configure: { $0.jobs = 2 })
        #expect(outcome.run.findings.map(\.file) == ["A/cycle.m", "Z/cycle.m"])
        #expect(outcome.run.findings.allSatisfy { $0.rule == "retain-cycle" && $0.line == cycleLine })
        #expect(outcome.run.errors.map(\.file) == ["binary.m"])
        #expect(outcome.run.summary.files == 4)
        #expect(outcome.run.summary.blocks == 2)
        #expect(outcome.run.summary.findings == 2)
        #expect(outcome.run.summary.errors == 1)
        #expect(outcome.analyzedFiles == 3)
    }

    @Test func oneWorkerAndManyWorkersGiveTheSameRun() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        for i in 0..<12 { try tree.write("f\(i).m", i % 3 == 0 ? cycleSource : "int x\(i);\n") }
        let serial = try tree.lint(configure: { $0.jobs = 1 })
        let parallel = try tree.lint(configure: { $0.jobs = 4 })
        #expect(serial.run.findings == parallel.run.findings)
        #expect(serial.run.findings.count == 4)
    }

    @Test func ignoreCommentsSuppressOnlyTheRulesTheyName() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        let lines = cycleSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func variant(_ comment: String, sameLine: Bool) -> String {
            var copy = lines
            if sameLine {
                copy[cycleLine - 1] += " " + comment
            } else {
                copy.insert("    " + comment, at: cycleLine - 1)
            }
            return copy.joined(separator: "\n")
        }
        try tree.write("above.m", variant("// capcheck:ignore retain-cycle -- owner clears it", sameLine: false))
        try tree.write("same.m", variant("/* capcheck:ignore */", sameLine: true))
        try tree.write("other.m", variant("// capcheck:ignore implicit-self", sameLine: false))
        try tree.write(
            "prose.m",
            variant("// the capcheck:ignore comment is not used here", sameLine: false).replacingOccurrences(
                of: "// the", with: "int unused; // the"))
        let outcome = try tree.lint()
        // A comment naming another rule, or prose that merely mentions the directive, suppresses nothing.
        #expect(outcome.run.findings.map(\.file) == ["other.m", "prose.m"])
        #expect(
            IgnoreComments(source: "x; // capcheck:ignore a-rule, b-rule\n").suppresses(
                Finding(rule: "b-rule", severity: .warning, file: "f", line: 2, column: 1, message: "")))
        #expect(
            !IgnoreComments(source: "x; // capcheck:ignored\n").suppresses(
                Finding(rule: "b-rule", severity: .warning, file: "f", line: 1, column: 1, message: "")))
    }

    @Test func clangDiagnosticPragmasSilenceTheRulesOfTheirWarningUntilPop() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "pragmas.m",
            """
            @interface NSObject
            - (id)description;
            @end
            @interface Foo : NSObject { int _n; }
            @property (copy) void (^handler)(void);
            @end
            @implementation Foo
            - (void)wanted {
            #pragma clang diagnostic push
            #pragma clang diagnostic ignored "-Warc-retain-cycles"
                self.handler = ^{ [self description]; };
            #pragma clang diagnostic pop
            }
            - (void)afterPop {
                self.handler = ^{ [self description]; };
            }
            - (void)otherWarning {
            #pragma clang diagnostic push
            #pragma clang diagnostic ignored "-Wunused-variable"
                self.handler = ^{ [self description]; };
            #pragma clang diagnostic pop
            }
            - (void)implicit {
            #pragma clang diagnostic push
            #pragma clang diagnostic ignored "-Wimplicit-retain-self"
                self.handler = ^{ _n++; };
            #pragma clang diagnostic pop
            }
            @end

            """)
        let outcome = try tree.lint { $0.enabledRules = ["implicit-self"] }
        #expect(
            outcome.run.findings.map { "\($0.line) \($0.rule)" } == [
                "15 retain-cycle", "20 retain-cycle", "26 retain-cycle",
            ])
        let pragmas = DiagnosticPragmas(source: "#pragma clang diagnostic ignored \"-Warc-retain-cycles\"\nx;\n")
        #expect(
            pragmas.suppresses(
                Finding(rule: "byref-self-cycle", severity: .warning, file: "f", line: 2, column: 1, message: "")))
        #expect(
            !pragmas.suppresses(
                Finding(rule: "timer-target-cycle", severity: .warning, file: "f", line: 2, column: 1, message: "")))
    }

    @Test func aTestPumpingTheMainRunLoopIsNotAFindingWhenItsBaseClassIsInAHeader() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "Tests/SharedTestCase.h",
            """
            #import <XCTest/XCTest.h>
            @interface SharedTestCase : XCTestCase
            @end

            """)
        try tree.write(
            "Tests/PollingTests.m",
            """
            #import "SharedTestCase.h"
            @interface PollingTests : SharedTestCase
            @end
            @implementation PollingTests
            - (void)testPolls {
                __block BOOL done = NO;
                dispatch_async(dispatch_get_global_queue(0, 0), ^{ done = YES; });
                while (!done) {
                    [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate \
            dateWithTimeIntervalSinceNow:0.1]];
                }
            }
            - (void)testWorker {
                NSThread *worker = [[NSThread alloc] initWithBlock:^{
                    [[NSRunLoop currentRunLoop] run];
                }];
                [worker start];
            }
            @end

            """)
        let outcome = try tree.lint()
        #expect(
            outcome.run.findings.map { "\($0.file):\($0.line) \($0.rule)" } == [
                "Tests/PollingTests.m:14 runloop-no-source"
            ])
    }

    @Test func hostileFilesBecomeErrorsAndNothingElseIsLost() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("good.m", cycleSource)
        try tree.write("binary.m", "\u{0}\u{1}\u{2}")
        _ = FileManager.default.createFile(
            atPath: tree.path("latin1.c"), contents: Data([0x69, 0x6e, 0x74, 0x20, 0xe9, 0x3b, 0x0a]))
        _ = FileManager.default.createFile(
            atPath: tree.path("huge.c"), contents: Data(repeating: 0x20, count: 10 << 20))
        try tree.write(
            "deep.c",
            "int f(void) { return " + String(repeating: "(", count: 10_000) + "1"
                + String(repeating: ")", count: 10_000) + "; }\n")
        try tree.write(
            "deepblocks.m",
            "void f(void) { " + String(repeating: "^{ ", count: 10_000) + String(repeating: "}", count: 10_000)
                + "; }\n")
        try tree.write(
            "include.c", "#include \"missing.h\"\nvoid g(void) { missing_t m; void (^b)(void) = ^{}; b(); }\n")
        try tree.write("empty.m", "")
        try FileManager.default.createSymbolicLink(atPath: tree.path("dangling.m"), withDestinationPath: "nowhere.m")
        let outcome = try tree.lint()
        #expect(outcome.run.findings.map(\.file) == ["good.m"])
        let byFile = Dictionary(grouping: outcome.run.errors, by: \.file)
        #expect(byFile["binary.m"]?.first?.message.contains("binary") == true)
        #expect(byFile["latin1.c"]?.first?.message.contains("UTF-8") == true)
        #expect(byFile["huge.c"]?.first?.message.contains("too large") == true)
        #expect(byFile["deep.c"]?.first?.message.contains("nesting") == true)
        #expect(byFile["deepblocks.m"]?.first?.message.contains("nesting") == true)
        #expect(byFile["include.c"]?.first?.message.contains("\"missing.h\" not found") == true)
        // An empty file is no error to lint: there is nothing in it to miss.
        #expect(byFile["empty.m"] == nil)
        #expect(byFile["dangling.m"]?.first?.message.contains("broken symbolic link") == true)
        // The file with a missing include was still analyzed: its one block is counted.
        #expect(outcome.run.summary.blocks >= 2)
    }

    /// Runs for a normal user and for root alike: root reads files whatever their mode, so as
    /// root the lint runs as `nobody` (setpriv drops the user and every capability), for whom the
    /// modes hold.
    @Test func unreadableFilesAndFoldersAreErrors() async throws {
        let tree = try ScratchTree()
        try tree.write("locked.m", cycleSource)
        try tree.write("closed/inner.m", cycleSource)
        try tree.write("open.m", cycleSource)
        chmod(tree.path("locked.m"), 0)
        chmod(tree.path("closed"), 0)
        defer { chmod(tree.path("closed"), 0o755) }
        // As root, the check runs as nobody, who may not reach the build folder (a clone under a
        // 0700 folder): it gets its own copy of the binary and its resources where anyone can.
        let copy = geteuid() == 0 ? try Self.binaryAnyoneCanRun() : nil
        defer { if let copy { try? FileManager.default.removeItem(atPath: copy.deletingLastPathComponent().path) } }
        let lint = [(copy ?? ExplainBinary.executable).path, "lint", "--no-cache", "--format", "json", "."]
        let command = geteuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + lint : lint
        let output = try await CompilerOracle.run("/usr/bin/env", command, in: URL(fileURLWithPath: tree.root))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any],
            "no JSON report: \(output.stderr)")
        let findings = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        let errors = (report["errors"] as? [[String: Any]] ?? []).reduce(into: [String: String]()) {
            if let file = $1["file"] as? String { $0[file] = $1["message"] as? String }
        }
        #expect(findings == ["open.m"])
        // In the words of the other commands' `path: error: reason`.
        #expect(errors == ["locked.m": "permission denied", "closed": "cannot list the directory: permission denied"])
    }

    /// A copy of `capcheck` and its resource bundles in a fresh folder under /tmp that every
    /// user can read and enter.
    static func binaryAnyoneCanRun() throws -> URL {
        let fm = FileManager.default
        let folder = URL(fileURLWithPath: "/tmp/capcheck-anyone-\(UUID().uuidString)")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let built = ExplainBinary.executable
        let beside = built.deletingLastPathComponent()
        let bundles = (try fm.contentsOfDirectory(atPath: beside.path)).filter { $0.hasSuffix(".resources") }
        for item in ["capcheck"] + bundles {
            try fm.copyItem(at: beside.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        // Copies keep their modes; make the whole folder readable, and folders enterable, by all.
        let walker = fm.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            fm.fileExists(atPath: path, isDirectory: &isDirectory)
            chmod(path, isDirectory.boolValue || relative == "capcheck" ? 0o755 : 0o644)
        }
        return folder.appendingPathComponent("capcheck")
    }

    @Test func sha256MatchesCoreutils() async throws {
        let tree = try ScratchTree()
        for length in [0, 1, 55, 56, 63, 64, 65, 1000, 100_000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            _ = FileManager.default.createFile(atPath: tree.path("blob"), contents: Data(bytes))
            let expected = try await tree.run(["sha256sum", "blob"]).split(separator: " ").first.map(String.init)
            var incremental = SHA256()
            incremental.update(bytes.prefix(length / 3))
            incremental.update(bytes.dropFirst(length / 3))
            #expect(SHA256.hex(bytes) == expected, "length \(length)")
            #expect(incremental.finalizeHex() == expected, "length \(length), in two parts")
        }
    }
}
