import ChildProcess
import Foundation
import Testing

/// `.noNewLeakedCycles()` end to end: this test bundle's probe test, run under `capcheck leaks`,
/// leaks one cycle and the trait reports it with no object named; run without the tracker, it
/// warns that nothing was checked.
@Suite(.serialized) struct NewLeakedCyclesTraitTests {
    static let bundle = CommandLine.arguments[0]

    @Test func aCycleLeakedDuringTheTestIsReportedWithNoObjectNamed() async throws {
        let ws = try Workspace()
        let out = ws.root + "/probe.txt"
        let result = try await ws.capcheck(
            ["leaks", "--", Self.bundle, "--testing-library", "swift-testing", "--filter", "NewLeakedCyclesProbe"],
            environment: ["CAPCHECK_LEAK_PROBE": "1", "CAPCHECK_LEAK_PROBE_OUT": out])
        let message = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        #expect(
            message.contains("leaksOneCycle()") && message.contains("leaked 1 retain cycle"),
            "\(message)\n\(result.stdout)\n\(result.stderr)")
        #expect(message.contains("ProbeOwner"))
    }

    @Test func withoutTheTrackerTheTraitSaysItDidNotCheck() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["CAPCHECK_LEAK_PROBE"] = "1"
        environment.removeValue(forKey: "LD_PRELOAD")
        let run = try await ChildProcess.run(
            Self.bundle, ["--testing-library", "swift-testing", "--filter", "NewLeakedCyclesProbe"],
            environment: environment)
        let output = run.stdout + run.stderr
        #expect(
            output.contains("noNewLeakedCycles: not checked: the capcheck allocation tracker is not loaded"),
            "\(output)")
    }
}
