import CaptureAnalyzer
import ClangFrontend
import Findings

/// Every lint rule capcheck has, in documentation order.
public enum RuleRegistry {
    /// What every rule finds, in documentation order.
    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The description of the rule with `id`, if there is one.
    public static func description(id: String) -> RuleDescription? { rule(id: id)?.description }

    /// All rule types.
    package static let all: [any LintRule.Type] = [
        RetainCycleRule.self,
        ByrefSelfCycleRule.self,
        ImplicitSelfRule.self,
        MixedSelfWeakSelfRule.self,
        CapturedStrongSelfRule.self,
        StrongSelfNotCheckedRule.self,
        TimerTargetCycleRule.self,
        ObserverRetainsSelfRule.self,
        KeepaliveThreadSelfRule.self,
        StrongSelfAcrossRunLoopRule.self,
        RunLoopNoSourceRule.self,
        RunLoopUnstoppableRule.self,
        PerformWithoutRunLoopRule.self,
        TimerDefaultModeRule.self,
        // Swift only (SwiftLinter.rules lists every Swift rule, these and those under the ids above).
        SwiftRepeatingTimerSelfRule.self,
        SwiftTaskSelfLoopRule.self,

    ]

    /// The rule type with `id`, if there is one.
    package static func rule(id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }
}
