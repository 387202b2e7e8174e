// truth: frees TabManager
// Look-alikes of cycle-lazy-var-returned-closure: the returned closure holds self weakly, the
// lazy value is what the inner closure computes (not the closure), a method returns a closure
// nobody keeps.
final class TabManager {
    var count = 0
    func addTab() -> Int { count += 1; return count }
    lazy var restoreAll: () -> Int = {
        return { [weak self] in self?.addTab() ?? 0 }
    }()
    lazy var total: Int = {
        let compute = { self.count + 1 }
        return compute()
    }()
    func makeAdder() -> () -> Int {
        return { self.addTab() }
    }
    deinit { print("DEINIT TabManager") }
}
do {
    let manager = TabManager()
    _ = manager.restoreAll()
    _ = manager.total
    _ = manager.makeAdder()()
}
print("END")
