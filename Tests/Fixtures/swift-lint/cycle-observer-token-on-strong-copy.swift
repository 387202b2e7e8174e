// truth: leaks TunnelsManager
// A strong copy of self (`guard let s = self` in a `[weak self]` closure) keeps the token of a
// notification observer whose block holds that copy: the center keeps the block until the
// observer is removed, the token is the observer, and the block keeps s: s → s.token → observer
// → block → s.
import Foundation

final class TunnelsManager {
    var token: NSObjectProtocol?
    var status = 0
    func startObserving() {
        let work = { [weak self] in
            guard let s = self else { return }
            s.token = NotificationCenter.default.addObserver(
                forName: Notification.Name("status"), object: nil, queue: nil
            ) { _ in
                s.status += 1  // expected-warning [retain-cycle]
            }
        }
        work()
    }
    deinit { print("DEINIT TunnelsManager") }
}
do { TunnelsManager().startObserving() }
print("END")
