// truth: leaks Poller
import Foundation
final class Poller {
    var polls = 0
    let running = DispatchSemaphore(value: 0)
    func start() {
        Task { [weak self] in
            guard let self else { return } // expected-warning [strong-self-across-runloop]
            self.running.signal()
            while !Task.isCancelled {
                self.polls += 1
                try? await Task.sleep(nanoseconds: 10_000_000)
            }
        }
        running.wait()   // the task holds its strong reference before the caller lets go
    }
    deinit { print("DEINIT Poller") }
}
do { Poller().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
