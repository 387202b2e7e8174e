/// A control of another target whose method of the same name runs the action and keeps nothing.
public final class Button {
    public init() {}

    public func onTap(_ action: @escaping () -> Void) { action() }
}
