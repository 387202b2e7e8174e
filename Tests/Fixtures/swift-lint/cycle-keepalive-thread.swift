// truth: leaks Worker
import Foundation
final class Worker {
    var polls = 0
    func start() {
        Thread {
            while true {
                self.polls += 1 // expected-warning [keepalive-thread-self]
                Thread.sleep(forTimeInterval: 0.01)
            }
        }.start()
    }
    deinit { print("DEINIT Worker") }
}
do { Worker().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
