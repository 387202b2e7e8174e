import Foundation
import RetainGraph
import Synchronization

/// What both test integrations do after a test: explain surviving objects with their retain
/// cycles, write the JSON report, hand the failure to the reporter.
enum LeakCheckRun {
    /// Environment variable naming the directory failure reports go to.
    static let reportDirectoryVariable = "CAPCHECK_REPORT_DIR"

    /// Reports a failure when there are leaked threads or survivors; returns it (nil when clean).
    @discardableResult
    static func finish(
        testName: String, location: LeakSourceLocation, leakedThreads: [LeakedThread],
        survivors: Survivors,
        reporter: any LeakReporter
    ) -> LeakFailure? {
        if leakedThreads.isEmpty && survivors.isEmpty { return nil }
        let (cycles, explained, warnings) = explain(survivors)
        let report = ReportDocument(test: testName, cycles: cycles, leakedThreads: leakedThreads, survivors: explained)
        var failure = LeakFailure(
            testName: testName, sourceLocation: location, leakedThreads: leakedThreads,
            survivingObjects: explained, cycles: cycles)
        failure.walkWarnings = warnings
        failure.reportPath = try? write(report, testName: testName)
        reporter.report(failure)
        return failure
    }

    /// The retain cycles through each survivor, from the graph walked from all survivors.
    static func explain(_ survivors: Survivors) -> (
        cycles: [RetainCycle], survivors: [SurvivingObject], warnings: [String]
    ) {
        guard !survivors.isEmpty else { return ([], [], []) }
        let report = findRetainCycles(from: survivors.objects)
        let cycles = report.cycles
        let explained = survivors.descriptions.map { description -> SurvivingObject in
            var survivor = description
            survivor.cycleIndices = cycles.indices.filter { index in
                cycles[index].nodes.contains { $0.address == survivor.address }
            }
            return survivor
        }
        // Keep only cycles that explain a survivor, renumbered.
        let used = Array(Set(explained.flatMap(\.cycleIndices))).sorted()
        let renumber = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0) })
        let kept = used.map { cycles[$0] }
        let renumbered = explained.map { survivor -> SurvivingObject in
            var survivor = survivor
            survivor.cycleIndices = survivor.cycleIndices.compactMap { renumber[$0] }
            return survivor
        }
        return (kept, renumbered, report.warnings)
    }

    /// Writes `report` as JSON into `$CAPCHECK_REPORT_DIR` (created when missing), or a
    /// `capcheck-reports` directory under the temporary directory; returns the file's path.
    static func write(
        _ report: ReportDocument, testName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        let environment = environment[reportDirectoryVariable] ?? ""
        let directory =
            environment.isEmpty
            ? FileManager.default.temporaryDirectory.appendingPathComponent("capcheck-reports", isDirectory: true)
            : URL(fileURLWithPath: environment, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(report)
        let file = directory.appendingPathComponent(
            "\(fileStem(testName))-\(ProcessInfo.processInfo.processIdentifier)-\(nextSerial()).json")
        try data.write(to: file, options: .atomic)
        return file.path
    }

    /// A file-name-safe form of a test name.
    static func fileStem(_ testName: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let stem = String(testName.map { allowed.contains($0) ? $0 : "_" }.prefix(120))
        return stem.isEmpty ? "leak" : stem
    }

    private static let serial = Atomic<Int>(0)

    private static func nextSerial() -> Int { serial.add(1, ordering: .relaxed).newValue }
}
