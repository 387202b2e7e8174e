// truth: frees TunnelsManager
// Look-alikes of an observer token kept by the object its block holds: the block holds the copy
// weakly, or the token goes to an object the block does not hold.
import Foundation

final class Registry {
    var tokens: [NSObjectProtocol] = []
}
final class TunnelsManager {
    var token: NSObjectProtocol?
    var status = 0
    func startObserving(_ registry: Registry) {
        let work = { [weak self] in
            guard let s = self else { return }
            s.token = NotificationCenter.default.addObserver(
                forName: Notification.Name("status"), object: nil, queue: nil
            ) { [weak s] _ in
                s?.status += 1
            }
            let other = Registry()
            other.tokens.append(
                NotificationCenter.default.addObserver(forName: Notification.Name("x"), object: nil, queue: nil) { _ in
                    registry.tokens.removeAll()
                })
        }
        work()
    }
    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
        print("DEINIT TunnelsManager")
    }
}
do { TunnelsManager().startObserving(Registry()) }
print("END")
