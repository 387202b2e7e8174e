// truth: frees Waiter
// A local object keeps the observer token whose block captures it, and the block ends the cycle
// through a method of the object's own class: `finish` removes the observer and sets the token
// to nil, as `waiter.observer = nil` written in the block would.
import Foundation

final class Waiter {
    var observer: NSObjectProtocol?
    private var completed = false

    func finish(_ completion: () -> Void) {
        guard !completed else { return }
        completed = true
        if let observer {
            NotificationCenter.default.removeObserver(observer)
            self.observer = nil
        }
        completion()
    }

    deinit { print("DEINIT Waiter") }
}

let exited = Notification.Name("exited")

func waitForExit(completion: @escaping () -> Void) {
    let waiter = Waiter()
    waiter.observer = NotificationCenter.default.addObserver(forName: exited, object: nil, queue: nil) { _ in
        waiter.finish(completion)
    }
}

waitForExit { print("exited") }
NotificationCenter.default.post(name: exited, object: nil)
print("END")
