import Findings

/// The JSON document `capcheck report` renders and a failed leak check writes (into
/// `$CAPCHECK_REPORT_DIR`, else a temporary directory): a `RetainReport`'s fields, plus the
/// thread-leak checker's `leakedThreads` (with all their detail) and the objects that survived a
/// test. Every part is optional, so a plain `RetainReport` file and a leak-check file both read,
/// and a plain `RetainReport` decoder reads a leak-check file.
///
/// Shape: `{"cycles": [RetainCycle], "leakedThreads": [LeakedThread],
/// "survivors": [{"typeName", "address", "expectedAt", "cycleIndices"}], "test": "...",
/// "warnings": [...], "nodeCount", "edgeCount", "truncated"}`.
package struct ReportDocument: Codable, Sendable {
    /// The test that wrote the file, if a test did.
    package var test: String?
    /// Retain cycles.
    package var cycles: [RetainCycle]
    /// Threads left running.
    package var leakedThreads: [LeakedThread]
    /// Objects that outlived their test.
    package var survivors: [SurvivingObject]
    /// What could not be read.
    package var warnings: [String]
    /// Objects in the graph.
    package var nodeCount: Int?
    /// Strong references in the graph.
    package var edgeCount: Int?
    /// Whether a limit cut the search short.
    package var truncated: Bool?

    /// A document with all its parts.
    package init(
        test: String? = nil, cycles: [RetainCycle] = [], leakedThreads: [LeakedThread] = [],
        survivors: [SurvivingObject] = [], warnings: [String] = [], nodeCount: Int? = nil,
        edgeCount: Int? = nil, truncated: Bool? = nil
    ) {
        self.test = test
        self.cycles = cycles
        self.leakedThreads = leakedThreads
        self.survivors = survivors
        self.warnings = warnings
        self.nodeCount = nodeCount
        self.edgeCount = edgeCount
        self.truncated = truncated
    }

    /// The document of a retain report.
    package init(_ report: RetainReport) {
        self.init(
            cycles: report.cycles, warnings: report.warnings, nodeCount: report.nodeCount,
            edgeCount: report.edgeCount, truncated: report.truncated)
    }

    private enum CodingKeys: String, CodingKey {
        case test, cycles, leakedThreads, survivors, warnings, nodeCount, edgeCount, truncated
    }

    /// Decodes a document; every part is optional.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        test = try c.decodeIfPresent(String.self, forKey: .test)
        cycles = try c.decodeIfPresent([RetainCycle].self, forKey: .cycles) ?? []
        leakedThreads = try c.decodeIfPresent([LeakedThread].self, forKey: .leakedThreads) ?? []
        survivors = try c.decodeIfPresent([SurvivingObject].self, forKey: .survivors) ?? []
        warnings = try c.decodeIfPresent([String].self, forKey: .warnings) ?? []
        nodeCount = try c.decodeIfPresent(Int.self, forKey: .nodeCount)
        edgeCount = try c.decodeIfPresent(Int.self, forKey: .edgeCount)
        truncated = try c.decodeIfPresent(Bool.self, forKey: .truncated)
    }

    /// Findings for every cycle, leaked thread and survivor, in that order.
    package var findings: [Finding] {
        var result = cycles.map(\.finding)
        for thread in leakedThreads {
            let name = thread.name.isEmpty ? "" : " \"\(thread.name)\""
            result.append(
                Finding(
                    rule: "runtime-leaked-thread", severity: .error, file: "", line: 0, column: 0,
                    message: "thread\(name) (tid \(thread.tid)) is still running",
                    notes: thread.stack.map { FindingNote(file: "", line: 0, column: 0, message: $0) }))
        }
        for survivor in survivors {
            let at = survivor.expectedAt.isEmpty ? "" : " (expected deallocated at \(survivor.expectedAt))"
            result.append(
                Finding(
                    rule: "runtime-surviving-object", severity: .error, file: "", line: 0, column: 0,
                    message: "\(survivor.typeName) at \(survivor.address) is still alive\(at)",
                    notes: survivor.cycleIndices.filter { cycles.indices.contains($0) }.map {
                        FindingNote(file: "", line: 0, column: 0, message: "retain cycle #\($0 + 1)")
                    }))
        }
        return result
    }
}

