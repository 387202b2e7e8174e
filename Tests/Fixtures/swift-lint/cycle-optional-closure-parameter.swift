// truth: leaks Dialog
// An optional closure parameter escapes without `@escaping`: a callee that stores it keeps the
// closure, here in a button it keeps in its list.
final class DialogButton {
    var handler: (() -> Void)?
}
final class Dialog {
    var buttons: [DialogButton] = []
    var dismissed = false
    func addButton(title: String, tapped: (() -> Void)?) {
        let button = DialogButton()
        button.handler = tapped
        buttons.append(button)
    }
    func setUp() {
        addButton(title: "Cancel", tapped: { self.dismissed = true }) // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Dialog") }
}
do { Dialog().setUp() }
print("END")
