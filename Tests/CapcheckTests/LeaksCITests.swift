import ChildProcess
import Foundation
import Testing

/// `capcheck leaks` as a CI gate: it never aborts the program it inspects, it fails a run for
/// the command's own failure first, and a real test suite that leaks nothing of its own passes
/// with the same test results as without it, while a leak a test makes is still reported.
@Suite(.serialized) struct LeaksCITests {
    /// Builds a fixture program with the given optimisation.
    static func build(_ name: String, optimization: String = "-Onone", in ws: Workspace) async throws -> String {
        let swiftc = try #require(ChildProcess.find("swiftc"), "swiftc not on PATH")
        let output = ws.root + "/" + name + optimization
        let environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": ws.root]) { $1 }
        let source = LeaksCommandTests.programs.appendingPathComponent(name + ".swift").path
        let compile = try await ChildProcess.run(
            swiftc, [optimization, "-g", source, "-o", output], environment: environment)
        try #require(compile.status == 0, "swiftc failed on \(name).swift: \(compile.stderr)")
        return output
    }

    static func warnings(_ report: [String: Any]) -> [String] {
        ((report["processes"] as? [[String: Any]]) ?? []).flatMap { ($0["warnings"] as? [String]) ?? [] }
    }

    static func cycleTypes(_ report: [String: Any]) -> [[String]] {
        ((report["cycles"] as? [[String: Any]]) ?? []).map { cycle in
            ((cycle["nodes"] as? [[String: Any]]) ?? []).compactMap { $0["typeName"] as? String }
        }
    }

