// truth: leaks Poller
import Foundation
final class Poller {
    var polls = 0
    func pollForever() async {
        while !Task.isCancelled {
            polls += 1
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }
    func start() {
        Task { await self.pollForever() } // expected-warning [swift-task-self-loop]
    }
    deinit { print("DEINIT Poller") }
}
do { Poller().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
