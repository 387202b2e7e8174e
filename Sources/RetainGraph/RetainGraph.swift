import CSwiftRuntime
// RetainGraph: in-process retain graph of Swift objects and closure contexts.
//
// How it reads the heap: every object's metadata says what it is (class instance, closure
// context, box); class fields and closure captures are laid out from the reflection metadata
// the compiler emits (field records, capture descriptors), with the runtime resolving the
// mangled type names. Only strong references become edges; weak and unowned ones are read from
// the mangled names' ownership suffixes and skipped. Collections are walked through their
// storage objects' tail-allocated elements, enums through their value witnesses' `getEnumTag`,
// existentials through their dynamic type. Every pointer is checked against the process's
// readable mappings before it is read; anything that cannot be understood becomes an opaque
// node and a warning, never a crash.
//
// Then: strongly connected components (Tarjan), every elementary cycle (Johnson, capped by
// RetainGraphConfiguration), and for each cycle whether anything outside it still holds it
// (retain count minus the strong references found), naming the running thread or scheduled
// timer when that is what keeps it.
//
// Other threads may change what is being read: every read (reference counts included, decoded
// from the object's own words instead of asking the runtime) is checked against the mappings,
// and an object whose metadata word changed between the walk and the report (freed, memory
// reused) is left out of the cycles with a "changed while walking" warning.
// Limits: objects other threads mutate during the walk may be read torn (the reader validates,
// but cannot lock them); references kept by C code (libdispatch, CoreFoundation storage) and
// inside noncopyable fields (Mutex: the compiler names their types through an accessor that
// answers `()`) are invisible, and named when such a field holds an object that holds references.
import Findings
import Foundation

/// Strong-reference graph reachable from `roots`, with every cycle in it.
public func findRetainCycles(from roots: [AnyObject]) -> RetainReport {
    findRetainCycles(from: roots, configuration: .default)
}

/// Strong-reference graph reachable from `roots`, with every cycle in it, bounded and filtered
/// by `configuration`.
public func findRetainCycles(from roots: [AnyObject], configuration: RetainGraphConfiguration) -> RetainReport {
    let addresses = roots.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) }
    return withExtendedLifetime(roots) {
        let start = DispatchTime.now().uptimeNanoseconds
        let graph = GraphBuilder.build(roots: addresses, configuration: configuration)
        let walked = DispatchTime.now().uptimeNanoseconds
        var report = ReportBuilder(graph: graph, configuration: configuration).report()
        let done = DispatchTime.now().uptimeNanoseconds
        report.statistics = RetainStatistics(
            walkSeconds: Double(walked - start) / 1e9,
            searchSeconds: Double(done - walked) / 1e9)
        return report
    }
}

/// Every cycle found among the objects reachable from some roots.
public struct RetainReport: Codable, Sendable {
    /// The cycles, each once, in the order their first object was reached from the roots.
    public var cycles: [RetainCycle]
    /// Objects in the graph (collection storage included).
    public var nodeCount: Int
    /// Strong references in the graph.
    public var edgeCount: Int
    /// True when a configured limit (objects or cycles) cut the search short.
    public var truncated: Bool
    /// Things that could not be read (types without reflection metadata, generic captures):
    /// a cycle through them may be missing.
    public var warnings: [String]
    /// How long reading the graph and searching it took.
    public var statistics: RetainStatistics?

    /// A report with the given cycles.
    public init(
        cycles: [RetainCycle], nodeCount: Int = 0, edgeCount: Int = 0, truncated: Bool = false,
        warnings: [String] = []
    ) {
        self.cycles = cycles
        self.nodeCount = nodeCount
        self.edgeCount = edgeCount
        self.truncated = truncated
        self.warnings = warnings
    }

    /// Cycles nothing outside them keeps alive: they will never be freed.
    public var leakedCycles: [RetainCycle] { cycles.filter(\.isLeaked) }

    private enum CodingKeys: String, CodingKey { case cycles, nodeCount, edgeCount, truncated, warnings, statistics }

    /// Decodes a report; only `cycles` is required (older or hand-written files).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        cycles = try c.decode([RetainCycle].self, forKey: .cycles)
        nodeCount = try c.decodeIfPresent(Int.self, forKey: .nodeCount) ?? 0
        edgeCount = try c.decodeIfPresent(Int.self, forKey: .edgeCount) ?? 0
        truncated = try c.decodeIfPresent(Bool.self, forKey: .truncated) ?? false
        warnings = try c.decodeIfPresent([String].self, forKey: .warnings) ?? []
        statistics = try c.decodeIfPresent(RetainStatistics.self, forKey: .statistics)
    }
}

