import Foundation
import RetainGraphTesting
import Testing

/// Runs only inside `capcheck leaks` (CapcheckTests.NewLeakedCyclesTraitTests starts it there
/// with CAPCHECK_LEAK_PROBE=1): a test that leaks a cycle under `.noNewLeakedCycles()`, whose
/// failure message goes to the file CAPCHECK_LEAK_PROBE_OUT names.
private final class ProbeOwner: @unchecked Sendable {
    var handler: (() -> Void)?
}

private struct FileReporter: LeakReporter {
    func report(_ failure: LeakFailure) {
        guard let path = ProcessInfo.processInfo.environment["CAPCHECK_LEAK_PROBE_OUT"] else { return }
        try? failure.message.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["CAPCHECK_LEAK_PROBE"] == "1"))
struct NewLeakedCyclesProbe {
    @Test(.noNewLeakedCycles(reporter: FileReporter()))
    func leaksOneCycle() {
        let owner = ProbeOwner()
        owner.handler = { _ = owner }
    }
}
