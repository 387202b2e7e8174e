// A registry declared in its own file keeps the callbacks handed to it.
final class Feed {
    private var callbacks: [() -> Void] = []
    func subscribe(_ callback: @escaping () -> Void) { callbacks.append(callback) }
}

/// Same method name, but it only runs the closure: handing it `self` keeps nothing.
final class Logger {
    func subscribe(_ callback: () -> Void) { callback() }
}
