// truth: leaks Worker
import Foundation
final class Worker {
    var polls = 0
    let running = DispatchSemaphore(value: 0)
    func start() {
        Thread { [weak self] in
            let strong = self! // expected-warning [strong-self-across-runloop] [strong-self-not-checked]
            strong.running.signal()
            while true {
                strong.polls += 1
                Thread.sleep(forTimeInterval: 0.01)
            }
        }.start()
        running.wait()   // the thread holds its strong reference before the caller lets go
    }
    deinit { print("DEINIT Worker") }
}
do { Worker().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
