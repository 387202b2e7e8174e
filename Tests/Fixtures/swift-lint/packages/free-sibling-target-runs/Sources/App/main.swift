// truth: frees Screen
import Kit

final class Screen {
    let button = Button()
    var taps = 0

    init() {
        button.onTap { self.taps += 1 }
    }

    deinit { print("DEINIT Screen") }
}

do { _ = Screen() }
print("END")
