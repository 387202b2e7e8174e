// truth: leaks Screen
import Foundation
final class Button {
    let action: () -> Void
    init(title: String, action: @escaping () -> Void) { self.action = action }
}
final class Screen {
    var button: Button?
    func tap() {}
    func build() {
        button = Button(title: "OK") { self.tap() } // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Screen") }
}
do { Screen().build() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
