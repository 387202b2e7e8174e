import CaptureAnalyzer
import ClangFrontend
import Findings

/// What a `.capcheck.yml` holds. The lint driver reads the file; the rules read this struct.
package struct LintConfiguration: Sendable, Equatable {
    /// Only these rules run; nil runs every rule.
    package var enabledRules: Set<String>?
    /// These rules never run (applied after `enabledRules`).
    package var disabledRules: Set<String>
    /// Rules that are only partly on by default (`RuleDescription.defaultScope`) turned fully on
    /// (`opt_in_rules`, `--enable`).
    package var optInRules: Set<String> = []
    /// Severity per rule id, replacing the rule's default.
    package var severities: [String: Severity]
    /// Extra selectors (`enumerateThings:`, `-[Foo runWith:]` or `runWith:`) and C functions
    /// (`my_sync_apply`) whose block arguments run before the call returns.
    package var nonEscapingAPIs: [String]
    /// Glob patterns of paths the driver skips.
    package var excludedPaths: [String]
    /// A file analyzed only in part fails the run (`fail_on_incomplete`).
    package var failOnIncomplete = false
    /// Library APIs that keep closures, added to the bundled list (`closure_keepers:`).
    package var closureKeepers = ClosureKeepers()
    /// The Apple SDK to parse against (`sdk:`), an absolute path, or `stand-in`; nil when the
    /// file does not say (then `SDKROOT`, `xcrun`, the stand-in).
    package var sdk: String?

    /// Everything enabled, default severities, nothing excluded.
    package init() {
        enabledRules = nil
        disabledRules = []
        severities = [:]
        nonEscapingAPIs = []
        excludedPaths = []
    }

    /// Whether the rule with `id` runs under this configuration.
    package func isEnabled(_ id: String) -> Bool {
        if disabledRules.contains(id) { return false }
        return enabledRules.map { $0.contains(id) } ?? true
    }

    /// Whether the rule with `id` reports everything it finds, not only its default scope: it
    /// runs and has no default scope, or is named by `enabledRules` or `optInRules`.
    package func isFullyEnabled(_ id: String) -> Bool {
        guard isEnabled(id) else { return false }
        if optInRules.contains(id) || enabledRules?.contains(id) == true { return true }
        return RuleRegistry.rule(id: id)?.description.defaultScope == nil
    }

    /// Applies command-line rule choices on top of a file's: `enabling` turns rules fully on
    /// (also when `enabledRules` left them out), `disabling` turns rules off.
    package mutating func apply(enabling: Set<String>, disabling: Set<String>) {
        optInRules.formUnion(enabling)
        if enabledRules != nil { enabledRules!.formUnion(enabling) }
        disabledRules.subtract(enabling)
        disabledRules.formUnion(disabling)
    }
}
