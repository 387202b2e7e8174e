// truth: leaks Worker
import Foundation
final class Worker {
    var polls = 0
    func loop() {
        while true {
            polls += 1
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
    func start() {
        Thread { self.loop() }.start() // expected-warning [keepalive-thread-self]
    }
    deinit { print("DEINIT Worker") }
}
do { Worker().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
