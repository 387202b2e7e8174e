// truth: frees Owner
import Foundation
final class Owner {
    func tick() {}
    func start() {
        Thread { self.tick() }.start()
        Thread { [weak self] in
            while true {
                guard let self else { return }
                self.tick()
                Thread.sleep(forTimeInterval: 0.01)
            }
        }.start()
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
