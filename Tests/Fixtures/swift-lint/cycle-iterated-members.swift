// truth: leaks Panel
// `forEach` over an array literal of `self`'s members: the closure's parameter is each member
// in turn (a tuple's element for a destructured tuple), so a closure stored on it is kept by
// that member of `self`.
final class Button {
    var onTap: (() -> Void)?
}
final class Panel {
    let play = Button()
    let stop = Button()
    var taps = 0
    func setUp() {
        [play, stop].forEach { $0.onTap = { self.taps += 1 } }  // expected-warning [retain-cycle]
        [(play, 1), (stop, 2)].forEach { button, count in
            button.onTap = { self.taps += count }  // expected-warning [retain-cycle]
        }
    }
    deinit { print("DEINIT Panel") }
}
do { Panel().setUp() }
print("END")
