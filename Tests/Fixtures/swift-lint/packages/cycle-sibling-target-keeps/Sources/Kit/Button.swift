/// A control of another target: it keeps every action until it goes away.
public final class Button {
    private var actions: [() -> Void] = []

    public init() {}

    public func onTap(_ action: @escaping () -> Void) { actions.append(action) }

    public func tap() { actions.forEach { $0() } }
}
