// truth: frees Box
import Foundation
final class Box { deinit { print("DEINIT Box") } }
struct Model {
    let box = Box()
    var count = 0
    func tick() {}
    func start() {
        DispatchQueue.global().async { self.tick() }
        Task { self.tick() }
        Thread { self.tick() }.start()
    }
}
do { Model().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
