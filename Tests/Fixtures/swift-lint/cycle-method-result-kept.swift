// truth: leaks Screen
// A method of self builds a closure, or an object around one, and returns it; the caller keeps
// the result in self. Lint follows the closure from the `return` to where self keeps what the
// method returns.
import Foundation

final class Button {
    var action: (() -> Void)?
}
final class Screen {
    var refresh: (() -> Void)?
    lazy var button = makeButton()
    var taps = 0
    private func makeRefresh() -> () -> Void {
        return { self.taps += 1 }  // expected-warning [retain-cycle]
    }
    private func makeButton() -> Button {
        let button = Button()
        button.action = { self.taps += 1 }  // expected-warning [retain-cycle]
        return button
    }
    func load() {
        refresh = makeRefresh()
        _ = button
    }
    deinit { print("DEINIT Screen") }
}
do { Screen().load() }
print("END")