/// How long the phases of one search took (wall clock).
public struct RetainStatistics: Codable, Sendable, Hashable {
    /// Reading objects and following references.
    public var walkSeconds: Double
    /// Components, cycles, leak classification and report building.
    public var searchSeconds: Double

    /// Statistics with both durations.
    public init(walkSeconds: Double, searchSeconds: Double) {
        self.walkSeconds = walkSeconds
        self.searchSeconds = searchSeconds
    }
}

/// One elementary cycle of strong references.
public struct RetainCycle: Codable, Sendable, Hashable {
    /// Objects in cycle order; nodes[i] strongly references nodes[(i + 1) % count] through edges[i].
    public var nodes: [RetainNode]
    /// The references, edges[i] going from nodes[i] to nodes[(i + 1) % count].
    public var edges: [RetainEdge]
    /// True when nothing outside the graph holds any object that reaches this cycle: it leaked.
    public var isLeaked: Bool
    /// What keeps the cycle alive when it is not leaked: a running thread, a scheduled timer, or
    /// an object referenced from outside the graph (a variable, a global, a root you passed).
    public var keptAliveBy: [String]

    /// A cycle with its nodes and edges.
    public init(nodes: [RetainNode], edges: [RetainEdge], isLeaked: Bool = true, keptAliveBy: [String] = []) {
        self.nodes = nodes
        self.edges = edges
        self.isLeaked = isLeaked
        self.keptAliveBy = keptAliveBy
    }

    private enum CodingKeys: String, CodingKey { case nodes, edges, isLeaked, keptAliveBy }

    /// Decodes a cycle; `nodes` and `edges` are required.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        nodes = try c.decode([RetainNode].self, forKey: .nodes)
        edges = try c.decode([RetainEdge].self, forKey: .edges)
        isLeaked = try c.decodeIfPresent(Bool.self, forKey: .isLeaked) ?? true
        keptAliveBy = try c.decodeIfPresent([String].self, forKey: .keptAliveBy) ?? []
    }
}

/// One object of a cycle.
public struct RetainNode: Codable, Sendable, Hashable {
    /// e.g. "MyModule.Worker", "closure context", "Foundation.Thread".
    public var typeName: String
    /// What kind of heap object it is.
    public var kind: RetainNodeKind
    /// Its address, e.g. "0x5581e6c0a2b0" (identifies the object within one report).
    public var address: String
    /// For a closure context: the closure's symbol when it can be found, e.g.
    /// "closure #1 in Worker.start()".
    public var symbol: String?
    /// For a closure context: the types of its captures, in order.
    public var captures: [String]?
    /// Strong retain count when the graph was read.
    public var retainCount: Int?
    /// References to it from outside the graph (retain count minus strong edges found, minus the
    /// roots array).
    public var externalReferences: Int?
    /// Why the object could not be fully read, if it could not.
    public var problem: String?

    /// A node with a type name.
    public init(
        typeName: String, kind: RetainNodeKind = .object, address: String = "", symbol: String? = nil,
        captures: [String]? = nil, retainCount: Int? = nil, externalReferences: Int? = nil,
        problem: String? = nil
    ) {
        self.typeName = typeName
        self.kind = kind
        self.address = address
        self.symbol = symbol
        self.captures = captures
        self.retainCount = retainCount
        self.externalReferences = externalReferences
        self.problem = problem
    }

    private enum CodingKeys: String, CodingKey {
        case typeName, kind, address, symbol, captures, retainCount, externalReferences, problem
    }

    /// Decodes a node; only `typeName` is required.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        typeName = try c.decode(String.self, forKey: .typeName)
        kind = try c.decodeIfPresent(RetainNodeKind.self, forKey: .kind) ?? .object
        address = try c.decodeIfPresent(String.self, forKey: .address) ?? ""
        symbol = try c.decodeIfPresent(String.self, forKey: .symbol)
        captures = try c.decodeIfPresent([String].self, forKey: .captures)
        retainCount = try c.decodeIfPresent(Int.self, forKey: .retainCount)
        externalReferences = try c.decodeIfPresent(Int.self, forKey: .externalReferences)
        problem = try c.decodeIfPresent(String.self, forKey: .problem)
    }

    /// The type name, with the closure's symbol when known.
    public var displayName: String {
        if let symbol { return "\(typeName) (\(symbol))" }
        return typeName
    }
}

/// One strong reference of a cycle.
public struct RetainEdge: Codable, Sendable, Hashable {
    /// Field name, capture description, or "thread entry block" etc.
    public var label: String

    /// An edge with a label.
    public init(label: String) {
        self.label = label
    }
}
