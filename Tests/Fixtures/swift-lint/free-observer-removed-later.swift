// truth: frees Finder
// A function registers an observer whose block holds self, waits for the notification, then
// removes the observer before it returns: the center lets go of the block there, so self is
// freed. (Removing a different token, or none, keeps the cycle; see the lint tests.)
import Foundation

final class Finder {
    var strict = true

    func search() -> [String] {
        var results: [String] = []
        let token = NotificationCenter.default.addObserver(
            forName: Notification.Name("done"), object: nil, queue: nil
        ) { _ in
            if self.strict { results.append("hit") }
        }
        NotificationCenter.default.post(name: Notification.Name("done"), object: nil)
        NotificationCenter.default.removeObserver(token)
        return results
    }

    deinit { print("DEINIT Finder") }
}

do { _ = Finder().search() }
print("END")
