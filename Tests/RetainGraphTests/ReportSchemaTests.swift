import ChildProcess
import Foundation
import Testing

@testable import Reporting
@testable import RetainGraph

/// docs/schemas/report.schema.json describes what `capcheck report` reads and what RetainGraph
/// writes: a report of live objects and a leak-check file with threads and survivors validate
/// against it, and documents that break it are rejected, so a pass means something.
@Suite struct ReportSchemaTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("docs/schemas/report.schema.json").path

    /// python3's jsonschema (make setup installs it): exit status and the violations it printed.
    static func validate(_ json: String) async throws -> (status: Int32, output: String) {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            errors = list(jsonschema.Draft7Validator(schema).iter_errors(json.load(sys.stdin)))
            for e in errors: print(list(e.absolute_path), e.message)
            sys.exit(1 if errors else 0)
            """
        let output = try await ChildProcess.run("/usr/bin/env", ["python3", "-c", script, schema], input: json)
        return (output.status, output.stdout + output.stderr)
    }

    final class Holder {
        var handler: (() -> Void)?
        var name = "holder"
    }

    @Test func aReportOfLiveObjectsAndALeakCheckFileValidate() async throws {
        let holder = Holder()
        holder.handler = { print(holder.name) }
        defer { holder.handler = nil }
        let report = findRetainCycles(from: [holder])
        #expect(report.cycles.count == 1)
        var document = ReportDocument(test: "ReportSchemaTests.live", cycles: report.cycles, warnings: report.warnings)
        document.leakedThreads = [LeakedThread(tid: 7, name: "poller", stack: ["poll", "CFRunLoopRun"])]
        document.survivors = [
            SurvivingObject(
                typeName: "Holder", address: "0x10", expectedAt: "ReportSchemaTests.swift:40", cycleIndices: [0])
        ]
        let json = JSONReportRenderer().render(document)
        let result = try await Self.validate(json)
        #expect(result.status == 0, "\(result.output)\n\(json)")
    }

    @Test(arguments: [
        #"{}"#,
        #"{"cycles": "none"}"#,
        #"{"cycles": [{"nodes": [{"typeName": "A"}]}]}"#,
        #"{"cycles": [{"nodes": [{"typeName": "A", "kind": "gadget"}], "edges": [{"label": "a"}]}]}"#,
        #"{"cycles": [], "leakedThreads": [{"name": "no tid"}]}"#,
    ])
    func documentsThatAreNotReportsBreakTheSchema(_ json: String) async throws {
        #expect(try await Self.validate(json).status == 1)
    }
}
