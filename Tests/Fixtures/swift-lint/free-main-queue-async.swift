// truth: frees Owner
import Foundation
final class Owner {
    func tick() {}
    func start() {
        DispatchQueue.main.async { self.tick() }
        DispatchQueue.global().async { self.tick() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { self.tick() }
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
