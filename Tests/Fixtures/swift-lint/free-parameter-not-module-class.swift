// truth: frees Tab
// Look-alikes of cycle-parameter-of-module-class: a parameter typed by a protocol (as a
// framework's task handed to a handler, which the framework lets go of when done), and a
// parameter of the module's class captured weakly.
protocol BackgroundTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func complete()
}
final class Tab: BackgroundTask {
    var expirationHandler: (() -> Void)?
    var onStateChanged: ((Int) -> Void)?
    func complete() { expirationHandler = nil }
    deinit { print("DEINIT Tab") }
}
final class TabManager {
    func schedule(_ task: BackgroundTask) {
        task.expirationHandler = { task.complete() }
        task.complete()
    }
    func configure(_ tab: Tab) {
        tab.onStateChanged = { [weak tab] _ in tab?.complete() }
    }
}
do {
    let manager = TabManager()
    manager.schedule(Tab())
    manager.configure(Tab())
}
print("END")
