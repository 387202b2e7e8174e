// truth: leaks Waiter
// A local object keeps the observer token whose block captures it, and the method the block
// calls only runs the completion: nothing lets go of the token, so the object and the block
// keep each other.
import Foundation

final class Waiter {
    var observer: NSObjectProtocol?
    private var completed = false

    func finish(_ completion: () -> Void) {
        guard !completed else { return }
        completed = true
        completion()
    }

    deinit { print("DEINIT Waiter") }
}

let exited = Notification.Name("exited")

func waitForExit(completion: @escaping () -> Void) {
    let waiter = Waiter()
    waiter.observer = NotificationCenter.default.addObserver(forName: exited, object: nil, queue: nil) { _ in
        waiter.finish(completion) // expected-warning [retain-cycle]
    }
}

waitForExit { print("exited") }
NotificationCenter.default.post(name: exited, object: nil)
print("END")
