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
        // Swift only.
        SwiftRepeatingTimerSelfRule.self,
        SwiftTaskSelfLoopRule.self,
    ]

    /// The rules with a check of C and Objective-C files, in documentation order.
    package static let objectiveC: [any ObjectiveCLintRule.Type] = all.compactMap { $0 as? any ObjectiveCLintRule.Type }

    /// The rules with a check of Swift files, in documentation order.
    package static let swift: [any SwiftLintRule.Type] = all.compactMap { $0 as? any SwiftLintRule.Type }

    /// The rule type with `id`, if there is one.
    package static func rule(id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }
}
