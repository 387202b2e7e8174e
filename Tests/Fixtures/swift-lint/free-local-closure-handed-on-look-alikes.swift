// truth: frees Session
// Look-alikes of a local closure handed to a keeping method: the method runs it and lets go, the
// popup is not self's, or the closure holds self weakly.
final class Popup {
    private var buttons: [() -> Void] = []
    func addButton(title: String, tapped: @escaping () -> Void) { buttons.append(tapped) }
    func run(_ work: () -> Void) { work() }
}
final class Session {
    let first = Popup()
    var errors = 0
    func start() {
        let cancel = { self.errors += 1 }
        first.run(cancel)
        Popup().addButton(title: "Cancel", tapped: cancel)
        let retry: () -> Void = { [weak self] in self?.errors -= 1 }
        first.addButton(title: "Retry", tapped: retry)
    }
    deinit { print("DEINIT Session") }
}
do { Session().start() }
print("END")
