// truth: frees QuickSettings
// Look-alikes of cycle-helper-registers-observer.swift: the registered block holds `self`
// weakly, and a helper that runs its closure at once keeps nothing.
import Foundation

final class QuickSettings {
    var observers: [NSObjectProtocol] = []
    var reloads = 0
    func setUp() {
        func observe(_ name: Notification.Name, block: @escaping (Notification) -> Void) {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil, using: block))
        }
        observe(.init("tracks")) { [weak self] _ in self?.reloads += 1 }
        run(.init("video")) { _ in self.reloads += 2 }
    }
    func run(_ name: Notification.Name, block: @escaping (Notification) -> Void) {
        block(Notification(name: name))
    }
    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
        print("DEINIT QuickSettings")
    }
}
do { QuickSettings().setUp() }
print("END")