extension RetainCycle {
    /// Severity and rule: a leaked cycle is a `runtime-retain-cycle` warning; a cycle kept alive
    /// by a running thread, scheduled timer or unfinished task is a `runtime-kept-alive` warning
    /// (it leaks when that stops); one held by an ordinary outside reference is a
    /// `runtime-kept-alive` note.
    package var finding: Finding {
        let chain = nodes.map(\.displayName) + [nodes.first?.displayName ?? ""]
        let summary = chain.joined(separator: " -> ")
        var notes: [FindingNote] = []
        for (i, edge) in edges.enumerated() where i < nodes.count {
            let from = nodes[i]
            let to = nodes[(i + 1) % nodes.count]
            notes.append(
                FindingNote(
                    file: "", line: 0, column: 0,
                    message: "\(from.displayName) at \(from.address) holds \(to.displayName) through '\(edge.label)'"))
        }
        if isLeaked {
            return Finding(
                rule: "runtime-retain-cycle", severity: .warning, file: "", line: 0, column: 0,
                message: "leaked retain cycle of \(nodes.count) \(nodes.count == 1 ? "object" : "objects"): \(summary)",
                notes: notes,
                fix: "make one of these references weak or unowned, or break the cycle when done")
        }
        for holder in keptAliveBy {
            notes.append(FindingNote(file: "", line: 0, column: 0, message: "kept alive by \(holder)"))
        }
        let byRunning =
            keptAliveBy.first.map {
                ["running thread", "scheduled timer", "unfinished task"].contains(where: $0.hasPrefix)
            } ?? false
        let what = keptAliveBy.first.map { " by \($0)" } ?? ""
        return Finding(
            rule: "runtime-kept-alive", severity: byRunning ? .warning : .note, file: "", line: 0, column: 0,
            message:
                "retain cycle of \(nodes.count) \(nodes.count == 1 ? "object" : "objects") kept alive\(what): "
                + "\(summary)",
            notes: notes,
            fix: byRunning
                ? "the cycle leaks once the thread, timer or task stops: capture weakly, or invalidate or cancel it "
                    + "and release it"
                : nil)
    }
}

extension RetainReport {
    /// One finding per cycle (`runtime-retain-cycle`, `runtime-kept-alive`).
    package var findings: [Finding] { cycles.map(\.finding) }
}

/// An object a test said must be gone by its end, and was not.
public struct SurvivingObject: Codable, Sendable, Hashable {
    /// Its dynamic type, module-qualified.
    public var typeName: String
    /// Its address in hex, as `RetainNode.address` writes it.
    public var address: String
    /// Where the test asked for its deallocation (`File.swift:line`).
    public var expectedAt: String
    /// Indices into the report's `cycles` of the retain cycles the object is part of; empty when
    /// something outside the graph keeps it (a global, a running thread, the test itself).
    public var cycleIndices: [Int]

    /// A survivor with all its parts.
    public init(typeName: String, address: String, expectedAt: String, cycleIndices: [Int] = []) {
        self.typeName = typeName
        self.address = address
        self.expectedAt = expectedAt
        self.cycleIndices = cycleIndices
    }

    private enum CodingKeys: String, CodingKey { case typeName, address, expectedAt, cycleIndices }

    /// Decodes a survivor; only `typeName` is required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        typeName = try c.decode(String.self, forKey: .typeName)
        address = try c.decodeIfPresent(String.self, forKey: .address) ?? ""
        expectedAt = try c.decodeIfPresent(String.self, forKey: .expectedAt) ?? ""
        cycleIndices = try c.decodeIfPresent([Int].self, forKey: .cycleIndices) ?? []
    }
}

extension RetainCycle {
    /// The cycle as one line: `A -[label]-> B -[label]-> A`.
    package var pathDescription: String {
        guard let first = nodes.first else { return "" }
        var text = first.displayName
        for (index, edge) in edges.enumerated() {
            let next = nodes[(index + 1) % nodes.count]
            text += " -[\(edge.label)]-> \(next.displayName)"
        }
        return text
    }
}
