// truth: leaks Tab
// A parameter whose class the module declares keeps a closure that captures it: the closure
// holds self weakly, but the tab strongly (tab → onStateChanged → closure → tab). The member is
// the module's own, so nothing outside the module lets go of the closure.
final class Tab {
    var onStateChanged: ((Int) -> Void)?
    var isPrivate = false
    deinit { print("DEINIT Tab") }
}
final class TabManager {
    func save(_ tab: Tab) {}
    func configure(_ tab: Tab) {
        tab.onStateChanged = { [weak self] state in
            guard let self else { return }
            if !tab.isPrivate { self.save(tab) } // expected-warning [retain-cycle]
        }
    }
}
do { TabManager().configure(Tab()) }
print("END")
