import Findings

/// What a `.capcheck.yml` holds. The lint driver reads the file; the rules read this struct.
public struct LintConfiguration: Sendable, Equatable {
    /// Only these rules run; nil runs every rule.
    public var enabledRules: Set<String>?
    /// These rules never run (applied after `enabledRules`).
    public var disabledRules: Set<String>
    /// Severity per rule id, replacing the rule's default.
    public var severities: [String: Severity]
    /// Extra selectors (`enumerateThings:`, `-[Foo runWith:]` or `runWith:`) and C functions
    /// (`my_sync_apply`) whose block arguments run before the call returns.
    public var nonEscapingAPIs: [String]
    /// Glob patterns of paths the driver skips.
    public var excludedPaths: [String]
    /// A file analyzed only in part fails the run (`fail_on_incomplete`).
    public var failOnIncomplete = false

    /// Everything enabled, default severities, nothing excluded.
    public init() {
        enabledRules = nil
        disabledRules = []
        severities = [:]
        nonEscapingAPIs = []
        excludedPaths = []
    }

    /// Whether the rule with `id` runs under this configuration.
    public func isEnabled(_ id: String) -> Bool {
        if disabledRules.contains(id) { return false }
        return enabledRules.map { $0.contains(id) } ?? true
    }
}
