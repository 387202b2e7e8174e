// truth: leaks QuickSettings
// A helper that hands its closure parameter to the notification center and keeps the token:
// the token holds the block, `self` keeps the token, and the block holds `self`. The helper is a
// local function of the setup method in one case and a method of `self` in the other; a call
// of either with a closure that uses `self` closes the loop.
import Foundation

final class QuickSettings {
    var observers: [NSObjectProtocol] = []
    var reloads = 0
    func setUp() {
        func observe(_ name: Notification.Name, block: @escaping (Notification) -> Void) {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil, using: block))
        }
        observe(.init("tracks")) { _ in self.reloads += 1 }  // expected-warning [retain-cycle]
        listen(.init("video")) { _ in self.reloads += 2 }  // expected-warning [retain-cycle]
    }
    func listen(_ name: Notification.Name, block: @escaping (Notification) -> Void) {
        observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil, using: block))
    }
    deinit { print("DEINIT QuickSettings") }
}
do { QuickSettings().setUp() }
print("END")
