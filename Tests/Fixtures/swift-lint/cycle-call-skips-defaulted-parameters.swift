// truth: leaks Settings
// A call may leave out parameters that have default values, between its arguments or before a
// trailing closure: the closure still reaches the parameter the initializer stores.
final class Row {
    var action: (() -> Void)?
    let title: String
    init(title: String, alignment: Int = 0, accessory: Int = 0, action: (() -> Void)?) {
        self.title = title
        self.action = action
    }
}
final class Settings {
    private var helpRow: Row?
    private var otherRow: Row?
    var opened = 0
    func createRows() {
        helpRow = Row(title: "Help", accessory: 1, action: { self.opened += 1 })  // expected-warning [retain-cycle]
        otherRow = Row(title: "Other") {
            self.opened += 1  // expected-warning [retain-cycle]
        }
    }
    deinit { print("DEINIT Settings") }
}
do { Settings().createRows() }
print("END")
