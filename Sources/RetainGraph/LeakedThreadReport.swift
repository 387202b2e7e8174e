/// The JSON file a failed leak check writes (into `$CAPCHECK_REPORT_DIR`, else a temporary
/// directory): `RetainReport`'s `cycles` plus `leakedThreads` and `survivors`, the shape
/// `ReportDocument` reads, so `capcheck report FILE` renders it; a plain `RetainReport` decoder
/// still reads it too. Threads keep all their detail (frames, run-loop parking).
public struct LeakCheckReport: Codable, Sendable {
    /// The test that failed, e.g. `TraitTests/keepsAThreadRunning()`.
    public var test: String?
    /// Retain cycles that keep surviving objects alive.
    public var cycles: [RetainCycle]
    /// Threads the test left running.
    public var leakedThreads: [LeakedThread]
    /// Objects expected to be deallocated that were still alive.
    public var survivors: [SurvivingObject]

    /// A report with all its parts.
    public init(test: String?, cycles: [RetainCycle] = [], leakedThreads: [LeakedThread] = [],
                survivors: [SurvivingObject] = []) {
        self.test = test
        self.cycles = cycles
        self.leakedThreads = leakedThreads
        self.survivors = survivors
    }

    private enum CodingKeys: String, CodingKey { case test, cycles, leakedThreads, survivors }

    /// Decodes a report; every part is optional, so a `RetainReport` file reads too.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        test = try container.decodeIfPresent(String.self, forKey: .test)
        cycles = try container.decodeIfPresent([RetainCycle].self, forKey: .cycles) ?? []
        leakedThreads = try container.decodeIfPresent([LeakedThread].self, forKey: .leakedThreads) ?? []
        survivors = try container.decodeIfPresent([SurvivingObject].self, forKey: .survivors) ?? []
    }
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
}

extension RetainCycle {
    /// The cycle as one line: `A -[label]-> B -[label]-> A`.
    public var pathDescription: String {
        guard let first = nodes.first else { return "" }
        var text = first.displayName
        for (index, edge) in edges.enumerated() {
            let next = nodes[(index + 1) % nodes.count]
            text += " -[\(edge.label)]-> \(next.displayName)"
        }
        return text
    }
}
