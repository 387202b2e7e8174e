// truth: frees ChatScreen
// The look-alike of cycle-inherited-method-keeps-parameter: the subclass overrides the method
// and runs the handler at once, so the base class's summary does not answer for it.
final class ChatScreen: Screen {
    var opened = 0
    override func on(_ event: String, _ handler: @escaping () -> Void) { handler() }
    func setUp() {
        on("open") { self.opened += 1 }
    }
    deinit { print("DEINIT ChatScreen") }
}
do { ChatScreen().setUp() }
print("END")
