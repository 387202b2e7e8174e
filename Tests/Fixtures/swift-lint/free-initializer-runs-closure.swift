// truth: frees Screen
import Foundation
final class Label {
    var text = ""
    init(make: @escaping () -> String) { text = make() }
}
final class Screen {
    var label: Label?
    func title() -> String { "hello" }
    func build() {
        // The initializer calls the closure and drops it: the label keeps a string, not the closure.
        label = Label { self.title() }
    }
    deinit { print("DEINIT Screen") }
}
do { Screen().build() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
