// truth: frees Owner
import Foundation
final class Owner {
    var task: Task<Void, Never>?
    func tick() {}
    func start() {
        // self keeps the task and the task holds self, but only until it returns.
        task = Task {
            try? await Task.sleep(nanoseconds: 10_000_000)
            self.tick()
        }
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
