// truth: frees Owner
import Foundation
final class Owner {
    var count = 0
    func start() {
        Task {
            while true {
                self.count += 1
                if self.count == 3 { break }
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
