// truth: leaks ChatScreen
// A subclass calls the method it inherits from a base class in another file: that method
// keeps the handler, so the screen keeps a closure that keeps the screen.
final class ChatScreen: Screen {
    var opened = 0
    func setUp() {
        on("open") { self.opened += 1 }  // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT ChatScreen") }
}
do { ChatScreen().setUp() }
print("END")
