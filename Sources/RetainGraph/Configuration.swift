/// How a retain-graph search is bounded and what it reports. Start from `.default` and change
/// what you need; the static factories cover the common cases.
public struct RetainGraphConfiguration: Sendable {
    /// At most this many objects are expanded (their references read); objects found beyond it
    /// appear as nodes without edges, and the report says it was truncated. Default 1 000 000.
    public var maxNodes: Int = 1_000_000
    /// At most this many elementary cycles are reported in total. Johnson's search finds every
    /// cycle, but a densely connected component can hold exponentially many: the cap keeps the
    /// report readable and the run bounded, and `RetainReport.truncated` says when it was hit.
    /// Default 1 000.
    public var maxCycles: Int = 1_000
    /// At most this many elementary cycles per strongly connected component, so one dense
    /// component cannot hide the others. Default 200.
    public var maxCyclesPerComponent: Int = 200
    /// When one object holds another through several fields, each choice of field makes its own
    /// cycle (fixing one field leaves the others); at most this many per cycle of objects.
    /// Default 16.
    public var maxParallelReferences: Int = 16
    /// Edges whose label matches are left out of the graph (e.g. `{ $0.hasPrefix("cache") }`)
    /// before cycles are searched. Default: none.
    public var excludeEdge: (@Sendable (_ holderType: String, _ label: String) -> Bool)?
    /// Nodes whose type name matches are treated as if they held no references. Default: none.
    public var excludeType: (@Sendable (_ typeName: String) -> Bool)?

    /// Defaults: 1 000 000 objects, 1 000 cycles (200 per component), no filters.
    public init() {}

    /// The defaults.
    public static var `default`: RetainGraphConfiguration { RetainGraphConfiguration() }

    /// Defaults, with at most `count` cycles reported.
    public static func limitingCycles(to count: Int) -> RetainGraphConfiguration {
        var c = RetainGraphConfiguration()
        c.maxCycles = count
        c.maxCyclesPerComponent = count
        return c
    }

    /// Defaults, ignoring references held in fields/captures whose label matches `predicate`.
    public static func excludingEdges(
        where predicate: @escaping @Sendable (_ holderType: String, _ label: String) -> Bool
    ) -> RetainGraphConfiguration {
        var c = RetainGraphConfiguration()
        c.excludeEdge = predicate
        return c
    }

    /// Defaults, ignoring everything objects of the named types hold.
    public static func excludingTypes(_ names: Set<String>) -> RetainGraphConfiguration {
        var c = RetainGraphConfiguration()
        c.excludeType = { names.contains($0) }
        return c
    }
}