    /// Captures of a dependent member type, a pack, a generic box and an opaque type made the
    /// runtime abort the scanned program ("Expected a metadata pack but got metadata"). In a
    /// debug and a release build the program now ends normally, its report says which captures
    /// were not read, and the one real cycle is still found.
    @Test(arguments: ["-Onone", "-O"])
    func capturesTheRuntimeCannotResolveNeverAbortTheProgram(optimization: String) async throws {
        let ws = try Workspace()
        let program = try await Self.build("capture-shapes", optimization: optimization, in: ws)
        let result = try await ws.capcheck("leaks", "--format", "json", "--", program)
        #expect(result.stderr.contains("END"))
        #expect(
            !result.stderr.contains("Fatal error") && !result.stderr.contains("Program crashed"), "\(result.stderr)")
        let report = try result.json()
        #expect(report["exitStatus"] as? Int == 0)
        #expect(result.status == 1, "\(result.stderr)")
        #expect((report["unreportedProcesses"] as? [Int]) == [])
        #expect(LeaksCommandTests.leakedTypes(in: result.stderr) == ["ClosureOwner"])
        let owners = Self.cycleTypes(report).filter { types in types.contains { $0.hasSuffix(".ClosureOwner") } }
        #expect(owners.count == 1)
        if optimization == "-Onone" {
            let warnings = Self.warnings(report).joined(separator: "\n")
            #expect(
                warnings.contains("a dependent member type `Swift.Optional<A.Swift.Sequence.Element>`"), "\(warnings)")
            #expect(warnings.contains("a parameter pack"), "\(warnings)")
        }
    }

    /// Exit status, the first that applies: the command's failure (its status, 128 + signal),
    /// then 1 for leaks, then 2 for a tracked process that wrote no report; `--fail-on` picks.
    @Test func theCommandsFailureComesFirstThenLeaksThenMissingReports() async throws {
        let ws = try Workspace()
        let program = try await Self.build("exit-status", in: ws)
        let exit3 = try await ws.capcheck("leaks", "--", program, "exit3")
        #expect(exit3.status == 3, "\(exit3.stdout)\(exit3.stderr)")
        #expect(exit3.stdout.contains("the command exited with status 3"))
        let leakExit3 = try await ws.capcheck("leaks", "--", program, "leak-exit3")
        #expect(leakExit3.status == 3)
        #expect(leakExit3.stdout.contains("1 leaked cycle"))
        let leaksOnly = try await ws.capcheck("leaks", "--fail-on", "leaks", "--", program, "leak-exit3")
        #expect(leaksOnly.status == 1)
        let abort = try await ws.capcheck("leaks", "--", program, "abort")
        // fatalError traps (ud2): SIGILL.
        #expect(abort.status == 128 + 4, "\(abort.stdout)\(abort.stderr)")
        #expect(abort.stdout.contains("was killed by signal 4 (SIGILL)"), "\(abort.stdout)")
        // A crash the command itself hides (the shell exits 0) is still a failed run.
        let hidden = try await ws.capcheck("leaks", "--", "/bin/sh", "-c", "'\(program)' abort 2>/dev/null; exit 0")
        #expect(hidden.status == 2, "\(hidden.stdout)\(hidden.stderr)")
        #expect(hidden.stdout.contains("1 tracked process without a report"), "\(hidden.stdout)")
        let tolerated = try await ws.capcheck(
            "leaks", "--fail-on", "command,leaks", "--", "/bin/sh", "-c",
            "'\(program)' abort 2>/dev/null; exit 0")
        #expect(tolerated.status == 0)
        // A command that ran no Swift program still passes its failure on.
        let shell = try await ws.capcheck("leaks", "--", "/bin/sh", "-c", "exit 5")
        #expect(shell.status == 5)
        #expect(shell.stderr.contains("no Swift process loaded the allocation tracker"))
        let bad = try await ws.capcheck("leaks", "--fail-on", "everything", "--", program)
        #expect(bad.status == 2 && bad.stderr.contains("--fail-on takes command, leaks, unreported"), "\(bad.stderr)")
    }

    /// Known leaks recorded in a baseline are accepted, a new one is not, and a file that is not
    /// a baseline is an error naming it.
    @Test func aBaselineAcceptsKnownLeaksOnly() async throws {
        let ws = try Workspace()
        let program = try await Self.build("exit-status", in: ws)
        let write = try await ws.capcheck("leaks", "--write-baseline", "known.json", "--", program, "leak")
        #expect(write.status == 0, "\(write.stderr)")
        let written = try String(contentsOfFile: ws.root + "/known.json", encoding: .utf8)
        let schema = packageDirectory + "/docs/schemas/leaks-baseline.schema.json"
        #expect(try await python(sarifValidator, input: written, arguments: [schema]).0 == 0, "\(written)")
        #expect(
            try await python(
                sarifValidator, input: written.replacingOccurrences(of: "\"count\"", with: "\"n\""),
                arguments: [schema]
            ).0 == 1)
        let accepted = try await ws.capcheck("leaks", "--baseline", "known.json", "--", program, "leak")
        #expect(accepted.status == 0)
        #expect(accepted.stderr.contains("1 leak(s) accepted by the baseline"))
        let cycles = try await ws.capcheck(
            "leaks", "--baseline", "known.json", "--", "/bin/sh", "-c",
            "'\(program)' leak; '\(program)' leak")
        // The same leak in two processes: the baseline knew one.
        #expect(cycles.status == 1, "\(cycles.stdout)")
        try ws.write("report.json", "{\"cycles\": []}")
        let wrong = try await ws.capcheck("leaks", "--baseline", "report.json", "--", program)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.hasPrefix("report.json: error: not a leaks baseline"), "\(wrong.stderr)")
    }

    /// A real suite: XCTest and Swift Testing tests, three exit tests, a test that runs a
    /// Process, and two leaks the tests make themselves. Under the tracker the suite has the same
    /// results; the two seeded leaks, and nothing of the harness, are reported; the harness's
    /// objects and threads are counted as ignored; the allocating line of the seeded worker is
    /// named. Without the list, XCTest's own cycles show up, so the list is what removes them.
    @Test func aRealSuitePassesWithOnlyItsOwnLeaksReported() async throws {
        let ws = try Workspace()
        let package = ws.root + "/harness-package"
        try FileManager.default.copyItem(
            atPath: LeaksCommandTests.programs.appendingPathComponent("harness-package").path,
            toPath: package)
        let swift = try #require(ChildProcess.find("swift"))
        let build = try await runProgram(swift, ["build", "--build-tests"], in: package)
        try #require(build.status == 0, "\(build.stdout)\(build.stderr)")
        let alone = try await runProgram(swift, ["test", "--skip-build"], in: package)
        #expect(alone.status == 0, "\(alone.stdout)\(alone.stderr)")

        let tracked = try await runProgram(
            capcheckBinary,
            [
                "leaks", "--format", "json", "--backtraces", "--source-locations",
                "--", swift, "test", "--skip-build",
            ], in: package)
        #expect(tracked.status == 1, "\(tracked.stderr)")
        #expect(Self.results(alone.stdout + alone.stderr) == Self.results(tracked.stderr))
        #expect(Self.results(tracked.stderr).count == 9)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(tracked.stdout.utf8)) as? [String: Any])
        try await LeaksCommandTests.expectValidReport(tracked.stdout)
        let cycles = Self.cycleTypes(report).map { Set($0) }
        #expect(Set(cycles) == [["Lib.Worker"], ["LibTests.SeededLeakTests"]], "\(cycles)")
        #expect(((report["threads"] as? [Any]) ?? [0]).isEmpty)
        #expect((report["unreportedProcesses"] as? [Int]) == [])
        // The exit test's child scanned its awkward captures at exit and said what it skipped.
        #expect(Self.warnings(report).contains { $0.contains("a parameter pack") }, "\(Self.warnings(report))")
        let ignored = (report["ignored"] as? [[String: Any]]) ?? []
        let entries = Dictionary(ignored.map { ($0["entry"] as? String ?? "", $0) }) { a, _ in a }
        #expect((entries["reference XCTest.XCTest.testRun"]?["objects"] as? Int ?? 0) >= 8, "\(ignored)")
        #expect(entries["thread-function static Process.setup()"]?["threads"] as? Int == 1, "\(ignored)")
        #expect((entries["thread-function _createWaitThread"]?["threads"] as? Int ?? 0) >= 1, "\(ignored)")
        let sites = ((report["cycles"] as? [[String: Any]]) ?? []).flatMap {
            ($0["allocations"] as? [[String: Any]]) ?? []
        }
        let workerStack = sites.first { $0["typeName"] as? String == "Lib.Worker" }?["stack"] as? [String] ?? []
        let seededLine = try Self.line(of: "SEEDED-LEAK: Worker", in: package + "/Tests/LibTests/XCTests.swift")
        #expect(workerStack.contains { $0.hasSuffix("XCTests.swift:\(seededLine)") }, "\(workerStack)")

        let everything = try await runProgram(
            capcheckBinary,
            [
                "leaks", "--format", "json", "--no-harness-list",
                "--", swift, "test", "--skip-build",
            ], in: package)
        let all = try #require(try JSONSerialization.jsonObject(with: Data(everything.stdout.utf8)) as? [String: Any])
        #expect(Self.cycleTypes(all).contains { $0.contains("XCTest.XCTestCaseRun") })

        // Users extend the list: from the command line and from .capcheck.yml.
        let typeIgnored = try await runProgram(
            capcheckBinary,
            [
                "leaks", "--ignore-type", "Lib.Worker", "--format", "json",
                "--", swift, "test", "--skip-build",
            ], in: package)
        let withoutWorker = try #require(
            try JSONSerialization.jsonObject(with: Data(typeIgnored.stdout.utf8)) as? [String: Any])
        #expect(Self.cycleTypes(withoutWorker).map { Set($0) } == [["LibTests.SeededLeakTests"]])
        try "leaks:\n  ignore_types: [Lib.Worker, LibTests.SeededLeakTests]\n"
            .write(toFile: package + "/.capcheck.yml", atomically: true, encoding: .utf8)
        let configured = try await runProgram(
            capcheckBinary, ["leaks", "--", swift, "test", "--skip-build"], in: package)
        #expect(configured.status == 0, "\(configured.stdout)")
        #expect(
            configured.stdout.contains("note: ignored 1 object owned by you (type Lib.Worker)"), "\(configured.stdout)")
    }

    /// A misspelt leaks setting stops the run at its place; `--list-ignored` shows the list.
    @Test func theLeaksSectionIsCheckedAndTheListIsShown() async throws {
        let ws = try Workspace()
        try ws.write(".capcheck.yml", "leaks:\n  ignore_type: [A.B]\n")
        let bad = try await ws.capcheck("leaks", "--", "/bin/true")
        #expect(bad.status == 2)
        #expect(
            bad.stderr.contains(
                ".capcheck.yml:2:3: error: unknown leaks setting 'ignore_type'; did you mean 'ignore_types'?"),
            "\(bad.stderr)")
        try ws.write(".capcheck.yml", "leaks:\n  ignore_threads: [metrics]\n")
        let list = try await ws.capcheck("leaks", "--list-ignored", "--ignore-top-function", "Server.wait")
        #expect(list.status == 0)
        #expect(list.stdout.contains("reference XCTest.XCTestRun.test  (XCTest)"))
        #expect(list.stdout.contains("thread-name metrics  (you): listed in .capcheck.yml"))
        #expect(list.stdout.contains("thread-top-function Server.wait  (you): given on the command line"))
    }

    /// docs/runtime.md's table of what the harness owns is the built-in list, entry for entry.
    @Test func theDocumentedHarnessListIsTheBuiltInOne() async throws {
        let ws = try Workspace()
        let list = try await ws.capcheck("leaks", "--list-ignored")
        let builtIn = list.stdout.split(separator: "\n").compactMap { $0.components(separatedBy: "  (").first }
        let doc = try String(contentsOfFile: packageDirectory + "/docs/runtime.md", encoding: .utf8)
        let section = try #require(
            doc.components(separatedBy: "### What the harness and runtimes own").dropFirst().first)
        let table = section.components(separatedBy: "\n\n").first { $0.contains("| entry | owner | why |") } ?? ""
        let documented = table.split(separator: "\n").dropFirst(2).compactMap { row in
            row.split(separator: "`").dropFirst().first.map(String.init)
        }
        #expect(!builtIn.isEmpty && documented == builtIn, "\(documented) vs \(builtIn)")
    }

    /// SwiftNIO's singleton threads (met in its own suite) are the library's, named by a prefix
    /// whose number changes from run to run; a thread the program forgot is still reported.
    @Test func aLibrarysProcessLifetimeThreadsAreIgnoredByNamePrefix() async throws {
        let ws = try Workspace()
        let program = try await Self.build("singleton-threads", in: ws)
        let result = try await ws.capcheck("leaks", "--format", "json", "--", program)
        #expect(result.status == 1, "\(result.stderr)")
        let report = try result.json()
        let threads = ((report["threads"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
        #expect(threads == ["forgotten"], "\(threads)")
        let ignored = ((report["ignored"] as? [[String: Any]]) ?? []).compactMap { $0["entry"] as? String }
        #expect(ignored.contains("thread-name NIO-SGLTN-*") && ignored.contains("thread-name SGLTN-TP-*"), "\(ignored)")
    }

    /// Test names with their outcome (`✔ Test x() passed`, `Test Case '-[A b]' passed`), so two
    /// runs of one suite can be compared.
    static func results(_ output: String) -> Set<String> {
        Set(
            output.split(separator: "\n").compactMap { line -> String? in
                if line.hasPrefix("Test Case '"), line.contains("' passed") || line.contains("' failed") {
                    return String(line.split(separator: "(").first ?? "")
                }
                if line.hasPrefix("✔ Test ") || line.hasPrefix("✘ Test "), !line.contains("Test run with") {
                    guard let after = line.range(of: " after ") else { return nil }
                    return String(line[..<after.lowerBound])
                }
                return nil
            })
    }

    static func line(of marker: String, in file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(marker) }) + 1
    }
}
