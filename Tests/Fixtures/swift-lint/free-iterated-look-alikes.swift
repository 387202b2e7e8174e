// truth: frees Panel
// Look-alikes of cycle-iterated-members.swift: buttons made for the call and kept by nobody,
// and a stored closure that holds `self` weakly.
final class Button {
    var onTap: (() -> Void)?
}
final class Panel {
    let play = Button()
    var taps = 0
    func setUp() {
        let extra = Button()
        [extra, Button()].forEach { $0.onTap = { self.taps += 1 } }
        [(play, 1)].forEach { button, count in button.onTap = { [weak self] in self?.taps += count } }
        [1, 2].forEach { n in self.taps += n }
    }
    deinit { print("DEINIT Panel") }
}
do { Panel().setUp() }
print("END")
