// truth: leaks Session
// A closure held in a local and handed later to a method that keeps its parameter, on objects
// self keeps: self → first → buttons → closure → self. Lint reads the method in the module.
final class Popup {
    private var buttons: [() -> Void] = []
    func addButton(title: String, tapped: @escaping () -> Void) { buttons.append(tapped) }
}
final class Session {
    let first = Popup()
    let second = Popup()
    var errors = 0
    func start() {
        let cancel = {
            self.errors += 1  // expected-warning [retain-cycle]
        }
        [first, second].forEach { $0.addButton(title: "Cancel", tapped: cancel) }
        let retry: () -> Void = { self.errors -= 1 }  // expected-warning [retain-cycle]
        first.addButton(title: "Retry", tapped: retry)
    }
    deinit { print("DEINIT Session") }
}
do { Session().start() }
print("END")
