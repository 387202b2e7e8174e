/// Every lint rule capcheck has, in documentation order.
public enum RuleRegistry {
    /// All rule types.
    public static let all: [any LintRule.Type] = [
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

    ]

    /// The rule type with `id`, if there is one.
    public static func rule(id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }
}
