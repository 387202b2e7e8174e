// truth: leaks Poller
import Foundation
final class Poller {
    var polls = 0
    func poll() { polls += 1 }
    func start() {
        // Task's closure allows implicit self: `poll()` holds self as `self.poll()` would.
        Task {
            while !Task.isCancelled {
                poll() // expected-warning [swift-task-self-loop]
                try? await Task.sleep(nanoseconds: 10_000_000)
            }
        }
    }
    deinit { print("DEINIT Poller") }
}
do { Poller().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
