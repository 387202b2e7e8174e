// truth: frees Settings
// Look-alikes: the argument after a left-out parameter with a default goes to a closure the
// initializer only runs, and a trailing closure goes to the last parameter, which is run, not to
// the stored one before it.
final class Row {
    var action: (() -> Void)?
    init(title: String, alignment: Int = 0, prepare: (() -> Void)? = nil, action: (() -> Void)? = nil) {
        prepare?()
        self.action = action
    }
    init(name: String, alignment: Int = 0, action: (() -> Void)? = nil, configure: () -> Void) {
        configure()
        self.action = action
    }
}
final class Settings {
    private var rows: [Row] = []
    var opened = 0
    func createRows() {
        rows.append(Row(title: "A", prepare: { self.opened += 1 }))
        rows.append(Row(name: "B") { self.opened += 1 })
    }
    deinit { print("DEINIT Settings") }
}
do { Settings().createRows() }
print("END")
