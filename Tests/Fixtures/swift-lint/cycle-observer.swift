// truth: leaks Listener
import Foundation
final class Listener {
    var token: NSObjectProtocol?
    var seen = 0
    func start() {
        token = NotificationCenter.default.addObserver(forName: Notification.Name("ping"), object: nil, queue: nil) { _ in
            self.seen += 1 // expected-warning [observer-retains-self]
        }
    }
    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
        print("DEINIT Listener")
    }
}
do { Listener().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
