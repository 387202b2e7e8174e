import ChildProcess
import Foundation
import Testing

/// `capcheck leaks` against the truth a program tells about itself: every class prints when an
/// object is made and when it is freed, so what never frees by the end leaked. The report must
/// name exactly the leaked types, in cycles, and report nothing for a program without leaks.
@Suite(.serialized) struct LeaksCommandTests {
    static let programs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/leaks")

    /// Builds `name.swift` into the workspace; the test stops (a failed requirement) when swiftc fails.
    static func build(_ name: String, in ws: Workspace) async throws -> String {
        let swiftc = try #require(ChildProcess.find("swiftc"), "swiftc not on PATH")
        let output = ws.root + "/" + name
        // TMPDIR in the workspace: the driver leaves a folder there on every run.
        let environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": ws.root]) { $1 }
        let compile = try await ChildProcess.run(
            swiftc, ["-Onone", "-g", programs.appendingPathComponent(name + ".swift").path, "-o", output],
            environment: environment)
        try #require(compile.status == 0, "swiftc failed on \(name).swift: \(compile.stderr)")
        return output
    }

    /// The JSON report matches docs/schemas/leaks.schema.json, and a report missing a cycle's
    /// object count does not (so a pass means something).
    static func expectValidReport(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let schema = packageDirectory + "/docs/schemas/leaks.schema.json"
        let (status, output) = try await python(sarifValidator, input: json, arguments: [schema])
        #expect(status == 0, "\(output)", sourceLocation: sourceLocation)
        let broken = json.replacingOccurrences(of: "\"objectCount\"", with: "\"objects\"")
        if broken != json {
            #expect(
                try await python(sarifValidator, input: broken, arguments: [schema]).0 == 1,
                sourceLocation: sourceLocation)
        }
    }

    /// Types made and never freed, from the program's own lines.
    static func leakedTypes(in output: String) -> Set<String> {
        var live: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count == 2 else { continue }
            if words[0] == "MADE" { live[String(words[1]), default: 0] += 1 }
            if words[0] == "FREED" { live[String(words[1]), default: 0] -= 1 }
        }
        return Set(live.filter { $0.value > 0 }.keys)
    }

    @Test func leakedCyclesAreExactlyTheObjectsThatNeverDeinit() async throws {
        let ws = try Workspace()
        let program = try await Self.build("cycles", in: ws)
        let result = try await ws.capcheck("leaks", "--format", "json", "--", program)
        #expect(result.status == 1, "\(result.stderr)")
        // With a JSON report on standard output, the program's own output goes to standard error.
        #expect(result.stderr.contains("END"))
        let truth = Self.leakedTypes(in: result.stderr)
        #expect(truth == ["ClosureOwner", "Parent", "Child", "Left", "Right"])
        let report = try result.json()
        try await Self.expectValidReport(result.stdout)
        #expect(report["exitStatus"] as? Int == 0)
        let cycles = try #require(report["cycles"] as? [[String: Any]])
        let reported = Set(
            cycles.flatMap { cycle in
                ((cycle["nodes"] as? [[String: Any]]) ?? []).compactMap {
                    ($0["typeName"] as? String)?.split(separator: ".").last.map(String.init)
                }
            }
        ).intersection(["ClosureOwner", "Parent", "Child", "Left", "Right", "WeakOwner", "Plain"])
        #expect(reported == truth)
        // Each leaked set once: the closure owner alone, parent with child, left with right.
        #expect(cycles.count == 3)

        // The same sets as a graph Graphviz draws: every reference an edge, every type named.
        let dot = try await ws.capcheck("leaks", "--format", "dot", "--", program)
        #expect(dot.status == 1, "\(dot.stderr)")
        let svg = try await graphviz(dot.stdout, ["-Tsvg"])
        #expect(svg.status == 0, "dot -Tsvg failed: \(svg.stderr)")
        let picture = try await drawing(svg.stdout)
        #expect(picture.edges.count == cycles.map { ($0["edges"] as? [Any])?.count ?? 0 }.reduce(0, +))
        #expect(truth.allSatisfy { type in picture.text.contains { $0.hasSuffix("." + type) } })

        // SARIF that code scanning accepts: every result has a location (a runtime finding has
        // no source line of its own, so it is placed at the program that was run).
        let sarif = try await ws.capcheck("leaks", "--format", "sarif", "--", program)
        #expect(sarif.status == 1, "\(sarif.stderr)")
        #expect(try await python(sarifValidator, input: sarif.stdout, arguments: [sarifSchema]).0 == 0)
        let log = try sarif.json()
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == cycles.count)
        let uris = results.map { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris.allSatisfy { $0?.hasSuffix("/cycles") == true }, "\(uris)")
    }

    @Test func aGenericClassesClosureCycleIsLeakedAndATaskCycleIsKeptOnlyByTheTask() async throws {
        let ws = try Workspace()
        let program = try await Self.build("generic-task-thread", in: ws)
        let result = try await ws.capcheck("leaks", "--format", "json", "--", program)
        let truth = Self.leakedTypes(in: result.stderr)
        #expect(truth == ["GenericBox", "Poller"])
        try await Self.expectValidReport(result.stdout)
        let cycles = try #require(try result.json()["cycles"] as? [[String: Any]])
        let reported = Set(
            cycles.flatMap { cycle in
                ((cycle["nodes"] as? [[String: Any]]) ?? []).compactMap { ($0["typeName"] as? String) }
            })
        #expect(reported.contains { $0.contains("GenericBox<Swift.Int>") })
        // A Task that is still running at exit is held by the concurrency runtime, so its set is
        // not garbage; but nothing else holds it, and the Poller it keeps holds it: the set is
        // reported as kept only by the unfinished task.
        #expect(reported.contains { $0.hasSuffix("Poller") })
        let poller = try #require(
            cycles.first {
                (($0["nodes"] as? [[String: Any]]) ?? []).contains {
                    ($0["typeName"] as? String)?.hasSuffix("Poller") == true
                }
            })
        #expect(
            (poller["keptAliveBy"] as? [String])?.first?.hasPrefix("unfinished task (Swift.Task at 0x") == true,
            "\(poller)")
        let generic = try #require(
            cycles.first {
                (($0["nodes"] as? [[String: Any]]) ?? []).contains {
                    ($0["typeName"] as? String)?.contains("GenericBox") == true
                }
            })
        #expect(generic["keptAliveBy"] == nil)
        #expect(result.status == 1)
    }

    @Test func theLeakedObserverExampleIsFoundAndItsFixIsNot() async throws {
        let ws = try Workspace()
        let examples = URL(fileURLWithPath: capcheckBinary).deletingLastPathComponent().appendingPathComponent(
            "SwiftExamples"
        ).path
        try #require(FileManager.default.isExecutableFile(atPath: examples), "SwiftExamples is not built")
        let result = try await ws.capcheck("leaks", "--format", "json", "--", examples, "leaked-observer")
        #expect(result.status == 1)
        // The truth from the program itself: the fixed server's bus and sessions deinit, the
        // leaky server's never do.
        #expect(result.stderr.contains("fixed bus: deinit") && !result.stderr.contains("leaky bus: deinit"))
        let cycles = try #require(try result.json()["cycles"] as? [[String: Any]])
        #expect(cycles.count == 1)
        let types = Set(((cycles.first?["nodes"] as? [[String: Any]]) ?? []).compactMap { $0["typeName"] as? String })
        #expect(
            types.isSuperset(of: ["SwiftExamples.EventBus", "SwiftExamples.Session", "SwiftExamples.Subscription"]),
            "\(types)")
        #expect(cycles.first?["objectCount"] as? Int == 8)
    }

    @Test func allocationBacktracesNameWhereALeakedObjectWasMade() async throws {
        let ws = try Workspace()
        let program = try await Self.build("cycles", in: ws)
        let result = try await ws.capcheck("leaks", "--backtraces", "--source-locations", "--", program)
        #expect(result.status == 1)
        // Parent, one of the leaked objects, is made in run(), line 53 of the program.
        #expect(result.stdout.contains("allocation backtraces of"), "\(result.stdout)")
        #expect(result.stdout.contains("run() in cycles at cycles.swift:53"), "\(result.stdout)")

        // In SARIF each leaked set is placed where its first object was made.
        let sarif = try await ws.capcheck(
            "leaks", "--backtraces", "--source-locations", "--format", "sarif", "--", program)
        let results = try #require(
            ((try sarif.json()["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let places = results.compactMap {
            ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        }
        #expect(
            places.count == 3
                && places.allSatisfy { place in
                    ((place["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("cycles.swift")
                        == true
                        && ((place["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 0
                }, "\(places)")
    }

    @Test func aProgramWithoutLeaksGetsNoReportAndExitsZero() async throws {
        let ws = try Workspace()
        let program = try await Self.build("clean", in: ws)
        let result = try await ws.capcheck("leaks", "--format", "json", "--", program)
        #expect(Self.leakedTypes(in: result.stderr).isEmpty)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let cycles = try #require(try result.json()["cycles"] as? [[String: Any]])
        #expect(cycles.isEmpty)
    }

    @Test func theCommandsExitStatusIsReportedAndAMissingCommandIsAnError() async throws {
        let ws = try Workspace()
        let missing = try await ws.capcheck("leaks", "--", "/no/such/program")
        #expect(missing.status == 2)
        // The same words as every other command for a path that is not there.
        #expect(missing.stderr == "/no/such/program: error: no such file or directory\n", "\(missing.stderr)")
        let unknown = try await ws.capcheck("leaks", "--", "no-such-program-anywhere")
        #expect(unknown.stderr.hasPrefix("no-such-program-anywhere: error: command not found"), "\(unknown.stderr)")
        let none = try await ws.capcheck("leaks")
        #expect(none.status == 2)
    }

    /// `leaks` takes everything after its options as the command, so its help, the version and
    /// the shared output options must still reach capcheck, not the program.
    @Test func helpVersionColourAndOutputAreCapchecksNotTheCommands() async throws {
        let ws = try Workspace()
        let help = try await ws.capcheck("leaks", "--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: capcheck leaks"), "\(help.stdout)\n\(help.stderr)")
        #expect(help.stdout.contains("--color <when>") && help.stdout.contains("-o, --output <file>"))
        let version = try await ws.capcheck("leaks", "--version")
        let rootVersion = try await ws.capcheck("--version")
        #expect(version.status == 0 && version.stdout == rootVersion.stdout)
        // An output that cannot be written stops the run before the program starts.
        let unwritable = try await ws.capcheck(
            "leaks", "--color", "never", "-o", "no-such-folder/report.txt", "--", "/no/such/program")
        #expect(unwritable.status == 2)
        #expect(
            unwritable.stderr.hasPrefix("no-such-folder/report.txt: error: cannot write the output"),
            "\(unwritable.stderr)")
    }
}
