// truth: leaks Screen
import Kit

// Linted on its own, this folder cannot tell whether `onTap` keeps its closure: the module read
// takes in the target `Kit` that it imports.
final class Screen {
    let button = Button()
    var taps = 0

    init() {
        button.onTap { self.taps += 1 } // expected-warning [retain-cycle]
    }

    deinit { print("DEINIT Screen") }
}

do { Screen().button.tap() }
print("END")
