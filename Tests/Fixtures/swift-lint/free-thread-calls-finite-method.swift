// truth: frees Worker
import Foundation
final class Worker {
    var polls = 0
    var stopped = false
    func loop() {
        while !stopped {
            polls += 1
            if polls == 3 { stopped = true }
        }
    }
    func start() {
        Thread { self.loop() }.start()
        Task { await self.work() }
    }
    func work() async { polls += 1 }
    deinit { print("DEINIT Worker") }
}
do { Worker().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
