// truth: leaks TabManager
// A `lazy var` set by a closure called on the spot that returns a closure: self keeps the
// returned closure, which holds self.
final class TabManager {
    var count = 0
    func addTab() -> Int { count += 1; return count }
    lazy var restoreAll: () -> Int = {
        let restored = 0
        return { restored + self.addTab() } // expected-warning [retain-cycle]
    }()
    deinit { print("DEINIT TabManager") }
}
do { _ = TabManager().restoreAll() }
print("END")
