import CaptureAnalyzer
import ChildProcess
import Findings
import Foundation
import LintDriver
import Testing

/// Packages of several targets (Tests/Fixtures/swift-lint/packages/NAME: a `Package.swift`,
/// `Sources/Kit` and `Sources/App`, whose `main.swift` holds the truth line). Only the `App`
/// folder is linted, as a user linting one target would: the run reads the target `Kit` that
/// `App` imports, so a method of `Kit` that keeps its closure is known. The truth is the
/// program's run: `Kit` built as a library, `App` linked against it.
@Suite(.serialized) struct SwiftPackageCorpusTests {
    static let root = SwiftLintCorpusTests.root.appendingPathComponent("packages")

    static let packages: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()

    static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder + "/" + $0 }
    }

    @Test func theCorpusHasCyclesAndNonCycles() {
        #expect(Self.packages.contains { $0.hasPrefix("cycle-") })
        #expect(Self.packages.contains { $0.hasPrefix("free-") })
    }

    @Test(arguments: packages)
    func findingsAreExactlyThePackagesWhoseObjectIsNeverFreed(_ package: String) async throws {
        let app = Self.root.appendingPathComponent(package + "/Sources/App").path
        let kit = Self.root.appendingPathComponent(package + "/Sources/Kit").path
        let main = try String(contentsOfFile: app + "/main.swift", encoding: .utf8)
        let header = main.prefix { $0 != "\n" }.split(separator: " ")
        try #require(header.count == 4 && header[1] == "truth:")
        let run = try Self.lint(app)
        let found = Set(run.findings.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.rule)" })
        var expected = Set<String>()
        for file in Self.files(in: app) {
            let name = (file as NSString).lastPathComponent
            let text = try String(contentsOfFile: file, encoding: .utf8)
            expected.formUnion(SwiftLintCorpusTests.expectations(text).map { "\(name):\($0)" })
        }
        #expect(found == expected, "\(run.findings.map { $0.message })")
        // Only the linted folder is reported on, and every file of it was linted.
        #expect(run.findings.allSatisfy { $0.file.hasPrefix(app) })
        #expect(run.summary.files == Self.files(in: app).count)
        // The App target read without the target it imports cannot know what `Kit` keeps.
        if package.hasPrefix("cycle-") {
            let alone = SwiftLinter(types: SwiftTypeIndex(files: Self.files(in: app)))
            #expect(try Self.files(in: app).flatMap { try alone.lint(file: $0).findings }.isEmpty)
        }
        let freed = try await Self.deinitRuns(app: Self.files(in: app), kit: Self.files(in: kit), className: "Screen")
        #expect(freed == found.isEmpty, freed ? "reported, but the object was freed" : "leaked, nothing reported")
        #expect(freed == (header[2] == "frees"), "the truth line disagrees with the run")
    }

    /// The types of a target the linted folder does not import stay unknown, even when their
    /// name matches: a name is another module's only through an import.
    @Test func aTargetThatIsNotImportedIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capcheck-packages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Self.root.appendingPathComponent("cycle-sibling-target-keeps").path
        try FileManager.default.copyItem(atPath: source, toPath: folder.path)
        let main = folder.path + "/Sources/App/main.swift"
        let text = try String(contentsOfFile: main, encoding: .utf8)
        try text.replacingOccurrences(of: "import Kit\n", with: "").write(
            toFile: main, atomically: true, encoding: .utf8)
        #expect(try Self.lint(folder.path + "/Sources/App").findings.isEmpty)
        // Linting the whole package, the import is what ties `Button` to `Kit`.
        #expect(try Self.lint(folder.path).findings.isEmpty)
    }

    static func lint(_ path: String) throws -> LintRun {
        driverLock.lock()
        defer { driverLock.unlock() }
        return try LintDriver(options: LintDriverOptions(paths: [path], toolFingerprint: "test")).run().run
    }

    /// Builds `Kit` as a library, links `App` against it and runs it: whether `className`'s
    /// deinit ran.
    static func deinitRuns(app: [String], kit: [String], className: String) async throws -> Bool {
        let swiftc = try #require(ChildProcess.find("swiftc"), "swiftc not on PATH")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capcheck-swift-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.path
        let library = try await SwiftLintCorpusTests.run(
            swiftc,
            ["-Onone", "-parse-as-library", "-emit-library", "-emit-module", "-module-name", "Kit"] + kit + [
                "-emit-module-path", out + "/Kit.swiftmodule", "-o", out + "/libKit.so",
            ], temporaryDirectory: out)
        try #require(library.status == 0, "swiftc failed on Kit: \(library.output)")
        let binary = out + "/app"
        let compile = try await SwiftLintCorpusTests.run(
            swiftc,
            ["-Onone", "-I", out, "-L", out, "-lKit", "-Xlinker", "-rpath", "-Xlinker", out] + app + ["-o", binary],
            temporaryDirectory: out)
        try #require(compile.status == 0, "swiftc failed on App: \(compile.output)")
        let result = try await SwiftLintCorpusTests.run(binary, [])
        try #require(result.output.contains("END"), "the program did not finish: \(result.output)")
        return result.output.contains("DEINIT \(className)")
    }
}
