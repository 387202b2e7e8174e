// A base class in its own file whose method keeps each handler with its event.
class Screen {
    private var handlers: [(String, () -> Void)] = []
    func on(_ event: String, _ handler: @escaping () -> Void) {
        handlers.append((event, handler))
    }
}
