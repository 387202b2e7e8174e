// truth: leaks Poller
import Foundation
final class Poller {
    var polls = 0
    func start() {
        Task {
            while !Task.isCancelled {
                self.polls += 1 // expected-warning [swift-task-self-loop]
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
