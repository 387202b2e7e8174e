// truth: frees Dialog
// Look-alikes of cycle-optional-closure-parameter: the optional closure is only called, or kept
// by a local object that self does not keep.
final class DialogButton {
    var handler: (() -> Void)?
}
final class Dialog {
    var dismissed = false
    func run(title: String, tapped: (() -> Void)?) {
        tapped?()
    }
    func preview(title: String, tapped: (() -> Void)?) {
        let button = DialogButton()
        button.handler = tapped
        button.handler?()
    }
    func setUp() {
        run(title: "Now", tapped: { self.dismissed = true })
        preview(title: "Preview", tapped: { self.dismissed = true })
    }
    deinit { print("DEINIT Dialog") }
}
do { Dialog().setUp() }
print("END")
