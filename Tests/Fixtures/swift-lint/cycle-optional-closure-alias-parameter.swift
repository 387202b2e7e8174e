// truth: leaks Settings
// An initializer parameter typed by an optional type alias of a function type (`Action?`)
// escapes without `@escaping`, like `(() -> Void)?`: the row stores it, and self keeps the row.
typealias Action = (_ row: Row, _ sender: Any?) -> Void
final class Row {
    var action: Action?
    let title: String
    init(title: String) { self.title = title }
    convenience init(rowWithAction action: Action?, title: String) {
        self.init(title: title)
        self.action = action
    }
}
final class Settings {
    private var helpRow: Row?
    var opened = 0
    func createRows() {
        helpRow = Row(
            rowWithAction: { _, _ in
                self.opened += 1  // expected-warning [retain-cycle]
            }, title: "Help")
    }
    deinit { print("DEINIT Settings") }
}
do { Settings().createRows() }
print("END")
